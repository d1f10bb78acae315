import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { encode } from 'uqr';
import { verifyTicketCode } from '../server/modules/tickets/ticket-code';
import { qrModulesPath } from '../src/domain/e-tickets';
import { calendarSlug, escapeIcsText, icsIndiaTime } from '../src/domain/ics';
import { createSignedInParticipant, expectNoAxeViolations, storeSession } from './support/auth';
import { openPaidEvent, payPendingTickets, registerAttendee } from './support/paid-tickets';
import { E2E_TICKET_PUBLIC_KEY } from './support/ticket-secret';

// E-tickets (issue 9) against the real server and demo data: a paid attendee's ticket in 'Your
// Registrations' with a QR code holding a code the organiser verifies offline, printed alone; and
// 'Add to calendar' on My Events.

/** Pages of a PDF Chromium printed (its page tree's /Count). */
function pdfPageCount(pdf: Buffer): number {
  const counts = [
    ...pdf
      .toString('latin1')
      .matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g),
  ];
  expect(counts.length, 'the PDF has a page tree').toBeGreaterThan(0);
  return Math.max(...counts.map((match) => Number(match[1] ?? match[2])));
}

async function expectNoSidewaysScroll(page: Page, name: string, { fullPage = true } = {}) {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
    expect(sizes.scroll, `${name} at ${width} px`).toBeLessThanOrEqual(sizes.inner);
    if (width !== 320) {
      await page.screenshot({
        path: `.test-results/screenshots/e-tickets-${name}-${width}.png`,
        fullPage,
        style: '[data-sonner-toaster] { display: none !important; }',
      });
    }
  }
}

