import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { HOLD_CLOCK_TICK_MS } from '../machines/attendee-sequencing/attendee-sequencing.types';
import type { AttendeeSequencingInput } from '../machines/attendee-sequencing/attendee-sequencing.types';
import type { TicketSelectionInput } from '../machines/ticket-selection/ticket-selection.types';
import { BOOKING_TEXT } from '../src/domain/booking';
import type { FlowModel, ModelEvent, ModelPath } from '../tests/flows/shared/graph-model';
import { NOW, attendeeSequencingModel } from '../tests/flows/attendee-sequencing/attendee-sequencing.model';
import { FIVE_K, TEN_K, ticketSelectionModel } from '../tests/flows/ticket-selection/ticket-selection.model';
import { createSignedInParticipant, storeSession, type ApiSession } from './support/auth';
import { browserPaths, holdRequests, pathTitle, runPath, stepName, takeHeld, type Held } from './support/machine-paths';
import type { PathDriver } from './support/machine-paths';
import { openPaidEvents, registerAttendee } from './support/paid-tickets';

// docs/statecharts.md 'Running a path', level 3, for the booking page (issue 12): the paths of ticket
// selection's graph on the real /event/:id/multi-registration page of a real demo event, against the
// real server. The model's categories stand for the event's first two ('5K Run' is its first option,
// '10K Run' its second), and the event's ticket limit is the model's: the registration form the page
// loads is the server's own, answered with total_allowed_registrations set to the path's limit.

interface Target {
  uuid: string;
  /** The event's category labels for the model's FIVE_K and TEN_K. */
  categories: Record<string, string>;
}

/** An open paid demo event whose form offers at least two ticket categories. */
async function eventWithTwoCategories(request: APIRequestContext, session: ApiSession): Promise<Target> {
  for (const subEvent of await openPaidEvents(request)) {
    const form = await request.get(
      `/api/v1/participant-registration/sub-events/${subEvent.sub_event_uuid}/registration-form`,
      { headers: { Authorization: `Bearer ${session.token}` } },
    );
    const { message } = (await form.json()) as {
      message: { form_fields: { field_name: string; options: { option_label: string }[] }[] };
    };
    const field = message.form_fields.find((candidate) => candidate.field_name === 'mandatory_event_category');
    const [first, second] = field?.options.map((option) => option.option_label.trim()) ?? [];
    if (first && second) return { uuid: subEvent.sub_event_uuid, categories: { [FIVE_K]: first, [TEN_K]: second } };
  }
  throw new Error('the demo data has no open paid event with two ticket categories');
}

/** The page's registration form load, answered by the server with the event's limit set to `limit`. */
async function answerFormWithLimit(held: Held, limit: number) {
  const route = await takeHeld(held, 'form');
  const response = await route.fetch();
  const body = (await response.json()) as { message: { sub_event: { total_allowed_registrations: number | null } } };
  body.message.sub_event.total_allowed_registrations = limit;
  await route.fulfill({ response, json: body });
}

type Quantities = Record<string, number>;

/**
 * What a person can do on the page: Proceed is disabled while nothing is chosen (the page says why),
 * a minus is disabled at the count already held, and only the event's categories have buttons.
 */
function selectionFeasible(input: TicketSelectionInput) {
  return (path: ModelPath) =>
    path.steps.every((step, index) => {
      const from = path.steps[index - 1]?.state;
      if (!from) return true;
      const quantities = from.context.quantities as Quantities;
      const category = step.event.category as string;
      if (step.event.type === 'PROCEED') return !from.matches('noneSelected');
      if (step.event.type === 'TICKET.REMOVE') return (quantities[category] ?? 0) > (input.minimums[category] ?? 0);
      if (step.event.type === 'TICKET.ADD') return category === FIVE_K || category === TEN_K;
      return true;
    });
}

