// Razorpay's documented signature formulas, shared by both providers so the sandbox signs exactly
// like the real one and the checks cannot drift apart.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, message: Buffer | string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** The checkout's razorpay_signature: HMAC-SHA256 of `${order_id}|${payment_id}` with the key secret. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** The X-Razorpay-Signature header: HMAC-SHA256 of the raw request body with the webhook secret. */
export function webhookSignature(webhookSecret: string, rawBody: Buffer | string): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}

/**
 * The sandbox checkout's per-order secret: HMAC-SHA256 of the provider order id with the key secret.
 * Only the order's owner receives it (in the create-order answer), so only the owner's checkout can
 * finish that order; knowing an order id is not enough. Stateless: nothing to store or expire.
 */
export function sandboxCheckoutToken(keySecret: string, providerOrderId: string): string {
  return hmacSha256Hex(keySecret, `sandbox-checkout|${providerOrderId}`);
}

/**
 * Compares a received hex signature with the expected one without leaking, through timing, how
 * many leading characters matched. Anything that is not 64 lower-case hex digits is refused.
 */
export function signaturesMatch(expectedHex: string, receivedHex: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex, 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
