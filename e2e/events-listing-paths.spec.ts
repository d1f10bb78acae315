import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import type { LoadEventsOutput } from '../machines/events-listing/events-listing.types';
import { serializeListingQuery } from '../src/domain/listing-query';
import type { ListingQuery } from '../src/domain/listing-query';
import type { AnyStateMachine } from 'xstate';
import { uncoveredTransitions } from '../tests/flows/shared/graph-model';
import type { FlowModel, ModelPath } from '../tests/flows/shared/graph-model';
import { eventsListingModel } from '../tests/flows/events-listing/events-listing.model';
import { browserPaths, holdRequests, pathTitle, runPath, takeHeld, type Held } from './support/machine-paths';
import type { PathDriver } from './support/machine-paths';
import { withoutDocumentAnswers } from './support/document-answers';

// docs/statecharts.md 'Running a path', level 3, for the events listing (issue 12): the paths of its
// graph on the real /events page. GET /sub-events/public and its facets are held and answered from the
// path's events: a page of real demo events cut to the path's count with the path's pagination, an empty
// page or a page past the end. A refusal or a failure is the shared loader's (its own model), and the
// failed screen with Try Again is e2e/events-listing.spec.ts's. Back and forward are the address
// changing under the page (popstate), as the browser's buttons do it.

/** Only the Filters dialog and the browser's own buttons can be used while the modal dialog is open. */
const USABLE_WITH_DIALOG_OPEN = new Set([
  'FILTER.CHANGE',
  'FILTERS.APPLY',
  'FILTERS.CLEAR',
  'FILTERS.CLOSE',
  'QUERY.CHANGE',
]);

/**
 * What a person can do: nothing behind the open dialog, and never Try Again (it shows only on the
 * loader's failed screen, which these paths do not reach), a chip only while its filter is set. Dates
 * are picked by the listing's own spec (e2e/events-listing.spec.ts); the path's filter changes are the City select's.
 */
function feasible(path: ModelPath): boolean {
  return path.steps.every((step, index) => {
    const before = path.steps[index - 1]?.state;
    if (index === 0) return true;
    if (step.event.type === 'FILTER.CHANGE' && step.event.field !== 'city') return false;
    if (step.event.type === 'RETRY') return false;
    // Sent when the visitor signs in, which happens on another page (e2e/drawn-pages.spec.ts reloads a signed-in listing).
    if (step.event.type === 'RESULTS.REFRESH') return false;
    if (step.event.type.startsWith('xstate.')) return true;
    const filters = (before?.context as { query: ListingQuery } | undefined)?.query.filters;
    const anyFilter = Object.values(filters ?? {}).some((value) => value !== '');
    // A chip is removed by its own button, and outside the dialog Clear All is one of the chips.
    if (step.event.type === 'FILTER.REMOVE' && !filters?.[step.event.filter as keyof typeof filters]) return false;
    if (step.event.type === 'FILTERS.CLEAR' && !before?.hasTag('filtersOpen') && !anyFilter) return false;
    return !before?.hasTag('filtersOpen') || USABLE_WITH_DIALOG_OPEN.has(step.event.type);
  });
}