function selectionDriver(page: Page, target: Target): PathDriver {
  const label = (event: ModelEvent) => target.categories[event.category as string]!;
  const proceed = page.getByRole('button', { name: BOOKING_TEXT.proceed, exact: true });
  return {
    async drive(event) {
      switch (event.type) {
        case 'TICKET.ADD':
          return page.getByRole('button', { name: `Add a ${label(event)} ticket` }).click();
        case 'TICKET.REMOVE':
          return page.getByRole('button', { name: `Remove a ${label(event)} ticket` }).click();
        case 'PROCEED':
          return proceed.click();
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(state, context) {
      if (state.status === 'done') {
        // The booking takes over: one attendee form per ticket chosen.
        return expect(page.getByRole('heading', { name: BOOKING_TEXT.attendeesHeading })).toBeVisible();
      }
      const quantities = context.quantities as Quantities;
      for (const [category, shown] of Object.entries(target.categories)) {
        await expect(page.getByLabel(`${shown} tickets selected`)).toHaveText(String(quantities[category] ?? 0));
      }
      if (state.matches('noneSelected')) {
        await expect(proceed).toBeDisabled();
        await expect(page.getByText(BOOKING_TEXT.selectAtLeastOne)).toBeVisible();
      } else {
        await expect(proceed).toBeEnabled();
      }
    },
  };
}

/** 'TICKET.ADD(5K Run)': the category the person chose. */
const bookingStepName = (event: ModelEvent) =>
  typeof event.category === 'string' ? `${event.type}(${event.category})` : stepName(event);

async function openBooking(page: Page, target: Target, session: ApiSession, limit: number) {
  const held: Held = new Map();
  await holdRequests(page, held, 'form', '**/api/v1/participant-registration/sub-events/*/registration-form');
  await page.goto('/about-us');
  await storeSession(page, session);
  await page.goto(`/event/${target.uuid}/multi-registration`);
  await answerFormWithLimit(held, limit);
  return held;
}

for (const [inputName, input] of Object.entries(ticketSelectionModel.inputs!)) {
  const paths = browserPaths(ticketSelectionModel as FlowModel, { input, feasible: selectionFeasible(input) });
  for (const [index, path] of paths.entries()) {
    test(pathTitle(`ticket selection (${inputName})`, index, path, bookingStepName), async ({ page }) => {
      const session = await createSignedInParticipant(page.request);
      const target = await eventWithTwoCategories(page.request, session);
      for (const [category, count] of Object.entries(input.minimums)) {
        for (let n = 1; n <= count; n += 1) {
          await registerAttendee(page.request, session, target.uuid, `Vikram Rao ${n}`, target.categories[category]);
        }
      }
      await openBooking(page, target, session, input.limit);
      if (Object.keys(input.minimums).length > 0) {
        // Tickets already held resume the booking at their attendees; Back opens step 1 with them counted.
        await expect(page.getByRole('heading', { name: BOOKING_TEXT.attendeesHeading })).toBeVisible();
        await page.getByRole('button', { name: BOOKING_TEXT.back }).click();
      }
      await runPath(page, ticketSelectionModel as FlowModel, path, selectionDriver(page, target), { input });
    });
  }
}

/** One attendee as a person types them: details of their own, so no two tickets share a name or phone. */
async function fillAttendee(form: Locator, serial: number) {
  const field = (label: string | RegExp) => form.getByLabel(label);
  if ((await field('Full Name').inputValue()) === '') {
    // A new form; a ticket booked again keeps what was typed before. After the first attendee the
    // person fills from them, as the form offers, and changes who it is.
    if (serial > 1) {
      await field('Fill from a previous attendee').selectOption({ label: 'Asha Rao 1 · asha.rao.1@example.in' });
    } else {
      await field('Date of Birth').fill('1990-05-17');
      await form.getByRole('radio', { name: 'Female' }).check();
      await field(/^PIN Code/).fill('411001');
      await field(/^City/).fill('Pune');
      await field(/^State/).fill('Maharashtra');
      await field('Emergency Contact Name').fill('Ravi Rao');
      await field('Emergency Contact Number').fill('9899988877');
      await field('T-shirt Size').selectOption({ index: 2 });
    }
    await field('Full Name').fill(`Asha Rao ${serial}`);
    await field('Email Address').fill(`asha.rao.${serial}@example.in`);
    await field('Mobile Number').fill(`98765432${String(serial).padStart(2, '0')}`);
  }
  const waiver = form.getByRole('checkbox', { name: /I have read and agree to the Declaration/ });
  if (!(await waiver.isChecked())) await waiver.check();
}

/**
 * What a person can do on the page: Proceed to Payment is disabled until every ticket is submitted
 * (the page says why), and only an open form can be submitted (the model's other submissions are
 * heard by nothing).
 */
function sequencingFeasible(path: ModelPath): boolean {
  return path.steps.every((step, index) => {
    const from = path.steps[index - 1]?.state;
    if (!from) return true;
    if (step.event.type === 'PROCEED') return from.matches('complete');
    return true;
  });
}

function sequencingDriver(page: Page, target: Target, offset: number): PathDriver {
  let serial = 0;
  const shown = (key: string) => {
    const [category, position] = key.split('#') as [string, string];
    return { category: target.categories[category]!, position };
  };
  return {
    async drive(event) {
      switch (event.type) {
        case 'TICKET.SUBMITTED': {
          const { category, position } = shown(event.key as string);
          const form = page.locator('section.attendee-form').filter({
            has: page.getByRole('heading', { name: new RegExp(`^Attendee ${position} of \\d+ — ${category}$`) }),
          });
          serial += 1;
          await fillAttendee(form, serial);
          await form.getByRole('button', { name: 'Submit Attendee' }).click();
          return expect(form).toBeHidden();
        }
        case 'TICKET.REBOOK': {
          const { category, position } = shown(event.key as string);
          const row = page
            .getByRole('listitem')
            .filter({ hasText: `Attendee ${position} of` })
            .filter({ hasText: category });
          return row.getByRole('button', { name: BOOKING_TEXT.bookAgain }).click();
        }
        case 'CLOCK.TICK': {
          // The page's clock jumps to the path's time for one tick of the hold clock, then back to now:
          // the model's later submissions are held from now, as the server holds them.
          await page.clock.setSystemTime(offset + (event.now as number) - HOLD_CLOCK_TICK_MS);
          await page.clock.runFor(HOLD_CLOCK_TICK_MS);
          return page.clock.setSystemTime(Date.now());
        }
        case 'PROCEED':
          return page.getByRole('button', { name: BOOKING_TEXT.proceedToPayment }).click();
        case 'BACK':
          return page.getByRole('button', { name: BOOKING_TEXT.back }).click();
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(state, context) {
      if (state.status === 'done') {
        const output = state.output as { outcome: string };
        if (output.outcome === 'proceed') return expect(page).toHaveURL(/\/order-summary\?eventUuid=/);
        return expect(page.getByRole('heading', { name: BOOKING_TEXT.selectHeading })).toBeVisible();
      }
      const tickets = context.tickets as { status: string }[];
      const submitted = tickets.filter((ticket) => ticket.status === 'submitted').length;
      await expect(page.getByText(`${submitted} of ${tickets.length} submitted`)).toBeVisible();
      await expect(page.getByText('Expired', { exact: true })).toHaveCount(
        tickets.filter((ticket) => ticket.status === 'expired').length,
      );
      const proceed = page.getByRole('button', { name: BOOKING_TEXT.proceedToPayment });
      if (state.matches('complete')) await expect(proceed).toBeEnabled();
      else await expect(proceed).toBeDisabled();
    },
  };
}

const ticketKeyName = (event: ModelEvent) =>
  typeof event.key === 'string'
    ? `${event.type}(${event.key})`
    : event.type === 'CLOCK.TICK'
      ? `CLOCK.TICK(+${Math.round(((event.now as number) - NOW) / 60_000)} min)`
      : stepName(event);

const sequencingInputName = 'two 5K tickets and one 10K ticket';
const sequencingInput = attendeeSequencingModel.inputs![sequencingInputName] as AttendeeSequencingInput;
const sequencingPaths = browserPaths(attendeeSequencingModel as FlowModel, {
  input: sequencingInput,
  feasible: sequencingFeasible,
});
for (const [index, path] of sequencingPaths.entries()) {
  test(pathTitle(`attendee sequencing (${sequencingInputName})`, index, path, ticketKeyName), async ({ page }) => {
    const session = await createSignedInParticipant(page.request);
    const target = await eventWithTwoCategories(page.request, session);
    const startedAt = Date.now();
    await page.clock.install({ time: startedAt });
    await openBooking(page, target, session, 3);
    // Step 1 as a person chooses the model's tickets: two of the first category, one of the second.
    for (const ticket of sequencingInput.tickets) {
      await page.getByRole('button', { name: `Add a ${target.categories[ticket.category]} ticket` }).click();
    }
    await page.getByRole('button', { name: BOOKING_TEXT.proceed, exact: true }).click();
    await runPath(page, attendeeSequencingModel as FlowModel, path, sequencingDriver(page, target, startedAt - NOW), {
      input: sequencingInput,
    });
  });
}
