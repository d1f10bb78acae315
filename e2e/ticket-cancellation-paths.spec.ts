import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CancellationRefusedError } from '../machines/ticket-cancellation/ticket-cancellation.types';
import type { FlowModel, ModelEvent, ModelPath } from '../tests/flows/shared/graph-model';
import { ticketCancellationModel } from '../tests/flows/ticket-cancellation/ticket-cancellation.model';
import { createSignedInParticipant, storeSession } from './support/auth';
import { browserPaths, pathTitle, runPath, takeHeld, type Held } from './support/machine-paths';
import type { PathDriver } from './support/machine-paths';
import { openPaidEvents, payPendingTickets, registerAttendee } from './support/paid-tickets';

// docs/statecharts.md 'Running a path', level 3, for cancelling a ticket (issue 28 item 1): the paths of
// its graph on the real 'Your Registrations' panel and the real server, with one paid ticket of an event
// that allows cancelling. The quote and the cancellation are held and answered from the path's events:
// an answer the path expects is the server's own (the ticket is really cancelled), a refusal is the
// server's 422 with its text, and no answer is an aborted request.

const BOX_CRICKET = 'Salt Lake Box Cricket Bash';
const ATTENDEE = 'Asha Rao';

function cancellationDriver(page: Page, held: Held): PathDriver {
  const dialog = () => page.getByRole('dialog');
  const answer = async (name: 'quote' | 'cancel', event: ModelEvent) => {
    const route = await takeHeld(held, name);
    if (event.type.startsWith('xstate.done.')) return route.continue();
    const error = event.error;
    if (error instanceof CancellationRefusedError) {
      return route.fulfill({ status: 422, json: { success: false, error: error.reason } });
    }
    return route.abort('failed');
  };
  return {
    async drive(event) {
      switch (event.type) {
        case 'xstate.done.actor.quoteCancellation':
        case 'xstate.error.actor.quoteCancellation':
          return answer('quote', event);
        case 'xstate.done.actor.cancelTicket':
        case 'xstate.error.actor.cancelTicket':
          return answer('cancel', event);
        case 'RETRY':
          return dialog().getByRole('button', { name: 'Try Again' }).click();
        case 'CANCELLATION.CONFIRM':
          return dialog().getByRole('button', { name: 'Confirm cancellation' }).click();
        case 'CANCELLATION.CLOSE': {
          const keep = dialog().getByRole('button', { name: 'Keep ticket' });
          if (await keep.isVisible()) return keep.click();
          return dialog().getByRole('button', { name: 'Close' }).first().click();
        }
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(state) {
      const row = page.getByRole('listitem').filter({ hasText: ATTENDEE });
      if (state.status === 'done') {
        await expect(dialog()).toBeHidden();
        // Closed after cancelling, the list is read again and the row says so; otherwise it is as it was.
        if (state.value === 'closedAfterCancelling') {
          await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
          return expect(page.getByRole('button', { name: `Cancel ticket for ${ATTENDEE}` })).toHaveCount(0);
        }
        return expect(page.getByRole('button', { name: `Cancel ticket for ${ATTENDEE}` })).toBeFocused();
      }
      if (state.matches('confirming')) {
        await expect(dialog().getByText('Cancellation fee (10%)')).toBeVisible();
        await expect(dialog().getByRole('button', { name: 'Confirm cancellation' })).toBeEnabled();
      }
      if (state.matches('cancelling')) {
        await expect(dialog().getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
        // Nothing closes the dialog while the server cancels: its answer must be seen.
        await expect(dialog().getByRole('button', { name: 'Close' })).toHaveCount(0);
      }
    },
  };
}

const input = ticketCancellationModel.inputs!['a paid ticket']!;
const paths = browserPaths(ticketCancellationModel as FlowModel, { input });

for (const [index, path] of paths.entries()) {
  test(pathTitle('ticket cancellation', index, path as ModelPath), async ({ page }) => {
    const session = await createSignedInParticipant(page.request);
    const event = (await openPaidEvents(page.request)).find((candidate) => candidate.name === BOX_CRICKET);
    expect(event, `the demo's ${BOX_CRICKET}, which allows cancelling`).toBeDefined();
    await registerAttendee(page.request, session, event!.sub_event_uuid, ATTENDEE);
    await payPendingTickets(page.request, session, event!.sub_event_uuid);
    // The quote (GET) and the cancellation (POST) share a path: held apart by method.
    const held: Held = new Map([
      ['quote', []],
      ['cancel', []],
    ]);
    await page.route('**/api/v1/participant-registration/participants/*/cancellation', (route) => {
      held.get(route.request().method() === 'POST' ? 'cancel' : 'quote')!.push(route);
    });
    await page.goto('/about-us');
    await storeSession(page, session);
    await page.goto(`/event/${event!.sub_event_uuid}?from=my-events`);
    await page.getByRole('button', { name: `Cancel ticket for ${ATTENDEE}` }).click();
    await runPath(page, ticketCancellationModel as FlowModel, path as ModelPath, cancellationDriver(page, held), {
      input,
    });
  });
}
