// The sandbox checkout script: served as JavaScript with nosniff, and, run against a minimal
// document in node:vm with its fetch wired to the real server, it offers the provider's browser API
// (new Razorpay(options), open, on('payment.failed'), handler, modal.ondismiss) in an accessible
// dialog, behaving like the provider's web checkout where it matters: the key checked, the order's
// own amount shown, prefill shown, `timeout` and `retry` honoured as the provider documents them.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { paymentAttempts } from '../../../server/db/schema';
import { SANDBOX_CHECKOUT_SCRIPT_PATH } from '../../../server/payments/index';
import { injectFetch, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import { createPendingTicket, createSubEvent } from '../orders/fixtures';
import { FakeDocument, type FakeElement } from './fake-dom';

const ORIGIN = 'http://startline.test';

let server: TestServer;
let script: string;

beforeAll(async () => {
  server = await createTestServer();
  const response = await server.app.inject({ method: 'GET', url: '/sandbox/checkout.js' });
  script = response.body;
});

afterAll(async () => {
  await server?.close();
});

test('the script is served from disk as JavaScript with nosniff', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/sandbox/checkout.js' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.body).toBe(await readFile(SANDBOX_CHECKOUT_SCRIPT_PATH, 'utf8'));
});

interface CheckoutPage {
  document: FakeDocument;
  Razorpay: new (options: Record<string, unknown>) => {
    open(): void;
    close(): void;
    on(event: string, callback: (response: unknown) => void): void;
  };
  requests: { method: string; url: string; body: unknown }[];
  pageButton: FakeElement;
  timers: ManualTimers;
}

/** setTimeout and clearTimeout for the page, run only when a test says so. */
class ManualTimers {
  readonly pending = new Map<number, { callback: () => void; delay: number }>();
  #next = 1;
  setTimeout = (callback: () => void, delay: number): number => {
    const id = this.#next++;
    this.pending.set(id, { callback, delay });
    return id;
  };
  clearTimeout = (id: number): void => {
    this.pending.delete(id);
  };
  runAll(): void {
    const due = [...this.pending.entries()];
    this.pending.clear();
    for (const [, timer] of due) timer.callback();
  }
}

function loadCheckoutPage(): CheckoutPage {
  const document = new FakeDocument(`${ORIGIN}/sandbox/checkout.js`);
  const pageButton = document.body.appendChild(document.createElement('button'));
  pageButton.textContent = 'Pay now';
  pageButton.focus();
  const requests: CheckoutPage['requests'] = [];
  const serverFetch = injectFetch(server.app);
  const window: Record<string, unknown> = { location: { href: `${ORIGIN}/order-summary` } };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const body = init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown);
    requests.push({ method: init?.method ?? 'GET', url: String(input), body });
    return serverFetch(input, init);
  };
  const timers = new ManualTimers();
  vm.runInNewContext(script, {
    window,
    document,
    fetch,
    URL,
    URLSearchParams,
    Intl,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
  });
  return { document, Razorpay: window.Razorpay as CheckoutPage['Razorpay'], requests, pageButton, timers };
}

const KEY_ID = 'rzp_test_sandbox';

/** Completion calls only (the checkout also reads the order when it opens). */
function completions(page: CheckoutPage) {
  return page.requests.filter((request) => request.method === 'POST');
}

/** Resolves once the dialog shows the order and can take a payment. */
async function ready(page: CheckoutPage): Promise<FakeElement> {
  await vi.waitFor(() => expect(buttonsOf(dialogOf(page)!)[0]!.disabled).toBe(false));
  return dialogOf(page)!;
}

async function providerOrder(): Promise<{ orderId: string; amount: number; checkoutToken: string }> {
  const user = await createSignedInUser(server);
  const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
  await createPendingTicket(server.ctx.db, {
    userId: user.id,
    subEventId: subEvent.subEventId,
    category: '5K',
    amountPaise: 79_900,
  });
  const { data } = await server
    .clientWithToken(user.token)
    .POST('/orders/create', { body: { sub_event_uuid: subEvent.subEventUuid } });
  const checkout = data!.message.razorpay_order!;
  return { orderId: checkout.order_id, amount: checkout.amount, checkoutToken: checkout.checkout_token! };
}

function dialogOf(page: CheckoutPage): FakeElement | undefined {
  return page.document.findAll((node) => node.getAttribute('role') === 'dialog')[0];
}

