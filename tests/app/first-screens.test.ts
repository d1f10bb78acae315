// What the build puts inside the landing's and the event page's documents (src/app/shell/
// first-screens.tsx): the app's own frame and header with the landing's hero, or the event's banner and
// title with slots the server fills in, as a visitor sees them before any script runs; the header as
// it is while the stored session is first read, so nobody signed in sees a 'Sign In' link flash.
import { describe, expect, it } from 'vitest';
import { renderFirstScreens } from '../../src/app/shell/first-screens';
import { fillSlots, hasSlots } from '../../src/domain/first-screen-slots';

describe('the first screens the build renders', () => {
  const screens = renderFirstScreens();

  it('renders two: the landing, and the event page for the server to fill in', () => {
    expect(Object.keys(screens)).toEqual(['/', '/event/:eventUuid']);
    expect(hasSlots(screens['/'] ?? '')).toBe(false);
    expect(hasSlots(screens['/event/:eventUuid'] ?? '')).toBe(true);
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

describe("the event page's first screen", () => {
  const template = renderFirstScreens()['/event/:eventUuid'] ?? '';

  it('is the same frame and header as the landing, with no sign-in links yet', () => {
    expect(template).toMatch(/^<div class="app-shell"><a class="skip-link" href="#main">Skip to content<\/a><header/);
    expect(template).toContain('<main id="main" tabindex="-1" class="app-main app-main--with-header">');
    expect(template).not.toMatch(/Sign In|Register|My Orders|Menu/);
  });

  it("holds the banner and the title, with slots for the event's name and banner", () => {
    expect(template).toContain(
      '<div class="page page--wide event-detail"><div class="event-detail__banner"><img width="1200" height="600" fetchPriority="high" src="{{bannerImage}}" alt="{{eventName}} banner"/></div>',
    );
    expect(template).toContain(
      '<div class="event-detail__heading"><h1 class="event-detail__title">{{eventName}}</h1></div>',
    );
  });

  it('has no buttons that nothing would run, no footer and no preload hint of its own', () => {
    expect(template).not.toContain('<button');
    expect(template).not.toContain('<footer');
    expect(template).not.toContain('<link');
    expect(template).toMatch(/<\/h1><\/div><\/div><\/main><\/div>$/);
  });

  it("filled in, shows the event's own name and banner, escaped", () => {
    const screen = fillSlots(template, { eventName: 'Run & "Ride" <10K>', bannerImage: '/uploads/files/banner.webp' });
    expect(screen).toContain('<h1 class="event-detail__title">Run &amp; &quot;Ride&quot; &lt;10K&gt;</h1>');
    expect(screen).toContain('src="/uploads/files/banner.webp" alt="Run &amp; &quot;Ride&quot; &lt;10K&gt; banner"');
  });
});
