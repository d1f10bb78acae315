import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';
import { PageContainer } from '../../ui/page-container';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageContainer heading={t('notFound.heading')} width="narrow">
      <p className="prose">{t('notFound.detail')}</p>
      <p className="page__actions">
        <InternalLink href="/" className="button button--primary">
          {t('notFound.home')}
        </InternalLink>
        <InternalLink href="/events" className="button button--secondary">
          {t('notFound.browse')}
        </InternalLink>
      </p>
    </PageContainer>
  );
}
