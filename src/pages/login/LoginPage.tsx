import { Link } from 'wouter';
import { PageContainer } from '../../ui/PageContainer';

export default function LoginPage() {
  return (
    <PageContainer heading="Sign In" subtitle="Welcome back! Sign in with your mobile number and MPIN." width="narrow">
      <p className="page__actions">
        <Link href="/register">New to Startline? Register</Link>
        <Link href="/">Back to home</Link>
      </p>
    </PageContainer>
  );
}
