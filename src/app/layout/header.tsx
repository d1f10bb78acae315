import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { InternalLink } from '../../ui/internal-link';
import { HEADER_SOLID_AFTER_SCROLL_PX } from '../../domain/constants';
import { useScrolledPast } from '../../ui/hooks/use-scrolled-past';
import { LanguageSwitch } from '../../ui/language-switch';
import { BrandLogo } from './brand-logo';
import { ProfileMenu } from './profile-menu';

/** Who the header is for; `checking` while stored auth data is first read, so no wrong menu flashes. */
export type HeaderSession = { signedIn: false; checking?: boolean } | { signedIn: true; onSignOut: () => void };

type HeaderProps = HeaderSession & {
  /** 'landing' is the signed-out header of / with its section anchors. */
  variant: 'landing' | 'simple';
};

const LANDING_ANCHORS = [
  { href: '#events', label: 'header.events' },
  { href: '#how-it-works', label: 'header.howItWorks' },
  { href: '#categories', label: 'header.categories' },
  { href: '#testimonials', label: 'header.testimonials' },
] as const;

const navLinkClass = (isActive: boolean) => (isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link');

const SIGNED_IN_LINKS = [
  { path: '/', label: 'header.home' },
  { path: '/my-events', label: 'header.myEvents' },
  { path: '/my-orders', label: 'header.myOrders' },
] as const;

/** A header link that keeps the visit's UTM parameters; active by path, whatever the query. */
function NavLink({ path, label, pathname }: { path: string; label: string; pathname: string }) {
  return (
    <InternalLink
      href={path}
      className={navLinkClass(pathname === path)}
      aria-current={pathname === path ? 'page' : undefined}
    >
      {label}
    </InternalLink>
  );
}

export function Header(props: HeaderProps) {
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [pathname] = useLocation();
  const navId = useId();
  const { t } = useTranslation();

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  const checking = !props.signedIn && props.checking === true;
  const showLandingNav = !props.signedIn && !checking && props.variant === 'landing';
  const collapsible = props.signedIn || showLandingNav;
  const solid = scrolled || menuOpen;

  return (
    <header className={solid ? 'site-header site-header--solid' : 'site-header'}>
      <div className="site-header__inner container">
        <BrandLogo />
        {collapsible ? (
          <button
            type="button"
            className="site-header__menu-button button button--ghost button--small"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className="site-header__menu-icon" />
            {menuOpen ? t('header.close') : t('header.menu')}
          </button>
        ) : null}
        <nav
          id={navId}
          aria-label={t('header.mainNav')}
          className={`site-nav${collapsible ? ' site-nav--collapsible' : ''}${menuOpen ? ' site-nav--open' : ''}`}
        >
          {checking ? null : props.signedIn ? (
            <>
              <ul className="site-nav__list">
                {SIGNED_IN_LINKS.map((link) => (
                  <li key={link.path}>
                    <NavLink path={link.path} label={t(link.label)} pathname={pathname} />
                  </li>
                ))}
              </ul>
              <ProfileMenu onSignOut={props.onSignOut} />
            </>
          ) : showLandingNav ? (
            <>
              <ul className="site-nav__list">
                {LANDING_ANCHORS.map((anchor) => (
                  <li key={anchor.href}>
                    <a href={anchor.href} className="site-nav__link" onClick={() => setMenuOpen(false)}>
                      {t(anchor.label)}
                    </a>
                  </li>
                ))}
              </ul>
              <div className="site-nav__actions">
                <InternalLink href={'/login'} className="button button--ghost button--small">
                  {t('header.signIn')}
                </InternalLink>
                <InternalLink href={'/register'} className="button button--primary button--small">
                  {t('header.register')}
                </InternalLink>
              </div>
            </>
          ) : (
            <ul className="site-nav__list site-nav__list--inline">
              <li>
                <NavLink path="/" label={t('header.home')} pathname={pathname} />
              </li>
            </ul>
          )}
          <LanguageSwitch className="site-nav__language" />
        </nav>
      </div>
    </header>
  );
}
