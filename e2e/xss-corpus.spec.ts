import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { events, participantResponses } from '../server/db/schema';
import { buildRegistrationForm } from '../server/seed/demo-form';
import { createEvent, type CreatedEvent } from '../tests/server/catalog/fixtures';
import { createTestDatabase, type TestDatabase } from '../tests/support/db';
import { newMobile, registerThroughApi, signInSession, storeSession } from './support/auth';
import { bundleSafeHtmlHarness } from './support/safe-html-bundle';
import { payPendingTickets } from './support/paid-tickets';

// Security issue item 7: the XSS corpus of e2e/support/xss (DOMPurify's own fixtures and mutation-XSS
// cases, the OWASP filter evasion cheat sheet, systematic variants; README there) in every field an
// organiser writes HTML into and every attendee text field, rendered in Chromium on the pages that show
// them, against the real server. Each vector calls the canary `__xss[id]` where it would have called
// alert/confirm/prompt/print, and those functions are the canary too: 0 calls and 0 dialogs.
//
// The pages are opened with the CSP bypassed, so the sanitizer and React's escaping are tested on their
// own (under the CSP an inline handler would be blocked even if the sanitizer let it through); the last
// test proves the CSP separately.
//
// The server runs in this process on a database of its own, because organisers' HTML comes from outside
// our API: their events are written into the database directly, as the catalogue fixtures do.

interface Vector {
  id: number;
  source: string;
  origin: string;
  payload: string;
}
const corpus = JSON.parse(
  readFileSync(fileURLToPath(new URL('./support/xss/vectors.json', import.meta.url)), 'utf8'),
) as { counts: Record<string, number>; vectors: Vector[] };
const VECTORS = corpus.vectors;

/** PostgreSQL text holds no NUL, and the API refuses it (400): those vectors are only rendered directly. */
const STORABLE = VECTORS.filter((vector) => !vector.payload.includes('\0'));

const SENTINEL = (id: number) => `xss-sentinel-${id}`;
const sentinelHtml = (id: number) => `<p>${SENTINEL(id)}</p>`;

// What sanitized HTML may hold: src/ui/sanitize-html.ts's allow-list, plus the target/rel its hook sets.
const ALLOWED_TAGS = new Set(
  'p br hr div span b strong i em u s del ins mark small sub sup blockquote code pre ul ol li dl dt dd a h1 h2 h3 h4 h5 h6 table caption thead tbody tfoot tr th td'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'colspan', 'rowspan', 'scope', 'start', 'target', 'rel']);
const SAFE_HREF = /^(?:(?:https?|mailto|tel):|\/(?![/\\])|#)/i;

/** The canary, in every document before the app's own scripts. */
function installCanary() {
  const calls: string[] = [];
  const record =
    (id: string) =>
    (..._args: unknown[]) => {
      calls.push(id);
    };
  const target = window as unknown as Record<string, unknown>;
  target.__xssCalls = calls;
  target.__xss = new Proxy({}, { get: (_object, id) => record(String(id)) });
  for (const name of ['alert', 'confirm', 'prompt', 'print']) target[name] = record(name);
}

let harness = '';
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
let baseURL = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  harness = await bundleSafeHtmlHarness();
  database = await createTestDatabase({ seed: 'none' });
  const config = loadConfig({
    APP_ENV: 'development',
    LOG_LEVEL: 'warn',
    UPLOAD_DIR: '.data/e2e-uploads',
    OTP_SEND_LIMIT_PER_IP_PER_HOUR: '10000',
  });
  ({ app } = await buildApp({ db: database.db, config, serveStatic: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the XSS server has no port');
  baseURL = `http://127.0.0.1:${address.port}`;
});

test.afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Watch {
  page: Page;
  dialogs: string[];
  /** Canary calls and dialogs so far. */
  executions(): Promise<string[]>;
}

async function watchedPage(context: BrowserContext): Promise<Watch> {
  const page = await context.newPage();
  await page.addInitScript(installCanary);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    page,
    dialogs,
    async executions() {
      const calls = await page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls);
      return [...calls.map((id) => `canary ${id}`), ...dialogs.map((dialog) => `dialog ${dialog}`)];
    },
  };
}

