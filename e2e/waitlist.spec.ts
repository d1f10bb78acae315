import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/layout';
import { createSignedInParticipant, expectNoAxeViolations, storeSession, type ApiSession } from './support/auth';
import { checkoutReady, payPendingTickets, registerAttendee } from './support/paid-tickets';
import { WAITLIST_WALK_EVENT, WAITLIST_PROMO_CODE, subEventNamed } from './support/waitlist';

// Issue 28 item 5 in Chromium against the real server: the demo's small event with a waitlist. A holder
// takes the last places, so it is sold out; a second person joins the waitlist for one place and sees
// where they stand; the holder cancels a ticket, and the place is offered to the one in line, held for
// them with a countdown; they book it with a promo code. Others meanwhile find it full.

async function placesLeft(page: Page, subEventUuid: string): Promise<number> {
  const response = await page.request.get(`/api/v1/sub-events/public?sub_event_uuid=${subEventUuid}`);
  const body = (await response.json()) as { data: { places_left: number | null }[] | { places_left: number | null } };
  const subEvent = Array.isArray(body.data) ? body.data[0] : body.data;
  return subEvent?.places_left ?? -1;
}

async function openAs(page: Page, session: ApiSession, path: string) {
  await page.goto('/about-us');
  await storeSession(page, session);
  await page.goto(path);
}

test('a released place goes to the first in line, held with a countdown, and is bought with a promo code', async ({
  page,
  browser,
}) => {
  // A long journey of two accounts on a shared 2-core machine: three times the usual minute.
  test.slow();
  const event = await subEventNamed(page.request, WAITLIST_WALK_EVENT);
  const eventPath = `/event/${event.sub_event_uuid}`;

  // The holder takes whatever places are left (at least one, so there is a ticket to cancel).
  const holder = await createSignedInParticipant(page.request);
  const left = await placesLeft(page, event.sub_event_uuid);
  expect(left, 'places left to take on the demo event').toBeGreaterThanOrEqual(1);
  for (let index = 0; index < left; index += 1) {
    await registerAttendee(page.request, holder, event.sub_event_uuid, `Holder Guest ${index + 1}`);
  }
  await payPendingTickets(page.request, holder, event.sub_event_uuid);
  expect(await placesLeft(page, event.sub_event_uuid)).toBe(0);

  // Sold out: the one in line joins for one place.
  const waiter = await createSignedInParticipant(page.request);
  const waiterContext = await browser.newContext();
  const waiterPage = await waiterContext.newPage();
  await openAs(waiterPage, waiter, eventPath);
  const card = waiterPage.getByRole('complementary', { name: 'Registration' });
  await expect(card.getByRole('heading', { name: 'Sold out' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Buy Tickets' })).toHaveCount(0);
  await expect(card.getByLabel('Places')).toHaveValue('1');
  await expectNoAxeViolations(waiterPage);
  await expectNoSidewaysScroll(waiterPage, 'sold out with its waitlist', 'waitlist-join');
  await card.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(card.getByText(/^You are number \d+ in line for 1 place\(s\)\.$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Leave waitlist' })).toBeVisible();
  await expectNoSidewaysScroll(waiterPage, 'in line', 'waitlist-waiting');

  // The holder cancels one ticket: the place goes to the waitlist first.
  await openAs(page, holder, `${eventPath}?from=my-events`);
  await page.getByRole('button', { name: 'Cancel ticket for Holder Guest 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByRole('dialog', { name: 'Ticket cancelled' })).toBeVisible();
  expect(await placesLeft(page, event.sub_event_uuid), 'the place is held for the one in line').toBe(0);

  // Someone else still finds it sold out; the one in line has the place held, with a countdown.
  await waiterPage.reload();
  await expect(card.getByRole('heading', { name: 'A place is held for you' })).toBeVisible();
  await expect(
    card.getByText(/^1 place\(s\) held for you until .+\. Book them with Buy Tickets before then\.$/),
  ).toBeVisible();
  await expect(card.getByText(/^\d+ minute\(s\) left$/)).toBeVisible();
  await expectNoAxeViolations(waiterPage);
  await expectNoSidewaysScroll(waiterPage, 'a place held', 'waitlist-offered');

  // They book it, with the event's promo code.
  await card.getByRole('button', { name: 'Buy Tickets' }).click();
  await expect(waiterPage).toHaveURL(/\/registration$|\/multi-registration$/);
  await registerAttendee(waiterPage.request, waiter, event.sub_event_uuid, 'Waitlist Winner');
  await waiterPage.goto(`/order-summary?eventUuid=${event.sub_event_uuid}&promo_code=${WAITLIST_PROMO_CODE}`);
  await checkoutReady(waiterPage);
  await expect(waiterPage.getByText(`Promo code ${WAITLIST_PROMO_CODE} applied`).first()).toBeVisible();
  const pay = waiterPage.getByRole('button', { name: /^Pay ₹/ });
  const amount = (await pay.textContent()) ?? '';
  await pay.click();
  await waiterPage.getByRole('dialog').getByRole('button', { name: amount }).click();
  await expect(waiterPage).toHaveURL(/\/my-events$/);
  await waiterPage.goto(eventPath);
  await expect(card.getByRole('heading', { name: 'A place is held for you' })).toHaveCount(0);
  await waiterContext.close();
});

// The demo's Sukhna Lake Sunrise Yoga is free and two places short of its cap, with a 15-minute waitlist.
test('Leave waitlist takes the person off the line, and a free event sold out offers the waitlist too', async ({
  page,
}) => {
  const event = await subEventNamed(page.request, 'Sukhna Lake Sunrise Yoga');
  const holder = await createSignedInParticipant(page.request);
  const left = await placesLeft(page, event.sub_event_uuid);
  for (let index = 0; index < left; index += 1) {
    await registerAttendee(page.request, holder, event.sub_event_uuid, `Yoga Guest ${index + 1}`);
  }
  expect(await placesLeft(page, event.sub_event_uuid)).toBe(0);
  const session = await createSignedInParticipant(page.request);
  await openAs(page, session, `/event/${event.sub_event_uuid}`);
  const card = page.getByRole('complementary', { name: 'Registration' });
  await expect(card.getByText(/held for them for 15 minutes\.$/)).toBeVisible();
  await card.getByLabel('Places').selectOption('2');
  await card.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(card.getByText(/in line for 2 place\(s\)\.$/)).toBeVisible();
  await card.getByRole('button', { name: 'Leave waitlist' }).click();
  await expect(card.getByText('You left the waitlist.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Join waitlist' })).toBeVisible();
});
