import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  PNG,
  errorFor,
  field,
  fillAttendee,
  lookUpPin,
  paidEventWithCategories,
  submit,
  waiver,
  type Attendee,
  type Target,
} from './support/booking-form';
import { createSignedInParticipant, expectNoAxeViolations, storeSession, toast, type ApiSession } from './support/auth';
import { checkoutReady } from './support/paid-tickets';

// Issue 8 and 9 journeys against the real server, the demo data and the sandbox checkout: tickets in
// two categories, three attendee forms (every error text by bad input, PIN found and not found,
// self-prefill, a draft kept across a reload, an upload with its progress bar, a failed upload
// retried, fill from a previous attendee), the order summary, paying, My Events, My Orders, the invoice.

async function signedIn(page: Page): Promise<ApiSession> {
  const session = await createSignedInParticipant(page.request);
  await page.goto('/about-us');
  await storeSession(page, session);
  return session;
}

/** Signed in, one ticket of a paid event's first category chosen, its form open: the category. */
async function openOneTicketForm(page: Page): Promise<string> {
  const session = await signedIn(page);
  const target = await paidEventWithCategories(page.request, session);
  const [first] = target.categories as [string];
  await page.goto(`/event/${target.uuid}/multi-registration`);
  await page.getByRole('button', { name: `Add a ${first} ticket` }).click();
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Attendee 1 of 1 — ${first}` })).toBeVisible();
  return first;
}

/** Signed in with two pending tickets held through the API (the second for `second`, if given). */
async function twoHeldTickets(page: Page, second?: { name: string; email: string }): Promise<Target> {
  const session = await signedIn(page);
  const target = await paidEventWithCategories(page.request, session);
  const headers = { Authorization: `Bearer ${session.token}` };
  await registerThroughApi(page.request, headers, target.uuid);
  await registerThroughApi(page.request, headers, target.uuid, second);
  return target;
}

async function checkScreen(page: Page, name: string) {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
    expect(sizes.scroll, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(sizes.inner);
    if (width !== 320) {
      await page.screenshot({
        path: `.test-results/screenshots/booking-${name}-${width}.png`,
        fullPage: true,
        style: '[data-sonner-toaster] { display: none !important; }',
      });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
}

test.describe('booking', () => {
  test('two categories, three attendees, every error by bad input, then pay and find the order and invoice', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const session = await signedIn(page);
    const target = await paidEventWithCategories(page.request, session);
    const [first, second] = target.categories as [string, string];

    // From the event page, as a person goes.
    await page.goto(`/event/${target.uuid}`);
    await page.getByRole('button', { name: 'Buy Tickets' }).click();
    await expect(page.getByRole('heading', { name: 'Select Categories' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed', exact: true })).toBeDisabled();
    await expect(page.getByText('Please select at least one ticket')).toBeVisible();
    await expect(page.getByText('Prices are excluding Booking Fees')).toBeVisible();
    await page.getByRole('button', { name: `Add a ${first} ticket` }).click();
    await page.getByRole('button', { name: `Add a ${first} ticket` }).click();
    await page.getByRole('button', { name: `Add a ${second} ticket` }).click();
    await expect(page.getByLabel(`${first} tickets selected`)).toHaveText('2');
    await checkScreen(page, '01-categories');
    await page.getByRole('button', { name: 'Proceed', exact: true }).click();

    // Form 1: every error text by bad input, then self-prefill, PIN found, an upload with progress.
    await expect(page.getByRole('heading', { name: `Attendee 1 of 2 — ${first}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
    await submit(page);
    await expect(toast(page, 'Please fix the errors in the form before submitting')).toBeVisible();
    expect(await errorFor(field(page, 'Full Name'))).toContain('Full Name is required');
    await expect(page.getByText('You must agree to the Declaration & Waiver of Liability to proceed')).toBeVisible();
    await field(page, 'Email Address').fill('asha@');
    await field(page, 'Email Address').blur();
    expect(await errorFor(field(page, 'Email Address'))).toContain('Please enter a valid email address');
    await field(page, 'Mobile Number').fill('98765');
    await field(page, 'Mobile Number').blur();
    expect(await errorFor(field(page, 'Mobile Number'))).toContain('Please enter a valid 10-digit phone number');
    await field(page, 'PIN Code').fill('012345');
    expect(await errorFor(field(page, 'PIN Code'))).toContain('PIN code cannot start with 0');
    await field(page, 'PIN Code').fill('4110');
    await field(page, 'PIN Code').blur();
    expect(await errorFor(field(page, 'PIN Code'))).toContain('PIN code must be exactly 6 digits');
    await field(page, 'Date of Birth').fill('2090-01-01');
    await field(page, 'Date of Birth').blur();
    expect(await errorFor(field(page, 'Date of Birth'))).toContain('Please enter a valid date of birth');
    await field(page, 'Years of Experience in the Sport').fill('a few');
    await field(page, 'Years of Experience in the Sport').blur();
    expect(await errorFor(field(page, 'Years of Experience in the Sport'))).toContain('Please enter a valid number');
    await field(page, 'Years of Experience in the Sport').fill('');
    await checkScreen(page, '02-form-errors');

    await page.getByRole('checkbox', { name: 'I am registering for myself' }).check();
    await expect(field(page, 'Email Address')).toHaveValue(`${session.user.username}@example.in`);
    await fillAttendee(page, null, '9899988877');
    // The emergency contact may not be the attendee's own number, checked again when the phone changes.
    const ownPhone = await field(page, 'Mobile Number').inputValue();
    await field(page, 'Emergency Contact Number').fill(ownPhone);
    await field(page, 'Emergency Contact Number').blur();
    expect(await errorFor(field(page, 'Emergency Contact Number'))).toContain(
      'Emergency contact number cannot be the same as participant phone number',
    );
    await field(page, 'Emergency Contact Number').fill('9899988877');
    await lookUpPin(page, '411001');
    await expect(toast(page, 'Location found: Pune, Maharashtra')).toBeVisible();
    await expect(field(page, /^City/)).toHaveValue('Pune');
    await expect(field(page, /^State/)).toHaveValue('Maharashtra');

    let releaseUpload: () => void = () => {};
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/api/v1/uploads/single', async (route) => {
      await uploadHeld;
      await route.continue();
    });
    await field(page, /^Photo ID/).setInputFiles({ name: 'id-proof.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('progressbar', { name: 'Uploading id-proof.png' })).toBeVisible();
    await checkScreen(page, '03-uploading');
    releaseUpload();
    await expect(page.getByText('Uploaded:')).toBeVisible();
    await page.unroute('**/api/v1/uploads/single');
    await waiver(page).check();
    await checkScreen(page, '04-form-ready');
    await submit(page);
    await expect(toast(page, 'Attendee submitted successfully!')).toBeVisible();

    // Form 2: a draft kept across a reload, PIN not found, a failed upload retried.
    await expect(page.getByRole('heading', { name: `Attendee 2 of 2 — ${first}` })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'I am registering for myself' })).toHaveCount(0);
    await field(page, 'Full Name').fill('Meera Rao');
    await field(page, 'Email Address').fill('meera.rao@example.in');
    await page.reload();
    await expect(page.getByRole('heading', { name: `Attendee 2 of 2 — ${first}` })).toBeVisible();
    await expect(field(page, 'Full Name')).toHaveValue('Meera Rao');
    await expect(field(page, 'Email Address')).toHaveValue('meera.rao@example.in');
    await field(page, 'Mobile Number').fill('9811122233');
    await fillAttendee(page, null, '9822233344');
    await lookUpPin(page, '999999');
    await expect(
      toast(page, 'Location not found for this pincode. Please enter city and state manually.'),
    ).toBeVisible();
    await field(page, /^City/).fill('Leh');
    await field(page, /^State/).fill('Ladakh');
    let failedOnce = false;
    await page.route('**/api/v1/uploads/single', async (route) => {
      if (failedOnce) return route.continue();
      failedOnce = true;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' });
    });
    await field(page, /^Photo ID/).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, /^Failed to upload licence\.png: /)).toBeVisible();
    await checkScreen(page, '05-upload-failed');
    // By keyboard, focus goes on from each pressed button to the next state's: Replace, then the picker.
    await page.getByRole('button', { name: 'Retry upload' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Uploaded:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Replace file' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Remove file' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field(page, /^Photo ID/)).toBeFocused();
    await field(page, /^Photo ID/).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Uploaded:')).toBeVisible();
    await page.unroute('**/api/v1/uploads/single');
    await waiver(page).check();
    await submit(page);
    await expect(toast(page, 'Attendee submitted successfully!')).toBeVisible();

    // Form 3: fill from a previous attendee, then change what differs.
    await expect(page.getByRole('heading', { name: `Attendee 1 of 1 — ${second}` })).toBeVisible();
    await page.getByLabel('Fill from a previous attendee').selectOption({ label: 'Meera Rao · meera.rao@example.in' });
    await expect(field(page, 'Email Address')).toHaveValue('meera.rao@example.in');
    await expect(field(page, 'Emergency Contact Name')).toHaveValue('Ravi Rao');
    await field(page, 'Full Name').fill('Kabir Rao');
    await field(page, 'Email Address').fill('kabir.rao@example.in');
    await field(page, 'Mobile Number').fill('9833344455');
    await waiver(page).check();
    await submit(page);
    await expect(page.getByText('3 of 3 submitted')).toBeVisible();
    await expect(page.getByText(/^Your places are held for \d\d:\d\d$/)).toBeVisible();
    await checkScreen(page, '06-all-submitted');

    // The order summary: the total equals what is charged and what the invoice says.
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/order-summary\\?eventUuid=${target.uuid}`));
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await page.getByRole('button', { name: 'View details' }).click();
    await expect(page.getByRole('button', { name: 'Hide details' })).toBeVisible();
    const total = (await page.locator('.order-breakdown__amount').textContent()) ?? '';
    expect(total).toMatch(/^₹[\d,]+\.\d\d$/);
    await checkScreen(page, '07-order-summary');
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    const checkout = page.getByRole('dialog');
    await expect(checkout).toContainText(total);
    await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(toast(page, 'Payment successful! Registration completed.')).toBeVisible();
    await expect(page).toHaveURL(/\/my-events$/);
    await expect(page.getByText('1 event')).toBeVisible();
    await checkScreen(page, '08-my-events');

    await page.goto('/my-orders');
    await expect(page.getByText('paid', { exact: true })).toBeVisible();
    await expect(page.locator('.order-card__amount')).toHaveText(total);
    await checkScreen(page, '09-my-orders');
    await page.getByRole('link', { name: /^View Invoice for order/ }).click();
    await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeVisible();
    await expect(page.locator('.invoice__grand dd')).toHaveText(total);
    await expect(page.getByRole('cell', { name: '999651' }).first()).toBeVisible();
    await checkScreen(page, '10-invoice');
    // Print Invoice: the sheet alone, on one A4 page (Chromium's own PDF of the print media).
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeHidden();
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await page.screenshot({ path: '.test-results/screenshots/booking-11-invoice-print.png', fullPage: true });
    const pdf = await page.pdf({ path: '.test-results/screenshots/booking-11-invoice.pdf', preferCSSPageSize: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g), 'invoice pages').toHaveLength(1);
  });

  test("a minor's form asks for a parent or guardian's name, mobile and consent, and keeps them", async ({ page }) => {
    test.setTimeout(90_000);
    const session = await signedIn(page);
    const age = 14;
    const target = await paidEventWithCategories(
      page.request,
      session,
      // Born on 15 January: 13 or 14 today, depending on the month.
      (subEvent) => (subEvent.min_age ?? 0) <= age - 1 && (subEvent.max_age ?? 120) >= age,
    );
    const [first] = target.categories as [string];
    await page.goto(`/event/${target.uuid}/multi-registration`);
    await page.getByRole('button', { name: `Add a ${first} ticket` }).click();
    await page.getByRole('button', { name: 'Proceed', exact: true }).click();
    await fillAttendee(
      page,
      { name: 'Kavya Rao', email: 'kavya.rao@example.in', phone: '9876543210', emergency: '' },
      '9123456780',
    );
    await lookUpPin(page, '411001');
    await expect(field(page, 'City')).toHaveValue(/\S/);
    const guardian = page.getByRole('group', { name: 'Parent or guardian' });
    await expect(guardian).toHaveCount(0);

    // Fourteen today: the group shows, and a submit without it is refused.
    const today = new Date();
    await field(page, 'Date of Birth').fill(`${today.getFullYear() - age}-01-15`);
    await field(page, 'Date of Birth').blur();
    await expect(guardian).toBeVisible();
    await waiver(page).check();
    await submit(page);
    await expect(toast(page, 'Please fix the errors in the form before submitting')).toBeVisible();
    const guardianName = guardian.getByLabel("Guardian's full name");
    await expect(guardianName).toBeFocused();
    expect(await errorFor(guardianName)).toContain('Full name is required');
    const consent = guardian.getByRole('checkbox', { name: /I am the parent or legal guardian of this attendee/ });
    expect(await errorFor(consent)).toContain(
      'The consent of a parent or guardian is required for an attendee under 18',
    );
    await expectNoAxeViolations(page);

    await guardianName.fill('Meera Rao');
    await guardian.getByLabel("Guardian's mobile number").fill('98123 45670');
    await guardian.getByLabel("Guardian's mobile number").blur();
    expect(await errorFor(guardian.getByLabel("Guardian's mobile number"))).not.toContain('mobile number');
    // A reload on a slow network loses nothing typed: the guardian's name and number come back; the
    // consent, like the Declaration, is ticked again.
    await page.reload();
    await expect(guardian.getByLabel("Guardian's full name")).toHaveValue('Meera Rao');
    await expect(guardian.getByLabel("Guardian's mobile number")).toHaveValue('9812345670');
    await expect(consent).not.toBeChecked();
    await waiver(page).check();
    await consent.check();
    await submit(page);
    await expect(page.getByText('1 of 1 submitted')).toBeVisible();

    // Kept with the registration: 'Download my data' shows who consented.
    const exported = await page.request.get('/api/v1/auth/me/data', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const { data } = (await exported.json()) as { data: { attendees: { guardian: unknown }[] } };
    expect(data.attendees.map((attendee) => attendee.guardian)).toEqual([
      expect.objectContaining({ full_name: 'Meera Rao', mobile_number: '9812345670' }),
    ]);
  });

  test('a dismissed checkout says so, a failed attempt stays open, and a double click makes one order', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const session = await signedIn(page);
    const target = await paidEventWithCategories(page.request, session);
    const headers = { Authorization: `Bearer ${session.token}` };
    await registerThroughApi(page.request, headers, target.uuid);

    await page.goto(`/order-summary?eventUuid=${target.uuid}`);
    await checkoutReady(page);
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await expect(pay).toBeEnabled();
    await pay.dblclick();
    const checkout = page.getByRole('dialog');
    await expect(checkout).toBeVisible();
    // The sandbox shows the order's own amount once read from the server, and who is paying.
    await expect(checkout.getByRole('button', { name: /^Pay ₹[\d,]+\.\d\d$/ })).toBeEnabled();
    await expect(checkout).toContainText('Asha Runner');
    await expect(checkout).toContainText('asha.runner@example.in');
    await checkScreen(page, '12-sandbox-checkout');
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await expect(toast(page, 'Payment was cancelled')).toBeVisible();

    await pay.click();
    await checkout.getByRole('button', { name: 'Simulate failure' }).click();
    await expect(checkout).toBeVisible();
    await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/my-events$/);

    const orders = await page.request.get('/api/v1/orders/?page=1&per_page=10', { headers });
    const { message } = (await orders.json()) as { message: { orders: { status: string }[] } };
    expect(message.orders.map((order) => order.status)).toEqual(['paid']);

    // Booking the same, now paid, attendee again: the server says 'already registered' (SPEC §8) and
    // the person is sent to My Events, where the ticket is.
    await page.goto(`/event/${target.uuid}/multi-registration`);
    await page.getByRole('button', { name: `Add a ${target.categories[0]} ticket` }).click();
    await page.getByRole('button', { name: 'Proceed', exact: true }).click();
    await page
      .getByLabel('Fill from a previous attendee')
      .selectOption({ label: 'Asha Runner · asha.runner@example.in' });
    await expect(page.getByLabel('Full Name')).toHaveValue('Asha Runner');
    await waiver(page).check();
    await submit(page);
    await expect(toast(page, 'This attendee is already registered for this event')).toBeVisible();
    await expect(page).toHaveURL(/\/my-events$/);
  });

  test('a reload while the checkout is open finds out that the order got paid', async ({ page }) => {
    test.setTimeout(90_000);
    const session = await signedIn(page);
    const target = await paidEventWithCategories(page.request, session);
    await registerThroughApi(page.request, { Authorization: `Bearer ${session.token}` }, target.uuid);
    await page.goto(`/order-summary?eventUuid=${target.uuid}`);
    await checkoutReady(page);
    const created = page.waitForResponse((response) => response.url().includes('/api/v1/orders/create'));
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const { message } = (await (await created).json()) as {
      message: { razorpay_order: { order_id: string; checkout_token: string } };
    };
    await expect(page.getByRole('dialog')).toBeVisible();
    // The payment completes at the provider (another device, a slow network) while this tab reloads.
    const completed = await page.request.post('/api/v1/payments/sandbox/complete', {
      data: {
        order_id: message.razorpay_order.order_id,
        outcome: 'success',
        checkout_token: message.razorpay_order.checkout_token,
      },
    });
    expect(completed.ok()).toBe(true);
    await page.reload();
    await expect(toast(page, 'Payment successful! Registration completed.')).toBeVisible();
    await expect(page).toHaveURL(/\/my-events$/);
  });

  test('a hold that runs out shows the ticket Expired, and Book again reuses its answers', async ({ page }) => {
    test.setTimeout(90_000);
    const session = await signedIn(page);
    const target = await paidEventWithCategories(page.request, session);
    await registerThroughApi(page.request, { Authorization: `Bearer ${session.token}` }, target.uuid);
    // The browser's clock runs ahead: the server's 15-minute hold is over as far as the page can tell.
    await page.clock.install();
    await page.goto(`/event/${target.uuid}/multi-registration`);
    await expect(page.getByText('1 of 1 submitted')).toBeVisible();
    await expect(page.getByText(/^Your places are held for 1\d:\d\d$/)).toBeVisible();
    await page.clock.fastForward('16:00');
    await expect(page.getByText('Expired', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
    await checkScreen(page, '12-hold-expired');
    const released = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/registrations/'),
    );
    await page.getByRole('button', { name: 'Book again' }).click();
    expect((await released).ok()).toBe(true);
    await expect(page.getByLabel('Full Name')).toHaveValue('Asha Runner');
    await expect(page.getByLabel('Email Address')).toHaveValue('asha.runner@example.in');
    // Back to the server's time, so the new ticket's fresh 15-minute hold is not over on arrival.
    await page.clock.setSystemTime(new Date());
    await waiver(page).check();
    await submit(page);
    await expect(page.getByText('1 of 1 submitted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  test("the attendee form's code, fetched after step 1 paints, says so when it cannot arrive, and comes on Retry", async ({
    page,
  }) => {
    // Only a cut network makes a same-origin chunk fail: the route aborts the form's chunk.
    const formChunk = /\/assets\/attendee-form\.screen-[^/]*\.js(\?.*)?$/;
    await page.route(formChunk, (route) => route.abort('internetdisconnected'));
    const first = await openOneTicketForm(page);

    const alert = page.getByRole('alert').filter({ hasText: 'Network error. Please check your internet connection.' });
    await expect(alert).toBeVisible();
    await expect(field(page, 'Full Name')).toHaveCount(0);
    await checkScreen(page, '00-form-code-failed');
    await page.unroute(formChunk);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(field(page, 'Full Name')).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `Attendee 1 of 1 — ${first}` })).toBeVisible();
  });

  test('offline or a failing API mid-booking: the SPEC §8 texts, and nothing typed or held is lost', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const first = await openOneTicketForm(page);
    const typed: Attendee = {
      name: 'Nisha Iyer',
      email: 'nisha.iyer@example.in',
      phone: '9844455566',
      emergency: '9855566677',
    };
    await fillAttendee(page, typed, typed.emergency);
    await lookUpPin(page, '411001');
    await expect(field(page, /^City/)).toHaveValue('Pune');
    await field(page, /^Photo ID/).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Uploaded:')).toBeVisible();
    await waiver(page).check();

    // The connection drops as the person submits: the form says so and keeps every answer.
    await context.setOffline(true);
    await submit(page);
    await expect(toast(page, 'Failed to submit ticket')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Attendee 1 of 1 — ${first}` })).toBeVisible();
    await expect(field(page, 'Full Name')).toHaveValue(typed.name);
    await expect(field(page, 'Email Address')).toHaveValue(typed.email);
    await expect(field(page, 'Mobile Number')).toHaveValue(typed.phone);
    await expect(field(page, 'Emergency Contact Number')).toHaveValue(typed.emergency);
    await expect(field(page, /^City/)).toHaveValue('Pune');
    await expect(page.getByText('Uploaded:')).toBeVisible();
    await expect(waiver(page)).toBeChecked();
    await checkScreen(page, '13-offline-submit');

    // Back online, the same answers go through without retyping.
    await context.setOffline(false);
    await submit(page);
    await expect(toast(page, 'Attendee submitted successfully!')).toBeVisible();
    await expect(page.getByText('1 of 1 submitted')).toBeVisible();

    // The next page's code cannot download while offline: the §8 text under the header instead of a
    // blank page, and the page comes by itself once the browser is back online.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const offline = page.getByRole('heading', { name: 'Network error. Please check your internet connection.' });
    await expect(offline).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await checkScreen(page, '14-offline-next-page');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(offline).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();

    // The API fails as the order is created: its §8 text, nothing charged, and the next Pay works.
    await page.route('**/api/v1/orders/create', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }),
    );
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await pay.click();
    await expect(toast(page, 'Failed to create order')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.unroute('**/api/v1/orders/create');
    await pay.click();
    const checkout = page.getByRole('dialog');
    await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(toast(page, 'Payment successful! Registration completed.')).toBeVisible();
    await expect(page).toHaveURL(/\/my-events$/);
  });

  test('saved attendees forgotten by keyboard: focus goes to the next Forget, then the form heading', async ({
    page,
  }) => {
    const target = await twoHeldTickets(page, { name: 'Meera Rao', email: 'meera.rao@example.in' });
    const [first] = target.categories as [string];
    // The two held tickets open the booking at its attendee step: back to add a third.
    await page.goto(`/event/${target.uuid}/multi-registration`);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: `Add a ${first} ticket` }).click();
    await page.getByRole('button', { name: 'Proceed', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Attendee 3 of 3 — ${first}` })).toBeVisible();

    await page.getByText('Manage saved attendees').focus();
    await page.keyboard.press('Enter');
    const forgetAsha = page.getByRole('button', { name: 'Forget Asha Runner' });
    const forgetMeera = page.getByRole('button', { name: 'Forget Meera Rao' });
    await forgetAsha.focus();
    await page.keyboard.press('Enter');
    await expect(forgetAsha).toHaveCount(0);
    await expect(forgetMeera).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Fill from a previous attendee')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `Attendee 3 of 3 — ${first}` })).toBeFocused();
  });

  test('pending tickets can be deleted from the order summary, by keyboard, focus kept on the page', async ({
    page,
  }) => {
    const target = await twoHeldTickets(page);
    await page.goto(`/order-summary?eventUuid=${target.uuid}`);
    const deleteButtons = page.getByRole('button', { name: /^Delete the ticket for / });
    await expect(deleteButtons).toHaveCount(2);

    // The pressed button goes with its ticket: focus moves to the list's heading, not the page's body.
    await deleteButtons.first().focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Ticket removed successfully')).toBeVisible();
    await expect(deleteButtons).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Tickets', exact: true })).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(deleteButtons).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'No Order Found' })).toBeFocused();
  });
});

/** One attendee through the API, answering what the demo form requires. */
async function registerThroughApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  subEventUuid: string,
  attendee: { name: string; email: string } = { name: 'Asha Runner', email: 'asha.runner@example.in' },
) {
  const base = `/api/v1/participant-registration/sub-events/${subEventUuid}`;
  const form = await request.get(`${base}/registration-form`, { headers });
  const { message } = (await form.json()) as {
    message: {
      form_fields: {
        field_uuid: string;
        field_name: string;
        field_type: string;
        is_required: boolean;
        options: { option_label: string }[];
      }[];
    };
  };
  const byName: Record<string, string> = {
    mandatory_participant_name: attendee.name,
    mandatory_email: attendee.email,
    mandatory_phone: '9876543210',
    mandatory_date_of_birth: '1990-05-17',
    mandatory_pincode: '411001',
    mandatory_city: 'Pune',
    mandatory_state: 'Maharashtra',
    mandatory_emergency_contact_number: '9123456780',
  };
  const responses = message.form_fields.flatMap((formField) => {
    const known = byName[formField.field_name];
    if (known) return [{ field_uuid: formField.field_uuid, response_text: known }];
    if (!formField.is_required || /pricing/.test(formField.field_name)) return [];
    const option = formField.options[0]?.option_label;
    if (option) return [{ field_uuid: formField.field_uuid, response_text: option }];
    return [{ field_uuid: formField.field_uuid, response_text: 'Yes' }];
  });
  const registered = await request.post(`${base}/register`, { headers, data: { responses } });
  expect(registered.ok(), await registered.text()).toBe(true);
}
