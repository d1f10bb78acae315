import { PageContainer } from '../../ui/PageContainer';

export default function EventsPage() {
  return <PageContainer heading="Discover Events" />;
}
