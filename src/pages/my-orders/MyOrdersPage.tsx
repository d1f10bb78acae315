import { PageContainer } from '../../ui/PageContainer';

export default function MyOrdersPage() {
  return <PageContainer heading="My Orders" subtitle="View your order history and invoices" />;
}
