import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { HEADER_SOLID_AFTER_SCROLL_PX } from '../../domain/constants';
import { useScrolledPast } from '../../ui/hooks/useScrolledPast';
import { BrandLogo } from './BrandLogo';
import { ProfileMenu } from './ProfileMenu';

/** Who the header is for; the session flow passes `signedIn: true` with its sign-out action. */
export type HeaderSession = { signedIn: false } | { signedIn: true; onSignOut: () => void };

type HeaderProps = HeaderSession & {
  /** 'landing' is the signed-out header of / with its section anchors. */
  variant: 'landing' | 'simple';
};

const LANDING_ANCHORS = [
  { href: '#events', label: 'Events' },
  { href: '#how-it-works', label: 'How It Works' },
  { href: '#categories', label: 'Categories' },
  { href: '#testimonials', label: 'Testimonials' },
] as const;

const navLinkClass = (isActive: boolean) => (isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link');

export function Header(props: HeaderProps) {
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [pathname] = useLocation();
  const navId = useId();

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  const showLandingNav = !props.signedIn && props.variant === 'landing';
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
            {menuOpen ? 'Close' : 'Menu'}
          </button>
        ) : null}
        <nav
          id={navId}
          aria-label="Main"
          className={`site-nav${collapsible ? ' site-nav--collapsible' : ''}${menuOpen ? ' site-nav--open' : ''}`}
        >
          {props.signedIn ? (
            <>
              <ul className="site-nav__list">
                <li>
                  <Link href="/" className={navLinkClass}>
                    Home
                  </Link>
                </li>
                <li>
                  <Link href="/my-events" className={navLinkClass}>
                    My Events
                  </Link>
                </li>
                <li>
                  <Link href="/my-orders" className={navLinkClass}>
                    My Orders
                  </Link>
                </li>
              </ul>
              <ProfileMenu onSignOut={props.onSignOut} />
            </>
          ) : showLandingNav ? (
            <>
              <ul className="site-nav__list">
                {LANDING_ANCHORS.map((anchor) => (
                  <li key={anchor.href}>
                    <a href={anchor.href} className="site-nav__link" onClick={() => setMenuOpen(false)}>
                      {anchor.label}
                    </a>
                  </li>
                ))}
              </ul>
              <div className="site-nav__actions">
                <Link href="/login" className="button button--ghost button--small">
                  Sign In
                </Link>
                <Link href="/register" className="button button--primary button--small">
                  Register
                </Link>
              </div>
            </>
          ) : (
            <ul className="site-nav__list site-nav__list--inline">
              <li>
                <Link href="/" className={navLinkClass}>
                  Home
                </Link>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </header>
  );
}
