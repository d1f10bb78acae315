import { PageContainer } from '../../ui/PageContainer';

export default function OrderSummaryPage() {
  return <PageContainer heading="Order Summary" />;
}
