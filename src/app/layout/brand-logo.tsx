import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';

/** The wordmark: a start-line flag and the product name, linking home. */
export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <InternalLink href={'/'} className="brand-logo" aria-label={t('header.brandHome')}>
      <svg className="brand-logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#c2410c" />
        <path d="M10 24V8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M10 9h12l-3 4 3 4H10" fill="#fff" />
      </svg>
      <span className="brand-logo__name">Startline</span>
    </InternalLink>
  );
}
