import { expect, test, type Page } from '@playwright/test';
import { digitGroup, newMobile, registerThroughApi, toast, typeDigits, type ApiSession } from './support/auth';
import { PNG, errorFor, field, fillAttendee, lookUpPin, paidEventWithCategories } from './support/booking-form';
import { PHONE, expectHindiScreen, recordDataWords } from './support/hindi';

// Issue 30 part 2, account and booking: at 390 px in Hindi a participant sees registration's first step
// and Forgot MPIN, signs in by typing the mobile number and MPIN, opens the profile, books a paid event through the attendee form (its SPEC §5
// messages shown in Hindi), reads the order summary and pays in the sandbox checkout: each screen with
// <html lang="hi">, nothing scrolling sideways, axe clean, and no English word left on screen but the
// data's (the event's and the organiser's form's labels and options) and the terms Indians write in
// Latin letters.

/** Written in Latin letters in these screens' Hindi too: the tax heads of the price breakdown. */
const LATIN_HERE = ['CGST', 'SGST', 'IGST', 'UPI', 'SMS', 'PNG', 'png'];

const MPIN = '4826';

/** Hindi chosen on this device, as the header's switch remembers it (src/i18n/language-choice.ts). */
async function chooseHindi(page: Page) {
  await page.evaluate(() => {
    document.cookie = 'startline_lang=hi; path=/';
    localStorage.setItem('startline_language', 'hi');
  });
}

/** The session the sign-in stored, as the booking's API calls from the test need it. */
async function storedSession(page: Page): Promise<ApiSession> {
  return page.evaluate(() => ({
    token: localStorage.getItem('access_token') ?? '',
    refresh_token: localStorage.getItem('refresh_token') ?? '',
    user: JSON.parse(localStorage.getItem('user_data') ?? '{}') as ApiSession['user'],
  }));
}

/** Words of the sandbox checkout's own dialog: the payment provider's screen, in its own language. */
async function providerWords(page: Page): Promise<string[]> {
  const texts = await page.getByRole('dialog').evaluate((dialog) => {
    const shown: string[] = [];
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) shown.push(node.textContent ?? '');
    return shown;
  });
  return texts.flatMap((text) => text.match(/[A-Za-z]+/g) ?? []);
}

test.use({ viewport: PHONE });

