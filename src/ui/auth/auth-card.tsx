// The frame of /login and /register (which have no site header): the wordmark linking home, a
// heading and the form card.
import type { ReactNode } from 'react';
import { InternalLink } from '../internal-link';
import './auth.css';
import { useTranslation } from 'react-i18next';

interface AuthCardProps {
  heading: string;
  subtitle: string;
  /** Home ('/'); InternalLink adds the visit's UTM parameters. */
  homeHref: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ heading, subtitle, homeHref, children, footer }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <InternalLink href={homeHref} className="auth-page__brand" aria-label={t('authFields.home')}>
        <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="#c2410c" />
          <path d="M10 24V8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
          <path d="M10 9h12l-3 4 3 4H10" fill="#fff" />
        </svg>
        <span>Startline</span>
      </InternalLink>
      <section className="auth-card" aria-labelledby="auth-card-heading">
        <h1 id="auth-card-heading" className="auth-card__heading">
          {heading}
        </h1>
        <p className="auth-card__subtitle">{subtitle}</p>
        {children}
      </section>
      {footer ? <div className="auth-page__footer">{footer}</div> : null}
    </div>
  );
}
