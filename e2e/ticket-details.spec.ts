import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/layout';
import { expectNoAxeViolations, storeSession } from './support/auth';
import { openPaidEvents, payPendingTickets, registerAttendee } from './support/paid-tickets';
import { createParticipant } from './support/transfers';

// Issue 28 item 4 in Chromium against the real server: a participant with a paid ticket for an event
// that allows corrections and one name change (server/seed) opens 'Edit details' from Your
// Registrations, meets SPEC §5's texts, fixes the e-mail and renames the attendee (declaring the
// corrected details true again); the page says the
// e-ticket is re-issued, the outbox holds the e-mail with it, and the row says when. A second rename is
// refused on the name field with what was typed kept.

const BOX_CRICKET = 'Salt Lake Box Cricket Bash';

async function editableEvent(page: Page) {
  const event = (await openPaidEvents(page.request)).find((candidate) => candidate.name === BOX_CRICKET);
  expect(event, `the demo's ${BOX_CRICKET}, which allows corrections and one name change`).toBeDefined();
  return event!;
}

interface OutboxMail {
  kind: string;
  channel: string;
  recipient: string;
  email?: { subject: string; attachments: { content_type: string }[] };
}

test("corrects a paid ticket's details, renames it once, and is refused a second rename", async ({ page }) => {
  const holder = await createParticipant(page.request, 'Asha Rao');
  const event = await editableEvent(page);
  await registerAttendee(page.request, holder.session, event.sub_event_uuid, 'Meera Iyer');
  await payPendingTickets(page.request, holder.session, event.sub_event_uuid);
  await page.goto('/about-us');
  await storeSession(page, holder.session);
  await page.goto(`/event/${event.sub_event_uuid}?from=my-events`);
  const panel = page.getByRole('region', { name: 'Your Registrations' });
  await expect(panel.getByText(/^You can correct attendee details until .+\.$/)).toBeVisible();

  await panel.getByRole('link', { name: 'Edit details for Meera Iyer' }).click();
  await expect(page.getByRole('heading', { name: 'Edit attendee details' })).toBeVisible();
  await expect(page.getByText('The category stays as booked.')).toBeVisible();
  await expect(page.getByText('The name can be changed once more.')).toBeVisible();
  const name = page.getByLabel('Full Name');
  await expect(name).toHaveValue('Meera Iyer');
  const email = page.getByLabel('Email Address');
  await expect(email).toHaveValue('asha.runner@example.in');

  // SPEC §5's text on a bad address; nothing is saved.
  await email.fill('meera@');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'the edit-details form', 'ticket-details-form');

  await email.fill('meera.iyer@example.in');
  await name.fill('Meera Nair');
  // The declaration is made again for the corrected details.
  await page.getByRole('checkbox', { name: /I have read and agree to the Declaration/ }).check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('heading', { name: 'Details saved' })).toBeVisible();
  await expect(page.getByText(/is re-issued with the new details and e-mailed to you/)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'the details saved', 'ticket-details-saved');

  // The re-issued e-ticket went to the account's address, with its QR.
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get('/__outbox.json')).json()) as { messages: OutboxMail[] };
      const mail = messages.find(
        (entry) => entry.kind === 'ticket_reissued' && entry.recipient === `user_${holder.mobile.slice(-8)}@example.in`,
      );
      return mail?.email ? [mail.email.subject, mail.email.attachments.map((file) => file.content_type)] : null;
    })
    .toEqual([`E-ticket re-issued: ${BOX_CRICKET}`, ['image/png']]);

  await page.getByRole('link', { name: 'View your ticket' }).click();
  await expect(panel.getByText(/^Details updated on .+; the e-ticket was re-issued\.$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'View e-ticket for Meera Nair' })).toBeVisible();

  // The one name change is used: a second is refused on the name field, with what was typed kept.
  await panel.getByRole('link', { name: 'Edit details for Meera Nair' }).click();
  await expect(
    page.getByText('The name on this ticket has been changed as many times as this event allows.'),
  ).toBeVisible();
  await page.getByLabel('Full Name').fill('Meera Menon');
  await page.getByRole('checkbox', { name: /I have read and agree to the Declaration/ }).check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByText('The name on this ticket has already been changed as many times as this event allows').first(),
  ).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Meera Menon');
  await expect(page.getByLabel('Email Address')).toHaveValue('meera.iyer@example.in');
});
