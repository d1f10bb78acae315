import { InternalLink } from '../../ui/internal-link';
import { useServices } from '../services';
import { BrandLogo } from './brand-logo';

const PARTICIPANT_LINKS = [
  { href: '/events', label: 'Browse Events' },
  { href: '/registration-guide', label: 'Registration Guide' },
] as const;

const COMPANY_LINKS = [
  { href: '/about-us', label: 'About Us' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-and-conditions', label: 'Terms and Conditions' },
  { href: '/refund-policy', label: 'Refund Policy' },
] as const;

/** Company names often end in 'Ltd.'; the sentence must not end in two full stops. */
function withFullStop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

export function Footer() {
  const { config } = useServices();
  const { company, organizerUrl } = config;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <BrandLogo />
          <p>
            Connecting organisers, vendors, pacers and runners with people who love to move. Discover, register and pay
            for sports and fitness events across India.
          </p>
        </div>
        <FooterLinks id="footer-participants" title="Participants" links={PARTICIPANT_LINKS} />
        <FooterLinks id="footer-company" title="Company" links={COMPANY_LINKS} />
        <nav aria-labelledby="footer-organizers">
          <h2 id="footer-organizers" className="site-footer__heading">
            Organizers
          </h2>
          <ul className="site-footer__list">
            <li>
              <a href={organizerUrl} rel="noopener">
                Organizer Portal
              </a>
            </li>
            <li>
              <a href={organizerUrl} rel="noopener">
                List Your Event
              </a>
            </li>
          </ul>
        </nav>
        <address className="site-footer__contact">
          <h2 className="site-footer__heading">Contact</h2>
          <a href={`mailto:${company.email}`}>{company.email}</a>
          <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
        </address>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} {withFullStop(company.name)} All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: ReadonlyArray<{ href: string; label: string }>;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      <ul className="site-footer__list">
        {links.map((link) => (
          <li key={link.href}>
            <InternalLink href={link.href}>{link.label}</InternalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
