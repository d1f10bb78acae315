import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TicketSelectionInput } from '../machines/ticket-selection/ticket-selection.types';
import { BOOKING_TEXT } from '../src/domain/booking';
import type { FlowModel, ModelEvent, ModelPath } from '../tests/machines/graph-model';
import { FIVE_K, TEN_K, ticketSelectionModel } from '../tests/machines/models/ticket-selection.model';
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