async function appContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL, bypassCSP: true, viewport: { width: 1280, height: 800 } });
}

/** What the sanitized HTML under `selector` holds outside the allow-list, and its sentinels' texts. */
async function inspectRichText(page: Page, selector: string) {
  return page.locator(selector).evaluateAll(
    (roots, [tags, attributes, safeHref]) => {
      const allowedTags = new Set(tags as string[]);
      const allowedAttributes = new Set(attributes as string[]);
      const href = new RegExp(safeHref as string, 'i');
      return roots.map((root) => {
        const problems: string[] = [];
        for (const element of root.querySelectorAll('*')) {
          if (!allowedTags.has(element.localName)) problems.push(`<${element.localName}>`);
          for (const name of element.getAttributeNames()) {
            // A parsed element keeps its customized built-in name whatever is done to the attribute, and
            // the serializer writes it back (DOMPurify's fixture 'is attributes (which cannot be
            // removed)'): harmless while it names no custom element this page defines.
            const inert = name === 'is' && customElements.get(element.getAttribute('is') ?? '') === undefined;
            if (!allowedAttributes.has(name) && !inert) problems.push(`${element.localName}[${name}]`);
          }
          const link = element.getAttribute('href');
          if (link !== null && !href.test(link)) problems.push(`href=${link}`);
        }
        const sentinels = [...root.querySelectorAll('p')]
          .map((paragraph) => paragraph.textContent ?? '')
          .filter((text) => text.startsWith('xss-sentinel-'));
        return { problems, sentinels };
      });
    },
    [[...ALLOWED_TAGS], [...ALLOWED_ATTRIBUTES], SAFE_HREF.source] as const,
  );
}

/** Vectors that leave the parser where it eats what follows (an open <plaintext>, comment, raw text...). */
let swallowing = new Set<number>();

test('every vector alone through SafeHtml in Chromium: nothing runs, nothing unsafe stays, sanitizing twice changes nothing', async ({
  browser,
}) => {
  expect(VECTORS.length).toBeGreaterThanOrEqual(1000);
  const context = await browser.newContext();
  const watch = await watchedPage(context);
  const { page } = watch;
  await page.setContent('<!doctype html><html><head></head><body></body></html>');
  await page.evaluate(installCanary); // setContent does not run init scripts
  await page.addScriptTag({ content: harness });

  const results = await page.evaluate(
    ({ vectors, sentinel }) =>
      vectors.map(({ id, payload }) => {
        const once = window.sanitizeHtml(payload);
        const twice = window.sanitizeHtml(once);
        return {
          id,
          idempotent: once === twice,
          once,
          twice,
          closed: window.sanitizeHtml(payload + sentinel).includes(sentinel),
        };
      }),
    { vectors: VECTORS, sentinel: '<p>xss-sentinel-probe</p>' },
  );
  // Sanitizing twice gives the same output, for every vector.
  expect(results.filter((result) => !result.idempotent).map(({ id, once, twice }) => ({ id, once, twice }))).toEqual(
    [],
  );
  swallowing = new Set(results.filter((result) => !result.closed).map((result) => result.id));
  // Some vectors eat what follows only after other content (an open element of an earlier vector
  // changes how they parse): find them in the batches themselves, until every batch keeps its sentinels.
  for (let round = 0; round < 50; round++) {
    const missing = await page.evaluate(
      (groups) =>
        groups.flatMap(({ html, ids }) => {
          const out = window.sanitizeHtml(html);
          const first = ids.find((id) => !out.includes(`<p>xss-sentinel-${id}</p>`));
          return first === undefined ? [] : [first];
        }),
      batches().map((batch) => ({
        html: batchHtml(batch),
        ids: batch.filter((vector) => !swallowing.has(vector.id)).map((vector) => vector.id),
      })),
    );
    if (missing.length === 0) break;
    for (const id of missing) swallowing.add(id);
  }

  // Each vector in a SafeHtml of its own, all in the live document (images load, handlers would fire).
  await page.evaluate(
    (payloads) => window.renderSafeHtmlEach(payloads),
    VECTORS.map((vector) => vector.payload),
  );
  await expect(page.locator('section[data-vector]')).toHaveCount(VECTORS.length);
  await page.waitForTimeout(500);
  const found = await inspectRichText(page, 'section[data-vector] > .description');
  const unsafe = found.flatMap((result, index) =>
    result.problems.length > 0 ? [`${VECTORS[index]!.id}: ${result.problems.join(' ')}`] : [],
  );
  expect(unsafe).toEqual([]);
  expect(await watch.executions()).toEqual([]);
  await context.close();
});

