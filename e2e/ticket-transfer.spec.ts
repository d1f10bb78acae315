import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/layout';
import { expectNoAxeViolations, storeSession, toast } from './support/auth';
import { openPaidEvents, payPendingTickets, registerAttendee } from './support/paid-tickets';
import { createParticipant, sendTransfer, transferLinkSentTo, type Participant } from './support/transfers';

// Issue 28 item 2 in Chromium against the real server: a participant with two paid tickets for an event
// that allows transfers (server/seed) sends one to a second account's number. The sender sees it
// pending; the recipient opens the SMS link from the outbox, is asked to sign in with that number, fills
// the attendee form and accepts; the ticket is theirs with a new e-ticket, and the sender's row says
// Transferred without its e-ticket.

const BOX_CRICKET = 'Salt Lake Box Cricket Bash';

async function transferableEvent(page: Page) {
  const event = (await openPaidEvents(page.request)).find((candidate) => candidate.name === BOX_CRICKET);
  expect(event, `the demo's ${BOX_CRICKET}, which allows transfers`).toBeDefined();
  return event!;
}

async function openRegistrations(page: Page, who: Participant, subEventUuid: string): Promise<Locator> {
  await page.goto('/about-us');
  await storeSession(page, who.session);
  await page.goto(`/event/${subEventUuid}?from=my-events`);
  return page.getByRole('region', { name: 'Your Registrations' });
}

/** The attendee form as the recipient types it (the demo form's fields). */
async function fillRecipientForm(form: Locator) {
  const field = (label: string | RegExp) => form.getByLabel(label);
  await field('Full Name').fill('Kabir Shah');
  await field('Email Address').fill('kabir.shah@example.in');
  await field('Mobile Number').fill('9812345670');
  await field('Date of Birth').fill('1992-03-14');
  await form.getByRole('radio', { name: 'Male', exact: true }).check();
  await field(/^PIN Code/).fill('700091');
  await field(/^City/).fill('Kolkata');
  await field(/^State/).fill('West Bengal');
  await field('Emergency Contact Name').fill('Ira Shah');
  await field('Emergency Contact Number').fill('9899988877');
  await field('T-shirt Size').selectOption({ index: 2 });
  await form.getByRole('checkbox', { name: /I have read and agree to the Declaration/ }).check();
}

