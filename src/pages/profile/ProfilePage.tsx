import { PageContainer } from '../../ui/PageContainer';

export default function ProfilePage() {
  return <PageContainer heading="My Profile" />;
}
