import { PageContainer } from '../../ui/PageContainer';

export default function MultiRegistrationPage() {
  return <PageContainer heading="Select Categories" />;
}
