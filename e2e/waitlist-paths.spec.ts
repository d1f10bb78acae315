import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { WaitlistRefusedError } from '../machines/waitlist/waitlist.types';
import type { WaitlistState } from '../src/domain/waitlist';
import type { FlowModel, ModelEvent, ModelPath } from '../tests/flows/shared/graph-model';
import { waitlistModel } from '../tests/flows/waitlist/waitlist.model';
import { createSignedInParticipant, storeSession } from './support/auth';
import { browserPaths, pathTitle, runPath, takeHeld, type Held } from './support/machine-paths';
import type { PathDriver } from './support/machine-paths';
import { WAITLIST_WALK_EVENT, subEventNamed } from './support/waitlist';

// docs/statecharts.md 'Running a path', level 3, for the waitlist card (issue 28 item 5): the paths of
// its graph on the real event page of the demo's walk-through event with a waitlist. The waitlist calls are
// held and answered from the path's events (the server's own answers are walked in waitlist.spec.ts):
// the model's state as the server's JSON, a refusal as the server's 409 with its text, no answer as an
// aborted request. The page's clock and sign-ins are not the path's to drive: paths with them stay in
// the machine's graph tests.

function feasible(path: ModelPath): boolean {
  return path.steps.every((step) => !['CLOCK.TICK', 'SESSION.CHANGE'].includes(step.event.type));
}

const asServer = (state: WaitlistState) => ({
  success: true,
  message: {
    entry: state.entry
      ? {
          status: state.entry.status,
          places: state.entry.places,
          position: state.entry.position,
          joined_at: '2031-01-05T04:00:00.000Z',
          offer_expires_at: state.entry.offerExpiresAt,
        }
      : null,
    places_left: state.placesLeft,
    waitlist_offer_minutes: state.offerMinutes,
  },
});

function waitlistDriver(page: Page, held: Held): PathDriver {
  const card = () => page.getByRole('complementary', { name: 'Registration' });
  const answer = async (event: ModelEvent) => {
    const route = await takeHeld(held, 'waitlist');
    if (event.type.startsWith('xstate.done.')) return route.fulfill({ json: asServer(event.output as WaitlistState) });
    if (event.error instanceof WaitlistRefusedError) {
      return route.fulfill({ status: 409, json: { success: false, error: event.error.reason } });
    }
    return route.abort('failed');
  };
  return {
    async drive(event) {
      if (/^xstate\.(done|error)\.actor\.(load|join|leave)Waitlist$/.test(event.type)) {
        await answer(event);
        return;
      }
      switch (event.type) {
        case 'PLACES.CHANGE':
          await card().getByLabel('Places').selectOption(String(event.places));
          return;
        case 'JOIN':
          return card().getByRole('button', { name: 'Join waitlist' }).click();
        case 'LEAVE':
          return card().getByRole('button', { name: 'Leave waitlist' }).click();
        case 'RETRY':
          return card().getByRole('button', { name: 'Try Again' }).click();
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(state, context) {
      const buy = card().getByRole('button', { name: 'Buy Tickets' });
      // Buy Tickets is the person's only when places are free or held for them.
      if (state.matches('joinable') || state.matches('waiting')) await expect(buy).toHaveCount(0);
      if (state.matches('offered') || state.matches('none')) await expect(buy).toBeVisible();
      if (state.matches('joinable')) {
        await expect(card().getByLabel('Places')).toHaveValue(String(context.places));
      }
      if (state.matches('waiting')) {
        await expect(card().getByText(/^You are number 3 in line for 2 place\(s\)\.$/)).toBeVisible();
      }
    },
  };
}

const input = waitlistModel.inputs!['signed in']!;
const paths = browserPaths(waitlistModel as FlowModel, { input, feasible });

for (const [index, path] of paths.entries()) {
  test(pathTitle('waitlist', index, path as ModelPath), async ({ page }) => {
    const session = await createSignedInParticipant(page.request);
    const event = await subEventNamed(page.request, WAITLIST_WALK_EVENT);
    const held: Held = new Map([['waitlist', []]]);
    await page.route('**/api/v1/participant-registration/sub-events/*/waitlist', (route) => {
      held.get('waitlist')!.push(route);
    });
    await page.goto('/about-us');
    await storeSession(page, session);
    await page.goto(`/event/${event.sub_event_uuid}`);
    await runPath(page, waitlistModel as FlowModel, path as ModelPath, waitlistDriver(page, held), { input });
  });
}
