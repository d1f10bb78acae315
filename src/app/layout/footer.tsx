import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';
import { useServices } from '../services';
import { BrandLogo } from './brand-logo';

const PARTICIPANT_LINKS = [
  { href: '/events', label: 'footer.browseEvents' },
  { href: '/registration-guide', label: 'footer.registrationGuide' },
] as const;

const COMPANY_LINKS = [
  { href: '/about-us', label: 'footer.aboutUs' },
  { href: '/privacy-policy', label: 'footer.privacyPolicy' },
  { href: '/terms-and-conditions', label: 'footer.termsAndConditions' },
  { href: '/refund-policy', label: 'footer.refundPolicy' },
] as const;

type FooterLink = (typeof PARTICIPANT_LINKS)[number] | (typeof COMPANY_LINKS)[number];

/** Company names often end in 'Ltd.'; the sentence must not end in two full stops. */
function withFullStop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

export function Footer() {
  const { config } = useServices();
  const { company, organizerUrl } = config;
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <BrandLogo />
          <p>{t('footer.about')}</p>
        </div>
        <FooterLinks id="footer-participants" title={t('footer.participants')} links={PARTICIPANT_LINKS} />
        <FooterLinks id="footer-company" title={t('footer.company')} links={COMPANY_LINKS} />
        <nav aria-labelledby="footer-organizers">
          <h2 id="footer-organizers" className="site-footer__heading">
            {t('footer.organizers')}
          </h2>
          <ul className="site-footer__list">
            <li>
              <a href={organizerUrl} rel="noopener">
                {t('footer.organizerPortal')}
              </a>
            </li>
            <li>
              <a href={organizerUrl} rel="noopener">
                {t('footer.listYourEvent')}
              </a>
            </li>
          </ul>
        </nav>
        <address className="site-footer__contact">
          <h2 className="site-footer__heading">{t('footer.contact')}</h2>
          <a href={`mailto:${company.email}`}>{company.email}</a>
          <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
        </address>
      </div>
      <div className="container site-footer__legal">
        <p>{t('footer.rights', { year: String(new Date().getFullYear()), company: withFullStop(company.name) })}</p>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      <ul className="site-footer__list">
        {links.map((link) => (
          <li key={link.href}>
            <InternalLink href={link.href}>{t(link.label)}</InternalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