function buttonsOf(dialog: FakeElement): FakeElement[] {
  return dialog.descendants().filter((node) => node.tagName === 'BUTTON');
}

/** The dialog's button with this text, as a person finds it. */
function buttonNamed(dialog: FakeElement, name: string): FakeElement {
  const button = buttonsOf(dialog).find((candidate) => candidate.textContent === name);
  if (!button) throw new Error(`no '${name}' button in the checkout`);
  return button;
}

describe('window.Razorpay', () => {
  test("needs an order id and the order's checkout token", () => {
    const page = loadCheckoutPage();
    expect(() => new page.Razorpay({ amount: 100 })).toThrow(/order_id is required/);
    expect(() => new page.Razorpay({ amount: 100, order_id: 'order_Any00000000000' })).toThrow(
      /checkout_token is required/,
    );
  });

  test('open() shows a labelled modal dialog with the amount in rupees, focus inside it', async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    // ₹799 + 2 x 71.91 GST + ₹30 platform fee + 2 x 2.70 = 978.22; convenience 19.56; its GST 3.52.
    expect(amount).toBe(100_130);
    new page.Razorpay({
      key: KEY_ID,
      amount,
      currency: 'INR',
      order_id: orderId,
      checkout_token: checkoutToken,
      name: 'Startline',
      description: 'Pune Monsoon Run',
    }).open();

    const dialog = await ready(page);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = page.document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title!.textContent).toBe('Startline');
    const description = page.document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description!.innerText).toContain('₹1,001.30');
    expect(description!.innerText).toContain('Pune Monsoon Run');
    const buttons = buttonsOf(dialog);
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Pay ₹1,001.30',
      'Pay by UPI (confirms later)',
      'Simulate failure',
      'Cancel',
    ]);
    expect(buttons.every((button) => button.type === 'button')).toBe(true);
    expect(page.document.activeElement).toBe(buttons[0]);
    expect(page.document.getElementById('sl-sandbox-checkout-style')?.tagName).toBe('STYLE');

    // Tab and Shift+Tab wrap around inside the dialog.
    buttons[3]!.focus();
    expect(page.document.pressKey('Tab').defaultPrevented).toBe(true);
    expect(page.document.activeElement).toBe(buttons[0]);
    page.document.pressKey('Tab', true);
    expect(page.document.activeElement).toBe(buttons[3]);
  });

  test('Escape and Cancel dismiss: the dialog goes, ondismiss runs, focus returns to the page', async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    for (const close of ['Escape', 'Cancel'] as const) {
      const page = loadCheckoutPage();
      const ondismiss = vi.fn();
      new page.Razorpay({
        key: KEY_ID,
        amount,
        currency: 'INR',
        order_id: orderId,
        checkout_token: checkoutToken,
        name: 'Startline',
        modal: { ondismiss },
      }).open();
      await ready(page);
      if (close === 'Escape') page.document.pressKey('Escape');
      else buttonNamed(dialogOf(page)!, 'Cancel').click();
      expect(dialogOf(page)).toBeUndefined();
      expect(ondismiss).toHaveBeenCalledTimes(1);
      expect(page.document.activeElement).toBe(page.pageButton);
      expect(completions(page)).toEqual([]);
      // The time limit was let go with the dialog: it cannot dismiss a second time.
      expect(page.timers.pending.size).toBe(0);
    }
  });

  test("Pay by UPI (confirms later) hands the handler a signed payment the provider still lists as 'created'", async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    const handler = vi.fn();
    new page.Razorpay({
      key: KEY_ID,
      amount,
      currency: 'INR',
      order_id: orderId,
      checkout_token: checkoutToken,
      handler,
    }).open();
    buttonNamed(await ready(page), 'Pay by UPI (confirms later)').click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(completions(page).map((request) => request.body)).toEqual([
      { order_id: orderId, checkout_token: checkoutToken, outcome: 'upi_later' },
    ]);
    const response = handler.mock.calls[0]![0] as { razorpay_payment_id: string; razorpay_signature: string };
    const expected = createHmac('sha256', server.config.razorpayKeySecret)
      .update(`${orderId}|${response.razorpay_payment_id}`)
      .digest('hex');
    expect(response.razorpay_signature).toBe(expected);
    const payments = await server.ctx.payments.fetchOrderPayments(orderId);
    expect(payments).toEqual([
      expect.objectContaining({ paymentId: response.razorpay_payment_id, status: 'created', method: 'upi' }),
    ]);
    expect(dialogOf(page)).toBeUndefined();
  });

  test('Pay completes the sandbox payment and hands the handler a provider-signed response', async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    const handler = vi.fn();
    const ondismiss = vi.fn();
    new page.Razorpay({
      key: KEY_ID,
      amount,
      currency: 'INR',
      order_id: orderId,
      checkout_token: checkoutToken,
      name: 'Startline',
      handler,
      modal: { ondismiss },
    }).open();
    buttonsOf(await ready(page))[0]!.click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));

    expect(completions(page)).toEqual([
      {
        method: 'POST',
        url: `${ORIGIN}/api/v1/payments/sandbox/complete`,
        body: { order_id: orderId, checkout_token: checkoutToken, outcome: 'success' },
      },
    ]);
    const response = handler.mock.calls[0]![0] as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
    expect(response.razorpay_order_id).toBe(orderId);
    const expected = createHmac('sha256', server.config.razorpayKeySecret)
      .update(`${orderId}|${response.razorpay_payment_id}`)
      .digest('hex');
    expect(response.razorpay_signature).toBe(expected);
    expect(dialogOf(page)).toBeUndefined();
    expect(ondismiss).not.toHaveBeenCalled();
  });

  test("Simulate failure emits 'payment.failed' with the provider's error and keeps the dialog for another try", async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    const handler = vi.fn();
    const failed = vi.fn();
    const checkout = new page.Razorpay({
      key: KEY_ID,
      amount,
      currency: 'INR',
      order_id: orderId,
      checkout_token: checkoutToken,
      name: 'Startline',
      handler,
    });
    checkout.on('payment.failed', failed);
    checkout.open();
    buttonNamed(await ready(page), 'Simulate failure').click();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));

    expect(failed.mock.calls[0]![0]).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect(handler).not.toHaveBeenCalled();
    const dialog = dialogOf(page)!;
    expect(dialog.innerText).toContain('Payment failed. You can try again or cancel.');
    expect(buttonsOf(dialog).every((button) => !button.disabled)).toBe(true);

    // A second try in the same dialog succeeds.
    buttonsOf(dialog)[0]!.click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
  });
});

