import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { TransferRefusedError, type TransferField } from '../machines/ticket-transfer/ticket-transfer.types';
import type { FlowModel, ModelEvent, ModelPath } from '../tests/flows/shared/graph-model';
import { ticketTransferModel } from '../tests/flows/ticket-transfer/ticket-transfer.model';
import { storeSession } from './support/auth';
import { browserPaths, pathTitle, runPath, takeHeld, type Held } from './support/machine-paths';
import type { PathDriver } from './support/machine-paths';
import { openPaidEvents, payPendingTickets, registerAttendee } from './support/paid-tickets';
import { createParticipant, sendTransfer } from './support/transfers';

// docs/statecharts.md 'Running a path', level 3, for transferring a ticket (issue 28 item 2): the paths
// of its graph on the real 'Your Registrations' panel and the real server, with one paid ticket of an
// event that allows transfers, and (for the withdraw paths) a transfer of it waiting. Sending and
// withdrawing are held and answered from the path's events: an answer the path expects is the server's
// own (the transfer is really sent or withdrawn), a refusal is the server's 4xx with its text (on a
// field when the path says so), and no answer is an aborted request.

const BOX_CRICKET = 'Salt Lake Box Cricket Bash';
const ATTENDEE = 'Asha Rao';
const FIELD_NAME: Record<TransferField, string> = { mobile: 'recipient_mobile', name: 'recipient_name' };
const LABEL: Record<TransferField, string> = { mobile: 'Their mobile number', name: 'Their full name' };

function transferDriver(page: Page, held: Held, recipientMobile: string): PathDriver {
  const dialog = () => page.getByRole('dialog');
  const answer = async (name: 'send' | 'withdraw', event: ModelEvent) => {
    const route = await takeHeld(held, name);
    if (event.type.startsWith('xstate.done.')) {
      // The path's number is the model's; the server is sent a number of a real account of this test.
      if (name === 'send') {
        return route.continue({
          postData: JSON.stringify({ recipient_mobile: recipientMobile, recipient_name: 'Meera Iyer' }),
        });
      }
      return route.continue();
    }
    const error = event.error;
    if (error instanceof TransferRefusedError) {
      const errors = Object.entries(error.fieldErrors).map(([field, message]) => ({
        field: FIELD_NAME[field as TransferField],
        message,
      }));
      const text = error.reason ?? errors[0]?.message ?? '';
      return route.fulfill({
        status: errors.length > 0 ? 422 : 409,
        json: { success: false, message: text, error: text, ...(errors.length > 0 ? { errors } : {}) },
      });
    }
    return route.abort('failed');
  };
  return {
    async drive(event) {
      switch (event.type) {
        case 'xstate.done.actor.sendTransfer':
        case 'xstate.error.actor.sendTransfer':
          return answer('send', event);
        case 'xstate.done.actor.withdrawTransfer':
        case 'xstate.error.actor.withdrawTransfer':
          return answer('withdraw', event);
        case 'FIELD.CHANGE':
          return dialog()
            .getByRole('textbox', { name: LABEL[event.field as TransferField] })
            .fill(event.value as string);
        case 'FIELD.BLUR': {
          const field = dialog().getByRole('textbox', { name: LABEL[event.field as TransferField] });
          await field.focus();
          return field.blur();
        }
        case 'TRANSFER.SEND':
          return dialog().getByRole('button', { name: 'Send transfer' }).click();
        case 'TRANSFER.WITHDRAW':
          return dialog().getByRole('button', { name: 'Withdraw transfer' }).click();
        case 'TRANSFER.CLOSE': {
          const keep = dialog().getByRole('button', { name: /^Keep (ticket|transfer)$/ });
          if (await keep.isVisible()) return keep.click();
          return dialog().getByRole('button', { name: 'Close' }).first().click();
        }
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(state, context) {
      if (state.status === 'done') return expect(dialog()).toBeHidden();
      const { values, touched, serverFieldErrors, errorMessage } = context as {
        values: Record<TransferField, string>;
        touched: Record<TransferField, boolean>;
        serverFieldErrors: Partial<Record<TransferField, string>>;
        errorMessage: string | null;
      };
      if (errorMessage) await expect(dialog().getByRole('alert').filter({ hasText: errorMessage })).toBeVisible();
      if (state.matches('editing')) {
        for (const field of ['mobile', 'name'] as const) {
          const box = dialog().getByRole('textbox', { name: LABEL[field] });
          await expect(box).toHaveValue(values[field]);
          // A field the model has left (or sent) shows its rule's message; the server's word shows as it came.
          const expected = serverFieldErrors[field] ?? null;
          if (expected) await expect(dialog().getByText(expected)).toBeVisible();
          if (touched[field] && values[field] === '') {
            await expect(
              dialog().getByText(field === 'mobile' ? 'Mobile number is required' : 'Full name is required'),
            ).toBeVisible();
          }
        }
      }
      if (state.matches('sending')) {
        await expect(dialog().getByRole('button', { name: 'Sending...' })).toBeDisabled();
        await expect(dialog().getByRole('button', { name: 'Close' })).toHaveCount(0);
      }
      if (state.matches('withdrawing')) {
        await expect(dialog().getByRole('button', { name: 'Withdrawing...' })).toBeDisabled();
      }
    },
  };
}

for (const inputName of ['a paid ticket', 'a ticket whose transfer waits'] as const) {
  const input = ticketTransferModel.inputs![inputName]!;
  const paths = browserPaths(ticketTransferModel as FlowModel, { input });
  for (const [index, path] of paths.entries()) {
    test(pathTitle(`ticket transfer (${inputName})`, index, path as ModelPath), async ({ page }) => {
      const sender = await createParticipant(page.request, 'Asha Rao');
      const recipient = await createParticipant(page.request, 'Meera Iyer');
      const event = (await openPaidEvents(page.request)).find((candidate) => candidate.name === BOX_CRICKET);
      expect(event, `the demo's ${BOX_CRICKET}, which allows transfers`).toBeDefined();
      const ticket = await registerAttendee(page.request, sender.session, event!.sub_event_uuid, ATTENDEE);
      await payPendingTickets(page.request, sender.session, event!.sub_event_uuid);
      if (input.pending) {
        await sendTransfer(page.request, sender.session, ticket, { mobile: recipient.mobile, name: 'Meera Iyer' });
      }
      // Sending (POST) and withdrawing (DELETE) share a path: held apart by method.
      const held: Held = new Map([
        ['send', []],
        ['withdraw', []],
      ]);
      await page.route('**/api/v1/participant-registration/participants/*/transfer', (route) => {
        held.get(route.request().method() === 'DELETE' ? 'withdraw' : 'send')!.push(route);
      });
      await page.goto('/about-us');
      await storeSession(page, sender.session);
      await page.goto(`/event/${event!.sub_event_uuid}?from=my-events`);
      const opener = input.pending ? `Withdraw transfer of ${ATTENDEE}'s ticket` : `Transfer ticket for ${ATTENDEE}`;
      await page.getByRole('button', { name: opener }).click();
      await runPath(
        page,
        ticketTransferModel as FlowModel,
        path as ModelPath,
        transferDriver(page, held, recipient.mobile),
        {
          input,
        },
      );
    });
  }
}
