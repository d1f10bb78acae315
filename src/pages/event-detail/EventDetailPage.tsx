import { PageContainer } from '../../ui/PageContainer';

export default function EventDetailPage() {
  return <PageContainer heading="Event Details" />;
}
