/** A message provider refused or failed (an answer of error, a timeout, no connection): retry later. */
export class MessageProviderError extends Error {
  override name = 'MessageProviderError';
}

/** Runs `call` with an AbortSignal that fires after `timeoutMs`; a timeout is a MessageProviderError. */
export async function withinTimeout<T>(
  timeoutMs: number,
  what: string,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await call(controller.signal);
  } catch (error) {
    if (error instanceof MessageProviderError) throw error;
    if (controller.signal.aborted) throw new MessageProviderError(`${what} took longer than ${timeoutMs} ms`);
    throw new MessageProviderError(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