test('sends a paid ticket to a second account, which signs in from the SMS link and accepts it', async ({
  page,
  browser,
}) => {
  // A long journey of two accounts on a shared 2-core machine: three times the usual minute.
  test.slow();
  const sender = await createParticipant(page.request, 'Asha Rao');
  const recipient = await createParticipant(page.request, 'Kabir Shah');
  const event = await transferableEvent(page);
  for (const name of ['Meera Iyer', 'Rohan Iyer']) {
    await registerAttendee(page.request, sender.session, event.sub_event_uuid, name);
  }
  await payPendingTickets(page.request, sender.session, event.sub_event_uuid);
  const panel = await openRegistrations(page, sender, event.sub_event_uuid);
  await expect(panel.getByText(/^You can transfer a paid ticket to someone else until .+\.$/)).toBeVisible();

  // Send: SPEC §5's texts on an empty form, then the transfer sent to the number typed.
  const transferRohan = panel.getByRole('button', { name: 'Transfer ticket for Rohan Iyer' });
  await transferRohan.click();
  const dialog = page.getByRole('dialog', { name: 'Transfer this ticket' });
  await expect(dialog.getByText(/^Give Rohan Iyer's place to someone else\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send transfer' }).click();
  await expect(dialog.getByText('Mobile number is required')).toBeVisible();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'the transfer form', 'transfer-form');
  // Their own number is refused by the server, with what was typed kept.
  await dialog.getByRole('textbox', { name: 'Their mobile number' }).fill(sender.mobile);
  await dialog.getByRole('textbox', { name: 'Their full name' }).fill('Kabir Shah');
  await dialog.getByRole('button', { name: 'Send transfer' }).click();
  await expect(dialog.getByText("This ticket is already yours: enter someone else's mobile number")).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Their full name' })).toHaveValue('Kabir Shah');
  await dialog.getByRole('textbox', { name: 'Their mobile number' }).fill(recipient.mobile);
  await dialog.getByRole('button', { name: 'Send transfer' }).click();
  const sent = page.getByRole('dialog', { name: 'Transfer sent' });
  await expect(sent.getByText(`We sent Kabir Shah a link at +91 ${recipient.mobile}.`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'the transfer sent', 'transfer-sent');
  await sent.getByRole('button', { name: 'Close' }).first().click();
  await expect(sent).toBeHidden();

  // Pending: still the sender's ticket (its e-ticket admits), not cancellable, and withdrawable.
  const rohan = panel.getByRole('listitem').filter({ hasText: 'Rohan Iyer' });
  await expect(rohan.getByText('Transfer pending', { exact: true })).toBeVisible();
  await expect(
    rohan.getByText(new RegExp(`^Waiting for Kabir Shah \\(\\+91 ${recipient.mobile}\\) to accept, until `)),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: "Withdraw transfer of Rohan Iyer's ticket" })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'View e-ticket for Rohan Iyer' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel ticket for Rohan Iyer' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the panel with a transfer pending', 'transfer-pending');

  // The recipient's SMS link; signed out it asks to sign in with that number and comes back.
  const link = await transferLinkSentTo(page.request, recipient.mobile);
  const recipientContext = await browser.newContext();
  const phone = await recipientContext.newPage();
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/login/);
  await expect(toast(phone, 'Sign in or register with the mobile number the ticket was sent to')).toBeVisible();
  await storeSession(phone, recipient.session);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: 'A ticket for you' })).toBeVisible();
  await expect(phone.getByText('Asha Rao is giving you their ticket.')).toBeVisible();
  await expect(phone.getByText(/^Accept it by .+: fill in your details below\.$/)).toBeVisible();
  await expectNoAxeViolations(phone);
  await expectNoSidewaysScroll(phone, 'the transfer to accept', 'transfer-accept');
  const form = phone.getByRole('region', { name: 'Your details' });
  // The form's own rules first: nothing filled, nothing accepted.
  await form.getByRole('button', { name: 'Accept ticket' }).click();
  await expect(form.getByText('Full Name is required')).toBeVisible();
  await fillRecipientForm(form);
  await form.getByRole('button', { name: 'Accept ticket' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'The ticket is yours' })).toBeVisible();
  await expectNoAxeViolations(phone);
  await expectNoSidewaysScroll(phone, 'the transfer accepted', 'transfer-accepted');
  await phone.getByRole('link', { name: 'View your ticket' }).click();
  const theirs = phone.getByRole('region', { name: 'Your Registrations' });
  await expect(theirs.getByText('Transferred to you by Asha Rao')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'View e-ticket for Kabir Shah' })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Cancel ticket for Kabir Shah' })).toHaveCount(0);
  await recipientContext.close();

  // The sender's row: Transferred, to whom, without its e-ticket; the other ticket is as it was.
  await page.reload();
  await expect(panel.getByText('2 attendee(s) · 1 completed · 0 pending · 1 transferred')).toBeVisible();
  await expect(rohan.getByText('Transferred', { exact: true })).toBeVisible();
  await expect(rohan.getByText('Transferred to Kabir Shah')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'View e-ticket for Rohan Iyer' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /Rohan Iyer/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Transfer ticket for Meera Iyer' })).toBeVisible();
});

test('a withdrawn transfer says so on its link, and a link opened by another account says whose it is', async ({
  page,
}) => {
  const sender = await createParticipant(page.request, 'Asha Rao');
  const recipient = await createParticipant(page.request, 'Kabir Shah');
  const stranger = await createParticipant(page.request, 'Dev Malhotra');
  const event = await transferableEvent(page);
  const ticket = await registerAttendee(page.request, sender.session, event.sub_event_uuid, 'Rohan Iyer');
  await payPendingTickets(page.request, sender.session, event.sub_event_uuid);
  const transferUuid = await sendTransfer(page.request, sender.session, ticket, {
    mobile: recipient.mobile,
    name: 'Kabir Shah',
  });

  // Another account: the page says it was sent to another number and offers to sign in again.
  await page.goto('/about-us');
  await storeSession(page, stranger.session);
  await page.goto(`/transfers/${transferUuid}`);
  await expect(
    page.getByText('This ticket was sent to another mobile number. Sign in with the number it was sent to.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in with another number' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The sender withdraws it from the panel; the link then says so.
  const panel = await openRegistrations(page, sender, event.sub_event_uuid);
  const withdraw = panel.getByRole('button', { name: "Withdraw transfer of Rohan Iyer's ticket" });
  await withdraw.click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this transfer?' });
  await expect(
    dialog.getByText(
      `The link sent to Kabir Shah at +91 ${recipient.mobile} stops working and the ticket stays yours.`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'withdrawing a transfer', 'transfer-withdraw');
  await dialog.getByRole('button', { name: 'Withdraw transfer' }).click();
  const withdrawn = page.getByRole('dialog', { name: 'Transfer withdrawn' });
  await expect(withdrawn.getByText('The link no longer works and the ticket is yours.')).toBeVisible();
  await withdrawn.getByRole('button', { name: 'Close' }).first().click();
  await expect(panel.getByRole('button', { name: 'Transfer ticket for Rohan Iyer' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel ticket for Rohan Iyer' })).toBeVisible();

  await storeSession(page, recipient.session);
  await page.goto(`/transfers/${transferUuid}`);
  await expect(page.getByText('This ticket transfer was withdrawn by the sender')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find another event' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'a withdrawn transfer', 'transfer-withdrawn');
});