/**
 * The stored vectors in batches for the event pages: each vector followed by a sentinel paragraph, and a
 * vector that eats what follows it ends its batch, so every vector of a batch meets the parser as it would
 * alone. The sentinels on the page prove it did.
 */
function batches(): Vector[][] {
  const ending = STORABLE.filter((vector) => swallowing.has(vector.id));
  const rest = STORABLE.filter((vector) => !swallowing.has(vector.id));
  const count = Math.max(ending.length, Math.ceil(rest.length / 120));
  const result: Vector[][] = Array.from({ length: count }, () => []);
  rest.forEach((vector, index) => result[index % count]!.push(vector));
  ending.forEach((vector, index) => result[index]!.push(vector));
  return result;
}
const batchHtml = (batch: Vector[]) => batch.map((vector) => vector.payload + sentinelHtml(vector.id)).join('');

test('every server-HTML field of the event page, and the cards that show its text', async ({ browser }) => {
  test.setTimeout(180_000);
  expect(swallowing.size, 'the first test ran').toBeGreaterThan(0);
  const groups = batches();
  const now = new Date();
  const created: { event: CreatedEvent; batch: Vector[] }[] = [];
  for (const [index, batch] of groups.entries()) {
    const html = batchHtml(batch);
    const event = await createEvent(database.db, {
      now,
      eventTitle: `XSS corpus batch ${index + 1}`,
      masterName: `zqxss batch ${index + 1}`,
      subEvent: {
        name: `zqxss batch ${index + 1}`,
        description: html,
        rulesAndRegulations: html,
        refundAndCancellationPolicy: html,
        additionalInfo: html,
        cashPrizePaise: 100_000,
        cashPrizeDescription: html,
      },
    });
    await database.db.update(events).set({ description: html }).where(eq(events.eventUuid, event.eventUuid));
    created.push({ event, batch });
  }

  const context = await appContext(browser);
  const watch = await watchedPage(context);
  const { page } = watch;
  const tabs = [
    { tab: null, fields: ['cash prize'] },
    { tab: 'Event Description', fields: ['description'] },
    { tab: 'Rules & Policies', fields: ['rules and regulations', 'refund and cancellation policy'] },
    { tab: 'Additional Info', fields: ['additional info'] },
  ];
  let fieldsChecked = 0;
  await page.goto('/events');
  for (const { event, batch } of created) {
    // Moved to in the app as a link would (no document load per batch): the same page, far faster.
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/event/${event.subEventUuid}`);
    await expect(page.locator('h1.event-detail__title')).toHaveText(event.name);
    // A vector that eats what follows (it ends its batch) takes its own sentinel with it.
    const expected = batch.filter((vector) => !swallowing.has(vector.id)).map((vector) => SENTINEL(vector.id));
    for (const { tab, fields } of tabs) {
      if (tab) await page.getByRole('tab', { name: tab }).click();
      // The cash prize sits in the Takeaways & Prizes tabs, the rest in the information tabs.
      const selector = tab
        ? '[aria-labelledby="event-about-heading"] [role="tabpanel"] .rich-text'
        : '.event-prize .rich-text';
      await expect(page.locator(selector)).toHaveCount(fields.length);
      const found = await inspectRichText(page, selector);
      found.forEach((result, index) => {
        const where = `${event.name}, ${fields[index]}`;
        expect(result.problems, where).toEqual([]);
        // The harmless text between the vectors still shows, every piece of it.
        // (the last vector's own sentinel may or may not survive: what it eats depends on what precedes it).
        expect(
          result.sentinels.filter((sentinel) => expected.includes(sentinel)),
          where,
        ).toEqual(expected);
        expect(result.sentinels.length - expected.length, where).toBeLessThanOrEqual(1);
        fieldsChecked++;
      });
    }
    expect(await watch.executions(), event.name).toEqual([]);
  }
  expect(fieldsChecked).toBe(created.length * 5);
  await page.goto(`/event/${created[0]!.event.subEventUuid}`);
  await page.getByRole('tab', { name: 'Event Description' }).click();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `.test-results/screenshots/xss-event-description-${width}.png` });
  }

  // The listing's cards show the description as text (src/domain/html-text.ts): every batch's card.
  await page.setViewportSize({ width: 1280, height: 800 });
  const seen = new Set<string>();
  for (
    let pageNumber = 1;
    seen.size < created.length && pageNumber <= Math.ceil(created.length / 12) + 1;
    pageNumber++
  ) {
    await page.goto(`/events?search=zqxss&page=${pageNumber}`);
    const cards = page.getByRole('region', { name: 'Events' }).locator('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) {
      const batch = /zqxss batch \d+/.exec(text)?.[0];
      if (batch) seen.add(batch);
    }
    const anyMarkup = await page
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll('*')].some((element) =>
          element.getAttributeNames().some((name) => name.startsWith('on')),
        ),
      );
    expect(anyMarkup).toBe(false);
  }
  expect(seen.size).toBe(created.length);
  expect(await watch.executions()).toEqual([]);
  await context.close();
});

test('every attendee text field on the pages that show it: order summary, Your Registrations, e-tickets, saved attendees', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const form = buildRegistrationForm(undefined);
  const event = await createEvent(database.db, {
    now: new Date(),
    eventTitle: 'XSS corpus attendees',
    subEvent: { name: 'zqxss attendees', totalAllowedRegistrations: 200 },
    form: form
      .filter((field) => field.fieldType !== 'file')
      .map((field) => ({
        fieldName: field.fieldName,
        label: field.label,
        fieldType: field.fieldType,
        isRequired: field.isRequired,
        options: field.options ?? [],
        ...(field.textValue ? { textValue: field.textValue } : {}),
      })),
  });
  const api = await playwrightRequest.newContext({ baseURL });
  const mobile = newMobile();
  await registerThroughApi(api, mobile, '4826');
  const session = await signInSession(api, mobile, '4826');

  // The free-text fields of the attendee form; every stored vector goes into each of them, in chunks.
  const TEXT_FIELDS = [
    'mandatory_participant_name',
    'mandatory_city',
    'mandatory_state',
    'emergency_contact_name',
    'medical_conditions',
  ];
  // The API takes at most 5,000 characters an answer: the vectors in chunks that fit, one attendee a chunk.
  const chunks: string[] = [];
  for (const vector of STORABLE) {
    const last = chunks.at(-1);
    if (last !== undefined && last.length + 1 + vector.payload.trim().length <= 5000)
      chunks[chunks.length - 1] = `${last} ${vector.payload.trim()}`;
    else chunks.push(vector.payload.trim());
  }
  expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(5000);
  const ATTENDEES = chunks.length;
  const valueOf = (attendee: number, field: string) => chunks[(attendee + TEXT_FIELDS.indexOf(field)) % ATTENDEES]!;
  const headers = { Authorization: `Bearer ${session.token}` };
  const formAnswer = await api.get(
    `/api/v1/participant-registration/sub-events/${event.subEventUuid}/registration-form`,
    { headers },
  );
  const { message } = (await formAnswer.json()) as {
    message: {
      form_fields: {
        field_uuid: string;
        field_name: string;
        field_type: string;
        options: { option_value: string }[];
      }[];
    };
  };
  for (let attendee = 0; attendee < ATTENDEES; attendee++) {
    const responses = message.form_fields.flatMap((field) => {
      const fixed: Record<string, string> = {
        mandatory_email: `attendee${attendee}@example.in`,
        mandatory_phone: `9876543${String(attendee).padStart(3, '0')}`,
        mandatory_date_of_birth: '1990-05-17',
        mandatory_pincode: '411001',
        mandatory_emergency_contact_number: '9123456780',
        years_of_experience: '3',
      };
      const text = TEXT_FIELDS.includes(field.field_name)
        ? valueOf(attendee, field.field_name)
        : fixed[field.field_name];
      if (text !== undefined) return [{ field_uuid: field.field_uuid, response_text: text }];
      if (['dropdown', 'radio'].includes(field.field_type) && field.options[0])
        return [{ field_uuid: field.field_uuid, response_text: field.options[0].option_value }];
      return [];
    });
    const registered = await api.post(`/api/v1/participant-registration/sub-events/${event.subEventUuid}/register`, {
      headers,
      data: { responses },
    });
    expect(registered.ok(), (await registered.text()).slice(0, 300)).toBe(true);
  }
  // The email must be an address to pass the API; older rows (and other clients) may hold anything.
  const emailField = event.fields.mandatory_email!;
  const emailAnswers = await database.db
    .select({ id: participantResponses.id, responseText: participantResponses.responseText })
    .from(participantResponses)
    .where(eq(participantResponses.fieldUuid, emailField));
  expect(emailAnswers).toHaveLength(ATTENDEES);
  const emailFor = new Map<string, string>();
  for (const answer of emailAnswers) {
    const attendee = Number(/^attendee(\d+)@/.exec(String(answer.responseText))![1]);
    const text = chunks[(attendee + TEXT_FIELDS.length) % ATTENDEES]!;
    emailFor.set(String(answer.responseText), text);
  }
  for (const [original, text] of emailFor) {
    const ids = emailAnswers.filter((answer) => answer.responseText === original).map((answer) => answer.id);
    await database.db
      .update(participantResponses)
      .set({ responseText: text })
      .where(inArray(participantResponses.id, ids));
  }
  const names = Array.from({ length: ATTENDEES }, (_, attendee) => valueOf(attendee, 'mandatory_participant_name'));
  const emails = [...emailFor.values()];

  const context = await appContext(browser);
  const watch = await watchedPage(context);
  const { page } = watch;
  await page.goto('/about-us');
  await storeSession(page, session);
  const noHandlers = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('body *')].flatMap((element) =>
        element
          .getAttributeNames()
          .filter((name) => name.startsWith('on'))
          .map((name) => `${element.localName}[${name}]`),
      ),
    );
  const texts = (selector: string) => page.locator(selector).allTextContents();

  // Order summary: each pending ticket's name and email.
  await page.goto(`/order-summary?eventUuid=${event.subEventUuid}`);
  await expect(page.locator('.order-ticket__name')).toHaveCount(ATTENDEES);
  expect((await texts('.order-ticket__name')).sort()).toEqual([...names].sort());
  expect(await noHandlers()).toEqual([]);
  expect(await watch.executions()).toEqual([]);

  await payPendingTickets(api, session, event.subEventUuid);

  // Your Registrations on the event page, and each attendee's e-ticket.
  await page.goto(`/event/${event.subEventUuid}?from=my-events`);
  const panel = page.getByRole('region', { name: 'Your Registrations' });
  await expect(panel.locator('.my-registration__name')).toHaveCount(ATTENDEES);
  expect((await texts('.my-registration__name')).sort()).toEqual([...names].sort());
  const shownEmails = await panel.locator('.my-registration__name ~ *').allTextContents();
  for (const email of emails) expect(shownEmails.join('\n')).toContain(email);
  const ticketButtons = panel.getByRole('button', { name: /^View e-ticket for / });
  await expect(ticketButtons).toHaveCount(ATTENDEES);
  // Every ticket is rendered at once on the print sheet (hidden on screen until printed); the dialog,
  // the same ticket body, is opened for the first and the last.
  const printed = await page.getByTestId('e-ticket-print').locator('.e-ticket__facts dd').allTextContents();
  for (const name of names) expect(printed).toContain(name);
  for (const index of [0, ATTENDEES - 1]) {
    await ticketButtons.nth(index).click();
    const dialog = page.getByRole('dialog', { name: 'E-ticket' });
    await expect(dialog).toBeVisible();
    const shown = await dialog.locator('.e-ticket__facts dd').allTextContents();
    expect(names.filter((name) => shown.includes(name))).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  expect(await noHandlers()).toEqual([]);
  expect(await watch.executions()).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await panel.screenshot({ path: `.test-results/screenshots/xss-registrations-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Saved attendees: the list names them, and choosing one fills the form with every field's text.
  await page.goto(`/event/${event.subEventUuid}/multi-registration`);
  await expect(page.getByRole('heading', { name: 'Select Categories' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Add a .* ticket$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  const fill = page.getByLabel('Fill from a previous attendee');
  // The server keeps a user's 20 most recent attendees (SAVED_ATTENDEES_LIMIT).
  const kept = Math.min(ATTENDEES, 20);
  await expect(fill.locator('option')).toHaveCount(kept + 1);
  await page.getByText('Manage saved attendees').click();
  const savedNames = await texts('.attendee-saved__name');
  expect(savedNames).toHaveLength(kept);
  // Saved attendees keep names with their runs of white space collapsed, as a person would type them.
  const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();
  // A one-line input drops line breaks from its value (HTML's value sanitization), the stored text keeps them.
  const asOneLine = (text: string) => collapsed(text.replace(/[\r\n]/g, ''));
  for (const name of savedNames) expect(names.map(collapsed)).toContain(collapsed(name));
  for (let attendee = 0; attendee < kept; attendee += 4) {
    const label = await fill
      .locator('option')
      .nth(attendee + 1)
      .textContent();
    const chosen = names.findIndex((name) => collapsed(label ?? '').startsWith(collapsed(name)));
    expect(chosen).toBeGreaterThanOrEqual(0);
    await fill.selectOption({ index: attendee + 1 });
    expect(asOneLine(await page.getByLabel('Full Name').inputValue())).toBe(asOneLine(names[chosen]!));
    expect(asOneLine(await page.getByLabel('City').inputValue())).toBe(asOneLine(valueOf(chosen, 'mandatory_city')));
    expect(asOneLine(await page.getByLabel('State').inputValue())).toBe(asOneLine(valueOf(chosen, 'mandatory_state')));
    expect(asOneLine(await page.getByLabel('Emergency Contact Name').inputValue())).toBe(
      asOneLine(valueOf(chosen, 'emergency_contact_name')),
    );
    expect(collapsed(await page.getByLabel(/Medical Conditions/).inputValue())).toBe(
      collapsed(valueOf(chosen, 'medical_conditions')),
    );
  }
  expect(await noHandlers()).toEqual([]);
  expect(await watch.executions()).toEqual([]);
  await context.close();
  await api.dispose();
});

test("the app document's CSP blocks an injected inline script and inline handler", async ({ browser }) => {
  for (const bypassCSP of [false, true]) {
    const context = await browser.newContext({ baseURL, bypassCSP });
    const page = await context.newPage();
    const answer = await page.goto('/about-us');
    const policy = answer?.headers()['content-security-policy'] ?? '';
    const scriptSrc =
      policy
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/^script-src 'self'/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*|data:/);
    expect(policy).not.toMatch(/script-src-(elem|attr)/);
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
      const state = window as unknown as { inlineRan?: boolean; handlerRan?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.handlerRan = true');
      document.body.append(button);
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { inline: state.inlineRan ?? false, handler: state.handlerRan ?? false, violations };
    });
    if (bypassCSP) {
      // The same injection runs once the policy is out of the way: the check above can fail.
      expect(outcome).toEqual({ inline: true, handler: true, violations: [] });
    } else {
      expect(outcome.inline).toBe(false);
      expect(outcome.handler).toBe(false);
      expect([...outcome.violations].sort()).toEqual(['script-src-attr', 'script-src-elem']);
    }
    await context.close();
  }
});
