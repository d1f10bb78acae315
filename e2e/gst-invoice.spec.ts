import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { createSignedInParticipant, expectNoAxeViolations, storeSession, type ApiSession } from './support/auth';
import { openPaidEvents, payPendingTickets, registerAttendee, type ListedSubEvent } from './support/paid-tickets';

// The GST invoice (CGST Rule 46, IGST Act §12(6)) in the browser: an event outside the supplier's state
// (the demo company is in Karnataka) shows IGST in the order summary and on the invoice; Download PDF
// saves the stored PDF through the API client (the bearer token goes along); a refund after payment
// shows its credit note on My Orders and on the invoice page, downloadable too. axe and no sideways
// scrolling at 320, 390 and 1280 px; screenshots kept for a person to look at.

const WIDTHS = [320, 390, 1280];

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

async function checkWidths(page: Page, screen: string, shots = false) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${screen} at ${width} px: how far the page scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
    await test.step(`${screen}: axe at ${width} px`, () => expectNoAxeViolations(page));
    if (shots && width !== 320) {
      await page.screenshot({ path: `.test-results/screenshots/gst-${screen}-${width}.png`, fullPage: true });
    }
  }
}

/** An open paid demo event held outside Karnataka, with its state. */
async function interStateEvent(request: APIRequestContext): Promise<ListedSubEvent & { state_name: string }> {
  const events = (await openPaidEvents(request)) as (ListedSubEvent & { state_name: string | null })[];
  const found = events.find((event) => event.state_name && event.state_name !== 'Karnataka');
  expect(found, 'an open paid demo event outside Karnataka').toBeDefined();
  return found as ListedSubEvent & { state_name: string };
}

async function saveDownload(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(path)) };
}

