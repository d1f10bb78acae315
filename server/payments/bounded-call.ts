// Every call our server makes to the payment provider goes through here: it answers within the
// configured time (PAYMENT_PROVIDER_TIMEOUT_MS) or counts as the provider failing. A provider that
// hangs would otherwise hold the buyer's request, and a provider that throws something unexpected
// would otherwise surface as a 500; both become a PaymentProviderError that the order handlers
// answer with 502 and never take as a payment.
import { PaymentProviderError } from './provider';

export async function withinProviderTimeout<T>(timeoutMs: number, what: string, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PaymentProviderError(`The payment provider did not answer ${what} within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([call(), timedOut]);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw new PaymentProviderError(`The payment provider failed ${what}: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
