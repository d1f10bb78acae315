// The attendee form as a person fills it, shared by the booking journeys (booking.spec.ts) and the
// offline booking attempt (offline.spec.ts): a paid demo event with two categories, the form's fields by
// label, and what every demo form asks for.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { registrationOpenNow } from './listed-events';
import type { ApiSession } from './auth';

export interface ListedSubEvent {
  sub_event_uuid: string;
  entry_fee_required: boolean | null;
  start_datetime: string | null;
  end_datetime: string | null;
  registration_start: string | null;
  registration_end: string | null;
  min_age: number | null;
  max_age: number | null;
}

export interface Target {
  uuid: string;
  categories: string[];
}

/** An open, paid demo event whose form offers at least two ticket categories. */
export async function paidEventWithCategories(
  request: APIRequestContext,
  session: ApiSession,
  admits: (subEvent: ListedSubEvent) => boolean = () => true,
): Promise<Target> {
  const listed = await request.get('/api/v1/sub-events/public?page=1&limit=100');
  const { data } = (await listed.json()) as { data: ListedSubEvent[] };
  const open = data.filter(
    (subEvent) => subEvent.entry_fee_required === true && admits(subEvent) && registrationOpenNow(subEvent),
  );
  for (const subEvent of open) {
    const form = await request.get(
      `/api/v1/participant-registration/sub-events/${subEvent.sub_event_uuid}/registration-form`,
      {
        headers: { Authorization: `Bearer ${session.token}` },
      },
    );
    const { message } = (await form.json()) as {
      message: { form_fields: { field_name: string; options: { option_label: string }[] }[] };
    };
    const category = message.form_fields.find((field) => field.field_name === 'mandatory_event_category');
    if (category && category.options.length >= 2) {
      return { uuid: subEvent.sub_event_uuid, categories: category.options.map((option) => option.option_label) };
    }
  }
  throw new Error('the demo data has no open paid event with two ticket categories');
}

export const field = (page: Page, label: string | RegExp): Locator => page.getByLabel(label);
export const errorFor = async (input: Locator) => {
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    describedBy
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => input.page().locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ');
};

export interface Attendee {
  name: string;
  email: string;
  phone: string;
  emergency: string;
}

/** The fields every demo form asks for, typed as a person would. */
export async function fillAttendee(page: Page, attendee: Attendee | null, emergency: string) {
  if (attendee) {
    await field(page, 'Full Name').fill(attendee.name);
    await field(page, 'Email Address').fill(attendee.email);
    await field(page, 'Mobile Number').fill(attendee.phone);
  }
  await field(page, 'Date of Birth').fill('1990-05-17');
  await page.getByRole('radio', { name: 'Female' }).check();
  await field(page, 'Emergency Contact Name').fill('Ravi Rao');
  await field(page, 'Emergency Contact Number').fill(emergency);
  await field(page, 'T-shirt Size').selectOption({ index: 2 });
}

export async function lookUpPin(page: Page, pin: string) {
  await field(page, 'PIN Code').fill(pin);
  await field(page, 'PIN Code').blur();
}

export const waiver = (page: Page) => page.getByRole('checkbox', { name: /I have read and agree to the Declaration/ });
export const submit = (page: Page) => page.getByRole('button', { name: 'Submit Attendee' }).click();
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