test('an inter-state event: IGST in the order summary and on the invoice, and Download PDF saves the PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await createSignedInParticipant(request);
  const event = await interStateEvent(request);
  await page.goto('/about-us');
  await storeSession(page, session);
  await registerAttendee(request, session, event.sub_event_uuid, 'Asha Runner');

  await page.goto(`/order-summary?eventUuid=${event.sub_event_uuid}`);
  await page.getByRole('button', { name: 'View details' }).click();
  const breakdown = page.locator('#order-breakdown-lines');
  await expect(breakdown.getByText('Place of supply')).toBeVisible();
  await expect(breakdown.getByText(new RegExp(`^${event.state_name} \\(\\d\\d\\)$`))).toBeVisible();
  await expect(breakdown.getByText('IGST (18%)')).toBeVisible();
  await expect(breakdown.getByText('CGST (9%)')).toHaveCount(0);
  await expect(breakdown.getByText('SGST (9%)')).toHaveCount(0);
  const total = (await page.locator('.order-breakdown__amount').textContent()) ?? '';
  await checkWidths(page, 'order-summary');

  await payPendingTickets(request, session, event.sub_event_uuid);
  await page.goto('/my-orders');
  const card = page.getByRole('listitem').filter({ hasText: 'paid' });
  await expect(card.getByText(/^SL\/\d\d-\d\d\/\d{6}$/)).toBeVisible();
  const invoiceNumber = (await card.getByText(/^SL\/\d\d-\d\d\/\d{6}$/).textContent())!;
  expect(invoiceNumber.length).toBeLessThanOrEqual(16);
  await page.getByRole('link', { name: /^View Invoice for order/ }).click();

  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  const sheet = page.getByRole('article');
  await expect(sheet.getByText(invoiceNumber, { exact: true })).toBeVisible();
  await expect(sheet.getByText(/^GSTIN: 29[0-9A-Z]{13}$/)).toBeVisible();
  await expect(sheet.getByText('State: Karnataka (29)')).toBeVisible();
  await expect(sheet.getByText(new RegExp(`^${event.state_name} \\(\\d\\d\\)$`)).first()).toBeVisible();
  await expect(sheet.getByText('Inter-state (IGST)')).toBeVisible();
  await expect(sheet.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
  await expect(sheet.getByRole('columnheader', { name: 'CGST' })).toHaveCount(0);
  await expect(sheet.getByRole('cell', { name: '999651' }).first()).toBeVisible();
  await expect(sheet.getByRole('cell', { name: '998552' }).first()).toBeVisible();
  await expect(sheet.locator('.invoice__grand dd')).toHaveText(total);
  await expect(sheet.getByText(/^Amount in words: Rupees .+ Only$/)).toBeVisible();
  await expect(sheet.getByText(/computer-generated/)).toBeVisible();
  await checkWidths(page, 'invoice', true);

  await page.setViewportSize({ width: 1280, height: 844 });
  const file = await saveDownload(page, page.getByRole('button', { name: 'Download PDF', exact: true }));
  expect(file.name).toBe(`invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`);
  expect(Buffer.from(file.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(file.bytes);
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(total.replace('₹', ''));
  expect(text).toContain('IGST');
  // The print view stays.
  await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeVisible();
});

test('a failed download says so and can be tried again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const session = await createSignedInParticipant(request);
  const event = await interStateEvent(request);
  await registerAttendee(request, session, event.sub_event_uuid, 'Asha Runner');
  await payPendingTickets(request, session, event.sub_event_uuid);
  await page.goto('/about-us');
  await storeSession(page, session);
  await page.goto('/my-orders');
  await page.getByRole('link', { name: /^View Invoice for order/ }).click();
  const download = page.getByRole('button', { name: 'Download PDF', exact: true });
  await expect(download).toBeVisible();

  await page.route('**/api/v1/invoices/order/*/pdf', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"boom"}' }),
  );
  await download.click();
  await expect(page.getByRole('alert')).toHaveText('Failed to download invoice. Please try again.');
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await page.unroute('**/api/v1/invoices/order/*/pdf');
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(saved.suggestedFilename()).toMatch(/^invoice-SL-\d\d-\d\d-\d{6}\.pdf$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** A payment taken on an order a newer one replaced (a checkout left open in another tab): refunded. */
async function refundedAfterPayment(request: APIRequestContext, session: ApiSession, subEventUuid: string) {
  const headers = { Authorization: `Bearer ${session.token}` };
  await registerAttendee(request, session, subEventUuid, 'Asha Runner');
  const first = await request.post('/api/v1/orders/create', { headers, data: { sub_event_uuid: subEventUuid } });
  const { razorpay_order: stale } = (
    (await first.json()) as {
      message: { razorpay_order: { order_id: string; checkout_token: string } };
    }
  ).message;
  await registerAttendee(request, session, subEventUuid, 'Meera Runner');
  const second = await request.post('/api/v1/orders/create', { headers, data: { sub_event_uuid: subEventUuid } });
  expect(second.ok()).toBe(true);
  const completed = await request.post('/api/v1/payments/sandbox/complete', {
    data: { order_id: stale.order_id, outcome: 'success', checkout_token: stale.checkout_token },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const status = await request.get(`/api/v1/payments/status/${stale.order_id}`, { headers });
  expect(((await status.json()) as { message: { order: { status: string } } }).message.order.status).toBe('refunded');
}

test('a refund after payment: its credit note on My Orders, on the invoice page, and as a PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await createSignedInParticipant(request);
  const event = await interStateEvent(request);
  await refundedAfterPayment(request, session, event.sub_event_uuid);
  await page.goto('/about-us');
  await storeSession(page, session);

  await page.goto('/my-orders');
  const card = page.getByRole('listitem').filter({ hasText: 'refunded' });
  await expect(card.getByText('Credit Note', { exact: true })).toBeVisible();
  const creditNumber = (await card.getByText(/^CN\/\d\d-\d\d\/\d{6}/).textContent())!.trim().slice(0, 15);
  await expect(card.getByText(/^against invoice SL\/\d\d-\d\d\/\d{6}, /)).toBeVisible();
  await checkWidths(page, 'my-orders-credit-note', true);

  await page.setViewportSize({ width: 1280, height: 844 });
  await card.getByRole('link', { name: `View Credit Note ${creditNumber} for order`, exact: false }).click();
  const section = page.getByRole('region', { name: 'Credit Note' });
  await expect(section.getByText(creditNumber, { exact: true })).toBeVisible();
  await expect(section.getByText(/^SL\/\d\d-\d\d\/\d{6} dated \d\d [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await checkWidths(page, 'invoice-credit-note', true);

  await page.setViewportSize({ width: 1280, height: 844 });
  const file = await saveDownload(page, section.getByRole('button', { name: 'Download Credit Note PDF', exact: true }));
  expect(file.name).toBe(`credit-note-${creditNumber.replaceAll('/', '-')}.pdf`);
  const text = await pdfText(file.bytes);
  expect(text).toContain('Credit Note');
  expect(text).toContain(creditNumber);
});