test('open an e-ticket: the QR holds a code that verifies, it prints alone, and My Events adds the event to a calendar', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const subEvent = await openPaidEvent(request);
  const session = await createSignedInParticipant(request);
  const asha = await registerAttendee(request, session, subEvent.sub_event_uuid, 'Asha Runner');
  const ravi = await registerAttendee(request, session, subEvent.sub_event_uuid, 'Ravi Kumar');
  await payPendingTickets(request, session, subEvent.sub_event_uuid);
  await registerAttendee(request, session, subEvent.sub_event_uuid, 'Meera Pending');

  // window.print is the browser's dialog: recorded instead, as the screen calls it.
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await page.goto('/about-us');
  await storeSession(page, session);
  await page.goto(`/event/${subEvent.sub_event_uuid}?from=my-events`);
  const panel = page.getByRole('region', { name: 'Your Registrations' });
  await expect(panel.getByText('3 attendee(s) · 2 completed · 1 pending')).toBeVisible();

  // Only paid attendees have a ticket.
  await expect(panel.getByRole('button', { name: /^View e-ticket for / })).toHaveCount(2);
  await expect(panel.getByRole('button', { name: 'View e-ticket for Meera Pending' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Print all e-tickets' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'panel');

  await panel.getByRole('button', { name: 'View e-ticket for Asha Runner' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-ticket' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Asha Runner', { exact: true })).toBeVisible();
  await expect(dialog.getByText(subEvent.event_title, { exact: true })).toBeVisible();
  const qr = dialog.getByRole('img', { name: 'Ticket QR code for Asha Runner' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  const code = (await dialog.locator('code').textContent())?.trim() ?? '';

  // The code verifies with the server's public key alone (the one /.well-known/startline-ticket-key.pem
  // serves) and names this ticket; a changed one does not.
  const served = await page.request.get('/.well-known/startline-ticket-key.pem');
  expect(await served.text()).toBe(E2E_TICKET_PUBLIC_KEY.export({ type: 'spki', format: 'pem' }).toString());
  const organiser = { publicKey: E2E_TICKET_PUBLIC_KEY, now: new Date() };
  expect(verifyTicketCode(code, organiser)).toMatchObject({
    valid: true,
    version: 'SL2',
    participantUuid: asha,
    subEventUuid: subEvent.sub_event_uuid,
  });
  expect(verifyTicketCode(code.replace(asha, ravi), organiser).valid).toBe(false);
  const lastChar = code.at(-2) === 'A' ? 'B' : 'A';
  expect(verifyTicketCode(code.slice(0, -2) + lastChar + code.slice(-1), organiser).valid).toBe(false);
  // What the QR draws is exactly the code's QR matrix (so a scanner reads the code back).
  const drawn = await qr.locator('path').getAttribute('d');
  expect(drawn).toBe(qrModulesPath(encode(code, { ecc: 'M', border: 4 }).data));

  await expectNoAxeViolations(page);
  // The dialog is fixed over the page: what a person sees is the viewport.
  await expectNoSidewaysScroll(page, 'dialog', { fullPage: false });

  // 'Print e-ticket' prints this ticket alone.
  await dialog.getByRole('button', { name: 'Print e-ticket' }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('e-ticket-print');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('section')).toHaveCount(1);
  // The open dialog hides the rest of the page from assistive technology (Radix), the sheet included:
  // on paper it is what shows, so it is found by its label here.
  await expect(sheet.locator('svg[aria-label="Ticket QR code for Asha Runner"]')).toBeVisible();
  await expect(sheet.getByText(code)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Registrations' })).toBeHidden();
  await expect(page.locator('header.site-header')).toBeHidden();
  await page.screenshot({ path: '.test-results/screenshots/e-tickets-print-one-1280.png', fullPage: true });
  expect(pdfPageCount(await page.pdf({ format: 'A4' })), 'one ticket, one page').toBe(1);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();

  // 'Print all e-tickets' prints every paid attendee's, one per page.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the ticket, not to the top of the page.
  await expect(panel.getByRole('button', { name: 'View e-ticket for Asha Runner' })).toBeFocused();
  await panel.getByRole('button', { name: 'Print all e-tickets' }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(2);
  await page.emulateMedia({ media: 'print' });
  await expect(sheet.locator('section')).toHaveCount(2);
  await expect(sheet.getByRole('img', { name: 'Ticket QR code for Ravi Kumar' })).toBeVisible();
  await expect(sheet.getByText('Meera Pending')).toHaveCount(0);
  const breaks = await sheet
    .locator('section')
    .evaluateAll((pages) => pages.map((section) => getComputedStyle(section).breakAfter));
  expect(breaks).toEqual(['page', 'auto']);
  await page.screenshot({ path: '.test-results/screenshots/e-tickets-print-all-1280.png', fullPage: true });
  expect(pdfPageCount(await page.pdf({ format: 'A4' })), 'two tickets, one page each').toBe(2);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });

  // My Events: 'Add to calendar' downloads the event's .ics.
  const mine = await request.get('/api/v1/participant-registration/my-participated-events', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const { message } = (await mine.json()) as { message: { participated_sub_events: { event_title: string }[] } };
  const title = message.participated_sub_events[0]!.event_title;
  await page.goto('/my-events');
  const add = page.getByRole('button', { name: `Add ${title} to calendar` });
  await expect(add).toBeVisible();
  // The card still leads to the event page; the button is outside its link.
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
    'href',
    new RegExp(`/event/${subEvent.sub_event_uuid}\\?from=my-events`),
  );
  expect(await add.evaluate((button) => button.closest('a'))).toBeNull();
  const downloading = page.waitForEvent('download');
  await add.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${calendarSlug(title)}.ics`);
  const content = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
  expect(content).toContain(`\r\nSUMMARY:${escapeIcsText(title)}\r\n`);
  expect(content).toContain(`\r\nDTSTART;TZID=Asia/Kolkata:${icsIndiaTime(new Date(subEvent.start_datetime!))}\r\n`);
  if (subEvent.end_datetime) {
    expect(content).toContain(`\r\nDTEND;TZID=Asia/Kolkata:${icsIndiaTime(new Date(subEvent.end_datetime))}\r\n`);
  }
  expect(content).toContain(`\r\nUID:${subEvent.sub_event_uuid}@`);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'my-events');
});
