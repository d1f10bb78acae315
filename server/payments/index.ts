import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { PaymentProvider } from './provider';
import { RazorpayPaymentProvider } from './razorpay-provider';
import { SandboxPaymentProvider } from './sandbox-provider';

export type { PaymentProvider } from './provider';
export { PaymentProviderError } from './provider';
export { RazorpayPaymentProvider } from './razorpay-provider';
export { SANDBOX_CHECKOUT_SCRIPT_PATH, SandboxPaymentProvider } from './sandbox-provider';

export interface PaymentProviderDependencies {
  /** The sandbox keeps its orders and payments in our database. */
  db: Db;
  /** For the razorpay provider; the platform fetch by default. */
  fetch?: typeof fetch;
  /** The app's clock, which the sandbox's bank confirms its later UPI payments by. */
  now?: () => Date;
}

/** The provider PAYMENT_PROVIDER names, with the keys of the configuration. */
export function createPaymentProvider(config: Config, dependencies: PaymentProviderDependencies): PaymentProvider {
  const keys = {
    keyId: config.razorpayKeyId,
    keySecret: config.razorpayKeySecret,
    webhookSecret: config.razorpayWebhookSecret,
  };
  if (config.paymentProvider === 'razorpay') {
    return new RazorpayPaymentProvider({
      ...keys,
      timeoutMs: config.paymentProviderTimeoutMs,
      baseUrl: config.razorpayApiBaseUrl,
      ...(dependencies.fetch ? { fetch: dependencies.fetch } : {}),
    });
  }
  return new SandboxPaymentProvider({
    ...keys,
    db: dependencies.db,
    upiConfirmMs: config.sandboxUpiConfirmSeconds * 1000,
    ...(dependencies.now ? { now: dependencies.now } : {}),
  });
}
