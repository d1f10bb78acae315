import { InternalLink } from '../../ui/internal-link';
import { PageContainer } from '../../ui/page-container';

export default function NotFoundPage() {
  return (
    <PageContainer heading="Page Not Found" width="narrow">
      <p className="prose">The page you are looking for does not exist or has moved.</p>
      <p className="page__actions">
        <InternalLink href="/" className="button button--primary">
          Go to Home
        </InternalLink>
        <InternalLink href="/events" className="button button--secondary">
          Browse Events
        </InternalLink>
      </p>
    </PageContainer>
  );
}
