import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { CheckoutCallError } from '../machines/payment-checkout/payment-checkout.types';
import type { FlowModel, ModelEvent, ModelPath } from '../tests/flows/shared/graph-model';
import { BANK_POLL, paymentCheckoutModel } from '../tests/flows/payment-checkout/payment-checkout.model';
import { createSignedInParticipant, storeSession } from './support/auth';
import { browserPaths, holdRequests, pathTitle, runPath, takeHeld, type Held } from './support/machine-paths';
import type { PathDriver } from './support/machine-paths';
import { openPaidEvent, registerAttendee } from './support/paid-tickets';
import { PENDING_PAYMENT_POLL_MAX_MS } from '../src/domain/constants';

// docs/statecharts.md 'Running a path', level 3, for the payment checkout (issue 12): the paths of its
// graph on the real order summary, the real server and the sandbox checkout (Pay, Simulate failure,
// Cancel); a payment the bank is still confirming is polled by the page's own backoff timer. Each actor's outcome is the path's: the checkout script, POST /orders/create, the sandbox's
// own completion call and GET /payments/status are held and answered from the path's events; a real
// order opens the real sandbox, and a payment the path verifies as paid is really paid.

const GATEWAY_LOADED = 'xstate.done.actor.loadGateway';

/**
 * What the page can play: once the checkout script has loaded it stays loaded, so a later load can
 * neither fail nor keep Pay waiting.
 */
function feasible(path: ModelPath): boolean {
  let loaded = false;
  for (const [index, step] of path.steps.entries()) {
    const from = path.steps[index - 1]?.state;
    if (loaded && step.event.type === 'xstate.error.actor.loadGateway') return false;
    if (loaded && step.event.type === 'PAY' && from?.matches('loadingGateway')) return false;
    if (step.event.type === GATEWAY_LOADED) loaded = true;
  }
  return true;
}

function verifiedStatus(event: ModelEvent | undefined): string | null {
  return event?.type === 'xstate.done.actor.verifyPayment' ? (event.output as { status: string }).status : null;
}

