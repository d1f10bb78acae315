import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createSignedInParticipant, storeSession } from './support/auth';
import { PHONE, expectHindiScreen, recordDataWords } from './support/hindi';
import { openPaidEvents, payPendingTickets, registerAttendee } from './support/paid-tickets';

// Issue 30 part 2, after payment and the information pages: at 390 px in Hindi a signed-in participant
// with paid tickets sees My Events, Your Registrations, an e-ticket, the cancel and transfer dialogs, the group pass,
// My Orders and the invoice page, and anyone sees About Us, the policies, the Registration Guide and a
// page that does not exist: each with <html lang="hi">, nothing scrolling sideways, axe clean, and no
// English word left on screen but the data's names (the invoice itself stays English, marked so). And
// offline passes in Hindi: seen online, then offline after a reload, with the Hindi offline line.

/** Written in Latin letters in these screens' Hindi too: tax heads, abbreviations and the names of things. */
const LATIN_HERE = [
  'QR',
  'CGST',
  'SGST',
  'SMS',
  'PDF',
  'CEO',
  'CTO',
  'Razorpay',
  'utm',
  'source',
  'medium',
  'campaign',
  'term',
  'content',
];

/** The demo event whose policy allows cancelling (server/seed), so its tickets offer 'Cancel ticket'. */
const BOX_CRICKET = 'Salt Lake Box Cricket Bash';

/** Hindi chosen on this device, as the header's switch remembers it (src/app/language/chosen-language.ts). */
async function chooseHindi(page: Page) {
  await page.evaluate(() => {
    document.cookie = 'startline_lang=hi; path=/';
    localStorage.setItem('startline_language', 'hi');
  });
}

function dataWordsOf(page: Page): Set<string> {
  const words = recordDataWords(page);
  for (const word of LATIN_HERE) words.add(word);
  return words;
}

