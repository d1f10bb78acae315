// Every route of SPEC §2, each its own chunk (React.lazy), plus the two routes that only redirect.
import { lazy, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { EDIT_DETAILS_TEXT } from '../domain/ticket-details';
import { ACCEPT_TRANSFER_TEXT } from '../domain/ticket-transfer';
import { usePageAttempt } from './layout/page-load-failure';
import { OrganizerRedirect } from './organizer-redirect';
import { SignedInOnly } from './session/signed-in-only';
import { SignedOutOnly } from './session/signed-out-only';
import { retriableImport } from '../ui/retriable-import';

export type RouteParams = Record<string, string | undefined>;
type RouteModule = { default: ComponentType<{ params: RouteParams }> };

export interface AppRoute {
  path: string;
  /** The document title's first part ('<title> — Startline'); null keeps the product's own title. */
  title: string | null;
  /**
   * SPEC §2: 'signed-in' routes send a signed-out visitor to /login and back afterwards; 'signed-out'
   * routes (sign-in and sign-up) send a signed-in person on to the saved redirect URL or /.
   */
  access: 'public' | 'signed-in' | 'signed-out';
  /** A toast shown when a signed-out visitor is sent from this route to /login. */
  signedOutMessage?: string;
  load: () => Promise<RouteModule>;
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', title: null, access: 'public', load: () => import('./flows/landing.screen') },
  { path: '/events', title: 'Discover Events', access: 'public', load: () => import('./flows/events-listing.screen') },
  {
    path: '/register',
    title: 'Register',
    access: 'signed-out',
    load: () => import('./flows/registration-wizard.screen'),
  },
  { path: '/login', title: 'Sign In', access: 'signed-out', load: () => import('./flows/login.screen') },
  {
    path: '/event/:eventUuid',
    title: 'Event Details',
    access: 'public',
    load: () => import('./flows/event-detail.screen'),
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    access: 'public',
    load: () => import('../pages/privacy-policy/privacy-policy-page'),
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    access: 'public',
    load: () => import('../pages/terms-and-conditions/terms-and-conditions-page'),
  },
  {
    path: '/refund-policy',
    title: 'Refund and Cancellation Policy',
    access: 'public',
    load: () => import('../pages/refund-policy/refund-policy-page'),
  },
  { path: '/about-us', title: 'About Us', access: 'public', load: () => import('./about-us.screen') },
  {
    path: '/registration-guide',
    title: 'Registration Guide',
    access: 'public',
    load: () => import('../pages/registration-guide/registration-guide-page'),
  },
  {
    path: '/profile',
    title: 'My Profile',
    access: 'signed-in',
    signedOutMessage: 'Please login to access your profile',
    load: () => import('./flows/profile.screen'),
  },
  {
    path: '/event/:eventUuid/multi-registration',
    title: 'Book Tickets',
    access: 'signed-in',
    load: () => import('./flows/booking.screen'),
  },
  {
    // Issue 30: every ticket of the event on one screen, for collecting kits together.
    path: '/event/:eventUuid/passes',
    title: 'Group pass',
    access: 'signed-in',
    load: () => import('./flows/group-pass.screen'),
  },
  {
    path: '/order-summary',
    title: 'Order Summary',
    access: 'signed-in',
    load: () => import('./flows/order-summary.screen'),
  },
  {
    path: '/my-events',
    title: 'My Events',
    access: 'signed-in',
    load: () => import('./flows/my-events.screen'),
  },
  {
    path: '/my-orders',
    title: 'My Orders',
    access: 'signed-in',
    load: () => import('./flows/my-orders.screen'),
  },
  {
    path: '/my-orders/:orderId',
    title: 'Invoice',
    access: 'signed-in',
    load: () => import('./flows/invoice.screen'),
  },
  {
    // Issue 28: the link a ticket's new holder is sent by SMS; they sign in (or register) with that number.
    path: '/transfers/:transferUuid',
    title: 'Accept Ticket',
    access: 'signed-in',
    signedOutMessage: ACCEPT_TRANSFER_TEXT.signedOutMessage,
    load: () => import('./flows/ticket-transfer-acceptance.screen'),
  },
  {
    // Issue 28: 'Edit details' in Your Registrations; the holder corrects a paid ticket's attendee details.
    path: '/tickets/:participantUuid/details',
    title: EDIT_DETAILS_TEXT.title,
    access: 'signed-in',
    load: () => import('./flows/ticket-details.screen'),
  },
];

const NOT_FOUND: Omit<AppRoute, 'path'> = {
  title: 'Page Not Found',
  access: 'public',
  load: () => import('../pages/not-found/not-found-page'),
};

const PRODUCT_NAME = 'Startline';
/** The same title as index.html, for the landing page. */
export const PRODUCT_TITLE = 'Startline — Sports & fitness events in India';

export function documentTitle(title: string | null): string {
  return title === null ? PRODUCT_TITLE : `${title} — ${PRODUCT_NAME}`;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const matchers = APP_ROUTES.map((route) => ({ route, pattern: patternToRegExp(route.path) }));

/** The route a path shows (the Not Found page when none matches). */
export function routeFor(pathname: string): Omit<AppRoute, 'path'> {
  return matchers.find((matcher) => matcher.pattern.test(pathname))?.route ?? NOT_FOUND;
}

/** Pages whose chunk has arrived, so a page can be drawn at once instead of suspending first. */
const loadedPages = new Map<AppRoute['load'], RouteModule['default']>();

/** Each route's load, asked for again after a failed download (src/ui/retriable-import.ts). */
const retriableLoads = new Map<AppRoute['load'], AppRoute['load']>();

function loadAndKeep(load: AppRoute['load']): Promise<RouteModule> {
  let retriable = retriableLoads.get(load);
  if (!retriable) retriableLoads.set(load, (retriable = retriableImport(load)));
  return retriable().then((module) => {
    loadedPages.set(load, module.default);
    return module;
  });
}

/**
 * Downloads a path's chunk, e.g. while /config.json is still loading, and settles when it has
 * arrived or failed: the first render can then draw the page in the same frame as the header.
 */
export function preloadRoute(pathname: string): Promise<void> {
  return loadAndKeep(routeFor(pathname).load).then(
    () => undefined,
    () => {
      // The page itself asks again when shown, and PageLoadFailure says so if that fails too.
    },
  );
}

function RouteView({
  route,
  params,
}: {
  route: Omit<AppRoute, 'path'> & { Page: ComponentType<{ params: RouteParams }> };
  params: RouteParams;
}) {
  const { t } = useTranslation();
  // In the reader's language when the catalogue has the route's title (src/i18n), else as written here.
  const title =
    route.title === null
      ? null
      : t(`app.routeTitles.${route.title}` as 'app.routeTitles.Register', { defaultValue: route.title });
  useEffect(() => {
    document.title = title === null ? t('app.productTitle') : t('app.titleSuffix', { title });
  }, [title, t]);
  // The Suspense boundary is the layout's (AppLayout), around the page and the footer together.
  const page = <route.Page params={params} />;
  if (route.access === 'signed-in') {
    return <SignedInOnly signedOutMessage={route.signedOutMessage}>{page}</SignedInOnly>;
  }
  return route.access === 'signed-out' ? <SignedOutOnly>{page}</SignedOutOnly> : page;
}

/**
 * React.lazy keeps a failed import for good, so each attempt at showing a page (PageLoadFailure's
 * Retry) gets lazy pages of its own; the browser's module map still serves chunks already loaded.
 * They are kept outside React: a component that suspends while mounting loses its hooks' memory, and
 * new lazy pages on every render would ask for the chunk again without end.
 */
function lazyPages() {
  return {
    routes: APP_ROUTES.map((route) => ({ ...route, Page: pageOf(route.load) })),
    notFound: { ...NOT_FOUND, Page: pageOf(NOT_FOUND.load) },
  };
}

/**
 * A page drawn straight away when its chunk has already arrived (a lazy page would suspend for a
 * tick even then, and paint the loading indicator first), or lazily otherwise. Which of the two is
 * fixed when the page mounts: switching later would mount the page afresh and lose its state.
 */
function pageOf(load: AppRoute['load']): ComponentType<{ params: RouteParams }> {
  const LazyPage = lazy(() => loadAndKeep(load));
  return function Page(props) {
    const [LoadedPage] = useState(() => loadedPages.get(load));
    return LoadedPage ? <LoadedPage {...props} /> : <LazyPage {...props} />;
  };
}
let current = { attempt: 0, pages: lazyPages() };

function pagesFor(attempt: number) {
  if (current.attempt !== attempt) current = { attempt, pages: lazyPages() };
  return current.pages;
}
// Development only: every flow's diagram and generated paths (src/app/dev-flows). The build replaces
// import.meta.env.DEV with false, so production carries neither the route nor its chunk.
const DevFlows = import.meta.env.DEV ? lazy(() => import('./dev-flows/flows-screen')) : null;

export function AppRoutes() {
  const pages = pagesFor(usePageAttempt());
  return (
    <Switch>
      <Route path="/event/:eventUuid/registration">
        {(params) => <Redirect to={`/event/${params.eventUuid}/multi-registration`} replace />}
      </Route>
      <Route path="/organizer" component={OrganizerRedirect} />
      {DevFlows ? (
        <Route path="/__flows">
          <DevFlows />
        </Route>
      ) : null}
      {pages.routes.map((route) => (
        <Route key={route.path} path={route.path}>
          {(params: RouteParams) => <RouteView route={route} params={params} />}
        </Route>
      ))}
      <Route>
        <RouteView route={pages.notFound} params={{}} />
      </Route>
    </Switch>
  );
}
