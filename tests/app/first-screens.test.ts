// What the build puts inside the landing's document (src/app/shell/first-screens.tsx): the app's own
// frame, header and hero, as a visitor sees them before any script runs; the header as it is while the
// stored session is first read, so nobody signed in sees a 'Sign In' link flash.
import { describe, expect, it } from 'vitest';
import { renderFirstScreens } from '../../src/app/shell/first-screens';

describe('the first screens the build renders', () => {
  const screens = renderFirstScreens();

  it('renders one, for /', () => {
    expect(Object.keys(screens)).toEqual(['/']);
  });

  const landing = screens['/'] ?? '';

  it('is the page frame: skip link, header with the home link, main landmark', () => {
    expect(landing).toMatch(/^<div class="app-shell"><a class="skip-link" href="#main">Skip to content<\/a><header/);
    expect(landing).toContain('aria-label="Startline home" href="/"');
    expect(landing).toContain('<main id="main" tabindex="-1" class="app-main app-main--with-header">');
  });

  it("holds the landing's hero with its SPEC texts and plain links that work before the scripts", () => {
    expect(landing).toContain('<div class="landing"><section class="hero" aria-labelledby="hero-heading">');
    expect(landing).toContain(
      '<h1 id="hero-heading" class="hero__heading">Your next start line is <span class="hero__highlight">waiting</span></h1>',
    );
    expect(landing).toContain('<a href="/events" class="button button--primary">Browse Events</a>');
    expect(landing).toContain('<a href="#how-it-works" class="button button--secondary">How It Works</a>');
  });

  it('shows no session-dependent links: no Sign In, Register or account menu yet', () => {
    expect(landing).toMatch(/<nav id="[^"]+" aria-label="Main" class="site-nav"><\/nav>/);
    expect(landing).not.toMatch(/Sign In|Register|My Orders|Menu/);
  });

  it('has no footer and nothing below the hero: those wait for the app', () => {
    expect(landing).not.toContain('<footer');
    expect(landing).toMatch(/<\/section><\/div><\/main><\/div>$/);
  });
});