test.describe('online', () => {
  test.use({ viewport: PHONE });

  test('My Events, Your Registrations, an e-ticket, the cancel and transfer dialogs, the group pass, My Orders and the invoice in Hindi', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const dataWords = dataWordsOf(page);
    const event = (await openPaidEvents(page.request)).find((candidate) => candidate.name === BOX_CRICKET);
    expect(event, `the demo's ${BOX_CRICKET}, which allows cancelling`).toBeDefined();
    const session = await createSignedInParticipant(page.request);
    for (const name of ['Meera Iyer', 'Rohan Iyer']) {
      await registerAttendee(page.request, session, event!.sub_event_uuid, name);
    }
    await payPendingTickets(page.request, session, event!.sub_event_uuid);
    await page.goto('/about-us');
    await storeSession(page, session);
    await chooseHindi(page);

    await page.goto('/my-events');
    await expect(page.getByRole('heading', { level: 1, name: 'मेरे इवेंट' })).toBeVisible();
    await expect(page.getByText(/^\d+ इवेंट$/)).toBeVisible();
    await expectHindiScreen(page, dataWords, 'my-events');

    await page
      .getByRole('link', { name: new RegExp(event!.event_title) })
      .first()
      .click();
    const panel = page.getByRole('region', { name: 'आपके पंजीकरण' });
    await expect(panel.getByText('2 प्रतिभागी · 2 पूरे · 0 बाकी')).toBeVisible();
    await expect(
      panel.getByText(/^आप भुगतान किया गया टिकट .+ तक रद्द कर सकते हैं; इवेंट उसकी कीमत का 10% रखेगा।$/),
    ).toBeVisible();
    await expect(panel.getByText('पंजीकृत').first()).toBeVisible();
    await expectHindiScreen(page, dataWords, 'registrations');

    await panel.getByRole('button', { name: 'Meera Iyer का ई-टिकट देखें' }).click();
    const ticket = page.getByRole('dialog', { name: 'ई-टिकट' });
    await expect(ticket.getByRole('img', { name: 'Meera Iyer के टिकट का QR कोड' })).toBeVisible();
    await expect(ticket.getByText('टिकट कोड')).toBeVisible();
    await expectHindiScreen(page, dataWords, 'e-ticket');
    await page.keyboard.press('Escape');
    await expect(ticket).toBeHidden();

    await panel.getByRole('button', { name: 'Rohan Iyer का टिकट रद्द करें' }).click();
    const cancel = page.getByRole('dialog', { name: 'यह टिकट रद्द करें?' });
    await expect(cancel.getByText('रद्द करने का शुल्क (10%)')).toBeVisible();
    await expect(cancel.getByRole('button', { name: 'रद्द करने की पुष्टि करें' })).toBeVisible();
    await expectHindiScreen(page, dataWords, 'cancel-ticket');
    await cancel.getByRole('button', { name: 'टिकट रखें' }).click();
    await expect(cancel).toBeHidden();

    await panel.getByRole('button', { name: 'Meera Iyer का टिकट ट्रांसफ़र करें' }).click();
    const transfer = page.getByRole('dialog', { name: 'यह टिकट ट्रांसफ़र करें' });
    await expect(transfer.getByText(/^Meera Iyer की जगह किसी और को दें।/)).toBeVisible();
    await expect(transfer.getByLabel('उनका मोबाइल नंबर')).toBeVisible();
    await expectHindiScreen(page, dataWords, 'transfer-ticket');
    await transfer.getByRole('button', { name: 'टिकट रखें' }).click();
    await expect(transfer).toBeHidden();

    await panel.getByRole('link', { name: 'सभी पास एक स्क्रीन पर देखें' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ग्रुप पास' })).toBeVisible();
    await expect(page.getByText('इस इवेंट के आपके सभी 2 टिकट, काउंटर पर एक साथ दिखाने के लिए।')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Rohan Iyer का पास' }).getByRole('img', { name: 'Rohan Iyer के टिकट का QR कोड' }),
    ).toBeVisible();
    await expectHindiScreen(page, dataWords, 'group-pass');

    await page.goto('/my-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeVisible();
    await expect(page.getByText('भुगतान हो गया').first()).toBeVisible();
    await expect(page.getByText(/^सभी \d+ ऑर्डर दिखाए गए$/)).toBeVisible();
    await expectHindiScreen(page, dataWords, 'my-orders');

    await page.getByRole('link', { name: 'इनवॉइस देखें' }).first().click();
    await expect(page.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeVisible();
    await expect(page.getByText('टैक्स दस्तावेज़ होने के कारण इनवॉइस अंग्रेज़ी में ही जारी होता है।')).toBeVisible();
    // The tax document itself: English, and marked as English for the reader and the scan.
    await expect(page.locator('article.invoice__sheet')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
    await expectHindiScreen(page, dataWords, 'invoice');
  });

  test('About Us, the policies, the Registration Guide and a missing page in Hindi', async ({ page }) => {
    test.setTimeout(120_000);
    const dataWords = dataWordsOf(page);
    await page.goto('/about-us');
    await chooseHindi(page);
    const pages: [string, string, string][] = [
      ['/about-us', 'हमारे बारे में', 'about-us'],
      ['/privacy-policy', 'गोपनीयता नीति', 'privacy-policy'],
      ['/terms-and-conditions', 'नियम और शर्तें', 'terms'],
      ['/refund-policy', 'रिफ़ंड और रद्द करने की नीति', 'refund-policy'],
      ['/registration-guide', 'पंजीकरण गाइड', 'registration-guide'],
      ['/no-such-page', 'पेज नहीं मिला', 'not-found'],
    ];
    for (const [path, heading, name] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path.endsWith('policy') || path === '/terms-and-conditions') {
        // A legal text in translation says first that the English version prevails.
        await expect(page.locator('.prose > p').first()).toHaveText(/अंग्रेज़ी संस्करण ही मान्य होगा/);
      }
      await expectHindiScreen(page, dataWords, name);
    }
    // The links placed inside the translated sentences lead where the English ones do.
    await page.goto('/refund-policy');
    await expect(page.getByRole('link', { name: 'मेरे ऑर्डर' }).last()).toHaveAttribute('href', '/my-orders');
  });
});

test.describe('offline', () => {
  // The service worker keeps the passes; the other specs block service workers (playwright.config.ts).
  test.use({ serviceWorkers: 'allow', viewport: PHONE });

  async function controlledByServiceWorker(page: Page) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    });
  }

  /** Offline for the page and its service worker, whose own fetches Chromium's emulation does not reach. */
  async function goOffline(context: BrowserContext) {
    await context.setOffline(true);
    await context.route('**', (route) =>
      route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
    );
  }

  test('passes seen online show offline after a reload, in Hindi, with the Hindi offline line', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const dataWords = dataWordsOf(page);
    const [event] = await openPaidEvents(page.request);
    expect(event, 'a demo event with registration open and an entry fee').toBeDefined();
    const session = await createSignedInParticipant(page.request);
    await registerAttendee(page.request, session, event!.sub_event_uuid, 'Asha Runner');
    await payPendingTickets(page.request, session, event!.sub_event_uuid);

    await page.goto('/about-us');
    await storeSession(page, session);
    await chooseHindi(page);
    await controlledByServiceWorker(page);
    await page.goto('/my-events');
    await expect(page.getByRole('heading', { level: 1, name: 'मेरे इवेंट' })).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(event!.event_title) })
      .first()
      .click();
    const panel = page.getByRole('region', { name: 'आपके पंजीकरण' });
    await expect(panel.getByRole('button', { name: 'Asha Runner का ई-टिकट देखें' })).toBeVisible();

    await goOffline(context);
    await page.reload();
    await expect(page.getByText(/^आप ऑफ़लाइन हैं।/)).toBeVisible();
    await expect(
      panel.getByText(
        /^ऑफ़लाइन — आपके पास \d{1,2} \S+ \d{4}, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d\d बजे के हिसाब से दिखाए जा रहे हैं$/,
      ),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Asha Runner का ई-टिकट देखें' }).click();
    await expect(
      page.getByRole('dialog', { name: 'ई-टिकट' }).getByRole('img', { name: 'Asha Runner के टिकट का QR कोड' }),
    ).toBeVisible();
    await expectHindiScreen(page, dataWords, 'offline-e-ticket');
    await page.keyboard.press('Escape');
    await expectHindiScreen(page, dataWords, 'offline-passes');

    await page.goto('/my-events');
    await expect(page.getByText(/^ऑफ़लाइन — आपके पास .+ के हिसाब से दिखाए जा रहे हैं$/)).toBeVisible();
    await expectHindiScreen(page, dataWords, 'offline-my-events');
  });
});
