import { Link } from 'wouter';
import { PageContainer } from '../../ui/PageContainer';

export default function RegisterPage() {
  return (
    <PageContainer
      heading="Create Your Account"
      subtitle="Register with your mobile number in three quick steps."
      width="narrow"
    >
      <p className="page__actions">
        <Link href="/login">Already have an account? Sign In</Link>
        <Link href="/">Back to home</Link>
      </p>
    </PageContainer>
  );
}
