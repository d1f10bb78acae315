// The sandbox checkout script: served as JavaScript with nosniff, and, run against a minimal
// document in node:vm with its fetch wired to the real server, it offers the provider's browser API
// (new Razorpay(options), open, on('payment.failed'), handler, modal.ondismiss) in an accessible dialog.
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
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
  requests: { url: string; body: unknown }[];
  pageButton: FakeElement;
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
    requests.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return serverFetch(input, init);
  };
  vm.runInNewContext(script, { window, document, fetch, URL, Intl });
  return { document, Razorpay: window.Razorpay as CheckoutPage['Razorpay'], requests, pageButton };
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
      key: 'rzp_test_sandbox',
      amount,
      currency: 'INR',
      order_id: orderId,
      checkout_token: checkoutToken,
      name: 'Startline',
      description: 'Pune Monsoon Run',
    }).open();

    const dialog = dialogOf(page)!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = page.document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title!.textContent).toBe('Startline');
    const description = page.document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description!.innerText).toContain('₹1,001.30');
    expect(description!.innerText).toContain('Pune Monsoon Run');
    const buttons = buttonsOf(dialog);
    expect(buttons.map((button) => button.textContent)).toEqual(['Pay ₹1,001.30', 'Simulate failure', 'Cancel']);
    expect(buttons.every((button) => button.type === 'button')).toBe(true);
    expect(page.document.activeElement).toBe(buttons[0]);
    expect(page.document.getElementById('sl-sandbox-checkout-style')?.tagName).toBe('STYLE');

    // Tab and Shift+Tab wrap around inside the dialog.
    buttons[2]!.focus();
    expect(page.document.pressKey('Tab').defaultPrevented).toBe(true);
    expect(page.document.activeElement).toBe(buttons[0]);
    page.document.pressKey('Tab', true);
    expect(page.document.activeElement).toBe(buttons[2]);
  });

  test('Escape and Cancel dismiss: the dialog goes, ondismiss runs, focus returns to the page', async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    for (const close of ['Escape', 'Cancel'] as const) {
      const page = loadCheckoutPage();
      const ondismiss = vi.fn();
      new page.Razorpay({
        amount,
        currency: 'INR',
        order_id: orderId,
        checkout_token: checkoutToken,
        name: 'Startline',
        modal: { ondismiss },
      }).open();
      if (close === 'Escape') page.document.pressKey('Escape');
      else buttonsOf(dialogOf(page)!)[2]!.click();
      expect(dialogOf(page)).toBeUndefined();
      expect(ondismiss).toHaveBeenCalledTimes(1);
      expect(page.document.activeElement).toBe(page.pageButton);
      expect(page.requests).toEqual([]);
    }
  });

  test('Pay completes the sandbox payment and hands the handler a provider-signed response', async () => {
    const { orderId, amount, checkoutToken } = await providerOrder();
    const page = loadCheckoutPage();
    const handler = vi.fn();
    const ondismiss = vi.fn();
    new page.Razorpay({
      amount,
      currency: 'INR',
      order_id: orderId,
      checkout_token: checkoutToken,
      name: 'Startline',
      handler,
      modal: { ondismiss },
    }).open();
    buttonsOf(dialogOf(page)!)[0]!.click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));

    expect(page.requests).toEqual([
      {
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
      amount,
      currency: 'INR',
      order_id: orderId,
      checkout_token: checkoutToken,
      name: 'Startline',
      handler,
    });
    checkout.on('payment.failed', failed);
    checkout.open();
    buttonsOf(dialogOf(page)!)[1]!.click();
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