function listingDriver(page: Page, held: Held): PathDriver {
  const dialog = () => page.getByRole('dialog', { name: 'Filters' });
  /** The answer the path chose, made of real demo events as the server lists them. */
  const answerEvents = async (route: Route, output: LoadEventsOutput) => {
    const real = await route.fetch({
      url: new URL('/api/v1/sub-events/public?page=1&limit=12', route.request().url()).href,
    });
    const { data } = (await real.json()) as { data: unknown[] };
    return route.fulfill({
      json: {
        success: true,
        data: data.slice(0, output.items.length),
        pagination: {
          total: output.pagination.total,
          total_pages: output.pagination.totalPages,
          current_page: output.pagination.currentPage,
          per_page: 12,
        },
      },
    });
  };
  return {
    async drive(event) {
      switch (event.type) {
        case 'xstate.done.actor.loader':
          return answerEvents(await takeHeld(held, 'events', true), (event.output as { data: LoadEventsOutput }).data);
        case 'xstate.done.actor.loadFacets':
          return (await takeHeld(held, 'facets')).fulfill({ json: { success: true, data: event.output } });
        case 'xstate.error.actor.loadFacets':
          return (await takeHeld(held, 'facets')).fulfill({
            status: 404,
            json: { success: false, message: 'Not found' },
          });
        case 'QUERY.CHANGE':
          return page.evaluate(
            (search) => {
              history.pushState(null, '', `/events${search ? `?${search}` : ''}`);
              dispatchEvent(new PopStateEvent('popstate'));
            },
            serializeListingQuery(event.query as ListingQuery),
          );
        case 'SEARCH.CHANGE':
          return page.getByRole('searchbox', { name: 'Search events' }).fill(String(event.value));
        case 'SEARCH.SUBMIT':
          return page.getByRole('button', { name: 'Search', exact: true }).click();
        case 'FILTERS.OPEN':
          return page.getByRole('button', { name: /^Filters/ }).click();
        case 'FILTER.CHANGE': {
          await dialog().getByRole('combobox', { name: 'City' }).click();
          const wanted = page.getByRole('option', { name: new RegExp(`^${String(event.value)}`) });
          // Without the catalogue's facets the select offers the loaded events' own cities.
          return ((await wanted.count()) > 0 ? wanted : page.getByRole('option').last()).click();
        }
        case 'FILTERS.APPLY':
          return dialog().getByRole('button', { name: 'Apply Filters' }).click();
        case 'FILTERS.CLOSE':
          return dialog().getByRole('button', { name: 'Close' }).click();
        case 'FILTERS.CLEAR':
          if (await dialog().isVisible()) return dialog().getByRole('button', { name: 'Clear All' }).click();
          return page
            .getByRole('button', { name: /^(Clear All|Clear Filters)$/ })
            .first()
            .click();
        case 'FILTER.REMOVE':
          return page.getByRole('button', { name: /^Remove Category/ }).click();
        case 'PAGE.SELECT':
          return page.getByRole('button', { name: `Page ${String(event.page)}` }).click();
        case 'PAGE.PREVIOUS':
          return page.getByRole('button', { name: 'Previous' }).click();
        case 'PAGE.NEXT':
          return page.getByRole('button', { name: 'Next' }).click();
        case 'DISPLAY.SELECT':
          return page.getByRole('button', { name: 'List view' }).click();
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(state, context) {
      if (state.hasTag('filtersOpen')) await expect(dialog()).toBeVisible();
      else await expect(dialog()).toBeHidden();
      const { query } = context as { query: ListingQuery };
      // The address names the view (shared links, back and forward).
      const search = serializeListingQuery(query);
      await expect.poll(() => new URL(page.url()).search.replace(/^\?/, '')).toBe(search);
      // Behind the open modal dialog the page is inert: only the dialog can be read.
      if (state.hasTag('loaded') && !state.hasTag('filtersOpen')) {
        const { pagination, display } = context as { pagination: { totalPages: number } | null; display: string };
        if ((pagination?.totalPages ?? 0) > 1) {
          await expect(page.getByRole('button', { name: `Page ${query.page}` })).toHaveAttribute(
            'aria-current',
            'page',
          );
        }
        if (display) {
          await expect(
            page.getByRole('button', { name: display === 'list' ? 'List view' : 'Grid view' }),
          ).toHaveAttribute('aria-pressed', 'true');
        }
      }
    },
  };
}

// A step that cannot happen fails in seconds, not at the test's time limit.
test.use({ actionTimeout: 10_000 });

/**
 * Every input's paths, but a later input's only where they take a transition the earlier ones did not
 * (the browser budget: each path costs a page load and a few seconds).
 */
const taken: ModelPath[] = [];
// A page the document carried is the server's to draw: e2e/drawn-pages.spec.ts walks it.
const inputsFromTheNetwork = Object.entries(eventsListingModel.inputs!).filter(([, input]) => !input.arrivedPage);
const pathsByInput = inputsFromTheNetwork.map(([inputName, input]) => {
  const machine = eventsListingModel.machine as AnyStateMachine;
  const paths = browserPaths(eventsListingModel as FlowModel, { input, feasible }).filter((path) => {
    const before = uncoveredTransitions(machine, taken);
    const adds = before.length > uncoveredTransitions(machine, [...taken, path]).length;
    if (adds) taken.push(path);
    return adds;
  });
  return { inputName, input, paths };
});

for (const { inputName, input, paths } of pathsByInput) {
  for (const [index, path] of paths.entries()) {
    test(pathTitle(`events listing (${inputName})`, index, path), async ({ page }) => {
      const held: Held = new Map();
      // The path chooses how each read ends, so none may come answered inside the document.
      await withoutDocumentAnswers(page);
      await holdRequests(page, held, 'facets', '**/api/v1/sub-events/public/facets*');
      await holdRequests(page, held, 'events', (url) => url.pathname === '/api/v1/sub-events/public');
      const search = serializeListingQuery(input.query);
      await page.goto(`/events${search ? `?${search}` : ''}`);
      await runPath(page, eventsListingModel as FlowModel, path, listingDriver(page, held), { input });
    });
  }
}