function paymentDriver(page: Page, held: Held, path: ModelPath): PathDriver {
  const events = path.steps.map((step) => step.event);
  let step = 0;
  let reallyPaid = false;
  const sandbox = () => page.getByRole('dialog');
  /** The sandbox's completion call answered with the provider's error object, as the server does. */
  const failAttempt = async (description: string | null) => {
    const route = await takeHeld(held, 'complete');
    await route.fulfill({
      json: {
        success: true,
        data: { error: { code: 'BAD_REQUEST_ERROR', ...(description === null ? {} : { description }) } },
      },
    });
  };
  return {
    async drive(event) {
      step += 1;
      switch (event.type) {
        case 'PAY':
          return page.getByRole('button', { name: /^Pay ₹/ }).click();
        case 'RETRY':
          return page.getByRole('button', { name: /^(Try Again|Check payment status|Check now)$/ }).click();
        case BANK_POLL:
          // The page's own backoff timer (at most 30 s) asks again, on the page's clock moved forward
          // rather than waited for; the next step answers that request.
          await page.clock.fastForward(PENDING_PAYMENT_POLL_MAX_MS);
          return expect(page.getByRole('button', { name: 'Check now' })).toBeDisabled();
        case 'PAYMENT.DISMISSED':
          return sandbox().getByRole('button', { name: 'Cancel' }).click();
        case 'PAYMENT.FAILED':
          await sandbox().getByRole('button', { name: 'Simulate failure' }).click();
          return failAttempt((event.description as string | null) ?? null);
        case 'PAYMENT.SUCCEEDED': {
          await sandbox()
            .getByRole('button', { name: /^Pay ₹/ })
            .click();
          const route = await takeHeld(held, 'complete');
          // Really paid only when the path goes on to verify it as paid; otherwise the order stays
          // open for the rest of the path, and the provider's answer is the path's.
          const ahead = events.slice(step + 1).find((later) => /actor\.(verifyPayment|createOrder)$/.test(later.type));
          if (verifiedStatus(ahead) === 'paid') {
            reallyPaid = true;
            return route.continue();
          }
          const body = JSON.parse(route.request().postData() ?? '{}') as { order_id?: string };
          return route.fulfill({
            json: {
              success: true,
              data: {
                razorpay_payment_id: event.paymentId,
                razorpay_order_id: body.order_id ?? '',
                razorpay_signature: event.signature,
              },
            },
          });
        }
        case GATEWAY_LOADED:
          // A script loaded before is not asked for again.
          if (await page.evaluate(() => 'Razorpay' in window)) return;
          await (await takeHeld(held, 'gateway')).continue();
          // Until the script has run the page is still loading it, where Pay only says to wait: a Pay
          // pressed next must find it loaded (a busy machine once pressed it first, and the path failed).
          await page.waitForFunction(() => 'Razorpay' in window);
          return;
        case 'xstate.error.actor.loadGateway':
          return (await takeHeld(held, 'gateway')).abort('failed');
        case 'xstate.done.actor.createOrder': {
          const route = await takeHeld(held, 'create');
          const output = event.output as { kind: string; orderUuid: string };
          if (output.kind === 'checkout') return route.continue();
          return route.fulfill({ json: { success: true, message: { order: { order_uuid: output.orderUuid } } } });
        }
        case 'xstate.error.actor.createOrder': {
          const text = (event.error as CheckoutCallError).serverMessage;
          const route = await takeHeld(held, 'create');
          return route.fulfill(
            text === null
              ? { status: 503, body: 'unavailable' }
              : { status: 409, json: { success: false, error: text } },
          );
        }
        case 'xstate.done.actor.verifyPayment': {
          const route = await takeHeld(held, 'verify');
          const output = event.output as { status: string; refundReason: string | null };
          if (output.status === 'paid' && reallyPaid) return route.continue();
          return route.fulfill({
            json: { success: true, message: { order: { status: output.status, refund_reason: output.refundReason } } },
          });
        }
        case 'xstate.error.actor.verifyPayment':
          return (await takeHeld(held, 'verify')).fulfill({ status: 503, body: 'unavailable' });
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(state) {
      if (state.matches('paid')) return expect(page).toHaveURL(/\/my-events$/);
      if (state.matches('checkoutOpen')) {
        await expect(sandbox()).toBeVisible();
        return expect(sandbox().getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
      }
      await expect(sandbox()).toBeHidden();
      // While the bank confirms there is no Pay: a second payment could charge twice.
      if (state.matches('awaitingBank')) await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
      // Check now waits while the status is asked, so a press is never lost to an answer still on its way.
      if (state.matches({ awaitingBank: 'waiting' })) {
        await expect(page.getByRole('button', { name: 'Check now' })).toBeEnabled();
      }
      if (state.matches({ awaitingBank: 'checking' })) {
        await expect(page.getByRole('button', { name: 'Check now' })).toBeDisabled();
      }
      if (state.matches('creatingOrder')) {
        await expect(page.getByRole('button', { name: 'Processing payment...' })).toBeDisabled();
      }
    },
  };
}

const [inputName, input] = Object.entries(paymentCheckoutModel.inputs!).find(
  ([, candidate]) => candidate.earlierProviderOrderId === null,
)!;
const paths = browserPaths(paymentCheckoutModel as FlowModel, { input, feasible });

for (const [index, path] of paths.entries()) {
  test(pathTitle(`payment checkout (${inputName})`, index, path), async ({ page }) => {
    const session = await createSignedInParticipant(page.request);
    const event = await openPaidEvent(page.request);
    await registerAttendee(page.request, session, event.sub_event_uuid, 'Asha Runner');
    const held: Held = new Map();
    await holdRequests(page, held, 'gateway', '**/sandbox/checkout.js*');
    await holdRequests(page, held, 'create', '**/api/v1/orders/create*');
    await holdRequests(page, held, 'complete', '**/api/v1/payments/sandbox/complete*');
    await holdRequests(page, held, 'verify', '**/api/v1/payments/status/**');
    // The page's timers run as usual, until a step moves its clock forward (the bank poll's backoff).
    if (path.steps.some((step) => step.event.type === BANK_POLL)) await page.clock.install();
    await page.goto('/about-us');
    await storeSession(page, session);
    await page.goto(`/order-summary?eventUuid=${event.sub_event_uuid}`);
    await runPath(page, paymentCheckoutModel as FlowModel, path, paymentDriver(page, held, path), { input });
  });
}