describe('like the provider’s web checkout', () => {
  test('a key that is not the configured key id is refused: the reason, no way to pay, nothing emitted', async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    const handler = vi.fn();
    const failed = vi.fn();
    const ondismiss = vi.fn();
    const checkout = new page.Razorpay({
      key: 'rzp_test_SomeoneElse01',
      amount,
      currency: 'INR',
      order_id: orderId,
      checkout_token: checkoutToken,
      name: 'Startline',
      handler,
      modal: { ondismiss },
    });
    checkout.on('payment.failed', failed);
    checkout.open();
    await vi.waitFor(() => expect(dialogOf(page)!.innerText).toContain('The api key provided is invalid'));

    const dialog = dialogOf(page)!;
    expect(buttonsOf(dialog).map((button) => button.textContent)).toEqual(['Close']);
    expect(dialog.innerText).not.toContain('₹');
    expect(page.document.activeElement).toBe(buttonsOf(dialog)[0]);
    expect(completions(page)).toEqual([]);
    expect(failed).not.toHaveBeenCalled();
    buttonsOf(dialog)[0]!.click();
    expect(dialogOf(page)).toBeUndefined();
    expect(ondismiss).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
    const attempts = await server.ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, orderId));
    expect(attempts.map((row) => row.status)).toEqual(['created']);
  });

  test("the order's own amount is shown and charged, whatever amount the page passed", async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    const handler = vi.fn();
    new page.Razorpay({
      key: KEY_ID,
      amount: 100,
      currency: 'INR',
      order_id: orderId,
      checkout_token: checkoutToken,
      name: 'Startline',
      handler,
    }).open();
    const dialog = await ready(page);
    expect(dialog.innerText).toContain('₹1,001.30');
    expect(dialog.innerText).not.toContain('₹1.00');
    expect(buttonsOf(dialog)[0]!.textContent).toBe('Pay ₹1,001.30');
    expect(page.requests[0]).toEqual({
      method: 'GET',
      url: `${ORIGIN}/api/v1/payments/sandbox/checkout/${orderId}?key=${KEY_ID}&checkout_token=${checkoutToken}`,
      body: undefined,
    });

    buttonsOf(dialog)[0]!.click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    const [captured] = await server.ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.status, 'captured'))
      .then((rows) => rows.filter((row) => row.providerOrderId === orderId));
    expect(captured!.amountPaise).toBe(amount);
  });

  test('the person paying, as prefilled, is shown in the dialog', async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    new page.Razorpay({
      key: KEY_ID,
      amount,
      currency: 'INR',
      order_id: orderId,
      checkout_token: checkoutToken,
      name: 'Startline',
      prefill: { name: 'Asha Kulkarni', email: 'asha@example.in', contact: '9876543210' },
    }).open();
    // Shown at once, before the order has loaded.
    const lines = dialogOf(page)!.innerText.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['Name', 'Asha Kulkarni', 'Email', 'asha@example.in', 'Phone', '9876543210']),
    );
    await ready(page);

    // Only what was given; none at all shows no list.
    const partial = loadCheckoutPage();
    new partial.Razorpay({
      key: KEY_ID,
      order_id: orderId,
      checkout_token: checkoutToken,
      prefill: { email: 'asha@example.in', name: '  ' },
    }).open();
    const text = dialogOf(partial)!.innerText;
    expect(text).toContain('asha@example.in');
    expect(text).not.toMatch(/^Name$/m);
    expect(text).not.toMatch(/^Phone$/m);
    await ready(partial);
    const none = loadCheckoutPage();
    new none.Razorpay({ key: KEY_ID, order_id: orderId, checkout_token: checkoutToken }).open();
    expect(none.document.findAll((node) => node.tagName === 'DL')).toEqual([]);
    await ready(none);
  });

  test('when `timeout` runs out the dialog closes itself and calls ondismiss, and nothing else', async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    const handler = vi.fn();
    const failed = vi.fn();
    const ondismiss = vi.fn();
    const checkout = new page.Razorpay({
      key: KEY_ID,
      amount,
      currency: 'INR',
      order_id: orderId,
      checkout_token: checkoutToken,
      name: 'Startline',
      timeout: 90,
      handler,
      modal: { ondismiss },
    });
    checkout.on('payment.failed', failed);
    checkout.open();
    expect([...page.timers.pending.values()].map((timer) => timer.delay)).toEqual([90_000]);
    await ready(page);

    page.timers.runAll();
    expect(dialogOf(page)).toBeUndefined();
    expect(ondismiss).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
    expect(page.document.activeElement).toBe(page.pageButton);

    // Without a timeout no timer is set.
    const untimed = loadCheckoutPage();
    new untimed.Razorpay({ key: KEY_ID, order_id: orderId, checkout_token: checkoutToken }).open();
    expect(untimed.timers.pending.size).toBe(0);
    await ready(untimed);
  });

  test('a payment still on its way when the time runs out is not handed to the page', async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    const handler = vi.fn();
    const ondismiss = vi.fn();
    new page.Razorpay({
      key: KEY_ID,
      amount,
      order_id: orderId,
      checkout_token: checkoutToken,
      timeout: 60,
      handler,
      modal: { ondismiss },
    }).open();
    const dialog = await ready(page);
    buttonsOf(dialog)[0]!.click();
    // Busy: Cancel and Escape wait for the payment, the time limit does not.
    page.document.pressKey('Escape');
    expect(dialogOf(page)).toBe(dialog);
    page.timers.runAll();
    expect(dialogOf(page)).toBeUndefined();
    expect(ondismiss).toHaveBeenCalledTimes(1);
    // The server captured it (the page finds out through the status call); the handler never runs.
    await vi.waitFor(async () => {
      const rows = await server.ctx.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.providerOrderId, orderId));
      expect(rows.map((row) => row.status)).toContain('captured');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handler).not.toHaveBeenCalled();
  });

  test('retry.enabled false: after a failure it emits payment.failed, closes and calls ondismiss', async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    const events: string[] = [];
    const checkout = new page.Razorpay({
      key: KEY_ID,
      amount,
      order_id: orderId,
      checkout_token: checkoutToken,
      retry: { enabled: false },
      modal: { ondismiss: () => events.push('dismiss') },
    });
    checkout.on('payment.failed', () => events.push('payment.failed'));
    checkout.open();
    buttonNamed(await ready(page), 'Simulate failure').click();
    await vi.waitFor(() => expect(events).toEqual(['payment.failed', 'dismiss']));
    expect(dialogOf(page)).toBeUndefined();
    expect(page.timers.pending.size).toBe(0);
  });

  test('retry.max_count allows that many further tries; the failure after the last one closes and dismisses', async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    const events: string[] = [];
    const checkout = new page.Razorpay({
      key: KEY_ID,
      amount,
      order_id: orderId,
      checkout_token: checkoutToken,
      retry: { enabled: true, max_count: 1 },
      modal: { ondismiss: () => events.push('dismiss') },
    });
    checkout.on('payment.failed', () => events.push('payment.failed'));
    checkout.open();
    buttonNamed(await ready(page), 'Simulate failure').click();
    await vi.waitFor(() => expect(events).toEqual(['payment.failed']));
    // One retry is allowed: the dialog is still open for it.
    expect(dialogOf(page)).toBeDefined();
    buttonNamed(await ready(page), 'Simulate failure').click();
    await vi.waitFor(() => expect(events).toEqual(['payment.failed', 'payment.failed', 'dismiss']));
    expect(dialogOf(page)).toBeUndefined();
  });

  test('without max_count a failed attempt can be retried as often as the person likes, then paid', async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    const failed = vi.fn();
    const ondismiss = vi.fn();
    const handler = vi.fn();
    const checkout = new page.Razorpay({
      key: KEY_ID,
      amount,
      order_id: orderId,
      checkout_token: checkoutToken,
      retry: { enabled: true },
      handler,
      modal: { ondismiss },
    });
    checkout.on('payment.failed', failed);
    checkout.open();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      buttonNamed(await ready(page), 'Simulate failure').click();
      await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(attempt));
    }
    expect(ondismiss).not.toHaveBeenCalled();
    buttonsOf(await ready(page))[0]!.click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
  });

  test("the failure object has the provider's fields, naming the failed attempt", async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    const failed = vi.fn();
    const checkout = new page.Razorpay({ key: KEY_ID, amount, order_id: orderId, checkout_token: checkoutToken });
    checkout.on('payment.failed', failed);
    checkout.open();
    buttonNamed(await ready(page), 'Simulate failure').click();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    const { error } = failed.mock.calls[0]![0] as {
      error: Record<string, unknown> & { metadata: Record<string, string> };
    };
    expect(Object.keys(error).sort()).toEqual(['code', 'description', 'metadata', 'reason', 'source', 'step']);
    expect(Object.keys(error.metadata).sort()).toEqual(['order_id', 'payment_id']);
    expect(error.metadata.order_id).toBe(orderId);
    const [attempt] = await server.ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerPaymentId, error.metadata.payment_id!));
    expect(attempt).toMatchObject({
      providerOrderId: orderId,
      status: 'failed',
      errorCode: error.code,
      errorDescription: error.description,
    });
  });
});