test('sign-in, the profile, a booking with its form messages, the order summary and payment, in Hindi', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dataWords = recordDataWords(page);
  for (const word of LATIN_HERE) dataWords.add(word);
  const mobile = newMobile();
  await registerThroughApi(page.request, mobile, MPIN, { fullName: 'Asha Verma' });
  await page.goto('/about-us');
  await chooseHindi(page);

  // Registration's first step.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'अपना खाता बनाएँ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'OTP भेजें' })).toBeVisible();
  await expectHindiScreen(page, dataWords, 'register');

  // Sign-in: a short number is refused in Hindi, then the number and MPIN typed as a person does.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'साइन इन करें' })).toBeVisible();
  // Forgot MPIN: its dialog in Hindi, closed again.
  await page.getByRole('button', { name: 'MPIN भूल गए?' }).click();
  const forgot = page.getByRole('dialog', { name: 'MPIN भूल गए' });
  await expect(forgot.getByRole('button', { name: 'OTP भेजें' })).toBeVisible();
  await expectHindiScreen(page, dataWords, 'forgot-mpin');
  await forgot.getByRole('button', { name: 'बंद करें' }).click();
  await expect(forgot).toBeHidden();

  const mobileField = page.getByLabel('मोबाइल नंबर');
  await mobileField.fill('98765');
  await mobileField.blur();
  await expect(page.getByText('कृपया 10 अंकों का सही मोबाइल नंबर डालें')).toBeVisible();
  await mobileField.fill(mobile);
  await typeDigits(digitGroup(page, 'MPIN'), MPIN);
  await expect(page.getByRole('button', { name: 'MPIN दिखाएँ' })).toBeVisible();
  await expectHindiScreen(page, dataWords, 'sign-in');
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
  await expect(toast(page, 'लॉगिन हो गया! Startline पर फिर से स्वागत है')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);

  // The profile.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'निजी जानकारी' })).toBeVisible();
  await expect(page.getByText('Asha Verma').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'MPIN बदलें' })).toBeVisible();
  dataWords.add('A'); // The avatar: the initial of the name, as the data spells it.
  await expectHindiScreen(page, dataWords, 'profile');

  // Step 1: the ticket categories.
  const session = await storedSession(page);
  const target = await paidEventWithCategories(page.request, session);
  const [first] = target.categories as [string];
  await page.goto(`/event/${target.uuid}/multi-registration`);
  await expect(page.getByRole('heading', { level: 1, name: 'श्रेणियाँ चुनें' })).toBeVisible();
  await expect(page.getByText('कृपया कम से कम एक टिकट चुनें')).toBeVisible();
  await page.getByRole('button', { name: `एक ${first} टिकट जोड़ें` }).click();
  await expect(page.getByLabel(`चुने गए ${first} टिकट`)).toHaveText('1');
  await expectHindiScreen(page, dataWords, 'booking-categories');
  await page.getByRole('button', { name: 'आगे बढ़ें', exact: true }).click();

  // Step 2: the attendee form, submitted empty, then with a bad e-mail: SPEC §5's messages in Hindi.
  await expect(page.getByRole('heading', { name: `प्रतिभागी 1/1 — ${first}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' })).toBeDisabled();
  await page.getByRole('button', { name: 'प्रतिभागी जमा करें' }).click();
  await expect(toast(page, 'जमा करने से पहले फ़ॉर्म की गलतियाँ ठीक करें')).toBeVisible();
  expect(await errorFor(field(page, 'Full Name'))).toContain('Full Name भरना ज़रूरी है');
  await expect(page.getByText('आगे बढ़ने के लिए घोषणा और दायित्व-मुक्ति से सहमत होना ज़रूरी है')).toBeVisible();
  await field(page, 'Email Address').fill('asha@');
  await field(page, 'Email Address').blur();
  expect(await errorFor(field(page, 'Email Address'))).toContain('कृपया सही ईमेल पता डालें');
  await field(page, 'PIN Code').fill('012345');
  expect(await errorFor(field(page, 'PIN Code'))).toContain('पिनकोड 0 से शुरू नहीं हो सकता');
  await expectHindiScreen(page, dataWords, 'attendee-form-errors');

  await page.getByRole('checkbox', { name: 'मैं अपने लिए रजिस्टर कर रहा/रही हूँ' }).check();
  await expect(field(page, 'Email Address')).toHaveValue(`${session.user.username}@example.in`);
  await fillAttendee(page, null, '9899988877');
  await lookUpPin(page, '411001');
  await expect(toast(page, 'जगह मिल गई: Pune, Maharashtra')).toBeVisible();
  await field(page, /^Photo ID/).setInputFiles({ name: 'id-proof.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('अपलोड हो गई:')).toBeVisible();
  await page.getByRole('checkbox', { name: /मैंने घोषणा और दायित्व-मुक्ति पढ़ ली है/ }).check();
  await expectHindiScreen(page, dataWords, 'attendee-form-ready');
  await page.getByRole('button', { name: 'प्रतिभागी जमा करें' }).click();
  await expect(toast(page, 'प्रतिभागी जमा हो गया!')).toBeVisible();
  await expect(page.getByText('1 में से 1 जमा')).toBeVisible();
  await expect(page.getByText(/^आपकी जगहें \d\d:\d\d तक आपके लिए रुकी हैं$/)).toBeVisible();
  await expectHindiScreen(page, dataWords, 'attendees-submitted');

  // The order summary, its breakdown open.
  await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-summary\\?eventUuid=${target.uuid}`));
  await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर का सारांश' })).toBeVisible();
  await page.getByRole('button', { name: 'पूरा ब्योरा देखें' }).click();
  await expect(page.getByText('टिकट (1)')).toBeVisible();
  await expect(page.getByText('भुगतान बाकी').first()).toBeVisible();
  const total = (await page.locator('.order-breakdown__amount').textContent()) ?? '';
  expect(total).toMatch(/^₹[\d,]+\.\d\d$/);
  await expectHindiScreen(page, dataWords, 'order-summary');

  // The sandbox checkout (the payment provider's own dialog, in its language), then the paid state.
  await page.getByRole('button', { name: `${total} का भुगतान करें` }).click();
  const checkout = page.getByRole('dialog');
  await expect(checkout.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
  for (const word of await providerWords(page)) dataWords.add(word);
  await expectHindiScreen(page, dataWords, 'checkout');
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(toast(page, 'भुगतान हो गया! पंजीकरण पूरा हुआ।')).toBeVisible();
  await expect(page).toHaveURL(/\/my-events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे इवेंट' })).toBeVisible();
  await expectHindiScreen(page, dataWords, 'paid');
});
