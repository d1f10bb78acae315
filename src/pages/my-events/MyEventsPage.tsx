import { PageContainer } from '../../ui/PageContainer';

export default function MyEventsPage() {
  return <PageContainer heading="My Events" />;
}