describe('GET /payments/sandbox/checkout/{order_id}', () => {
  function details(orderId: string, key: string, checkoutToken: string) {
    return server.client.GET('/payments/sandbox/checkout/{providerOrderId}', {
      params: { path: { providerOrderId: orderId }, query: { key, checkout_token: checkoutToken } },
    });
  }

  test("answers the order's amount and currency for the configured key and the order's token", async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const { data, response } = await details(orderId, KEY_ID, checkoutToken);
    expect(response.status).toBe(200);
    expect(data).toEqual({
      success: true,
      message: 'Checkout details',
      data: { order_id: orderId, amount, currency: 'INR' },
    });
  });

  test('refuses another key with 401, and a wrong token or unknown order with 404', async () => {
    const { orderId, checkoutToken } = await providerOrder();
    const other = await providerOrder();
    const wrongKey = await details(orderId, 'rzp_live_sandbox', checkoutToken);
    expect(wrongKey.response.status).toBe(401);
    expect(wrongKey.error).toEqual({
      success: false,
      message: 'The api key provided is invalid',
      error: 'The api key provided is invalid',
    });
    for (const [id, token] of [
      [orderId, other.checkoutToken],
      [orderId, '0'.repeat(64)],
      ['order_Unknown0000000', checkoutToken],
    ] as const) {
      const answer = await details(id, KEY_ID, token);
      expect(answer.response.status).toBe(404);
      expect(answer.error!.error).toBe('Order not found');
    }
  });
});
