import { PageContainer } from '../../ui/PageContainer';

export default function InvoicePage() {
  return <PageContainer heading="Invoice" />;
}
