// One way for every auth actor to turn an openapi-fetch answer into data or an AuthCallError that
// carries the server's text, read by SPEC §8's rule in src/domain (the error field wins, then message).
import { AuthCallError } from '../../../../machines/shared/auth-outcomes';
import { serverErrorText } from '../../../domain/http-errors';

interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/** Resolves with the body of a 2xx answer whose `success` is not false; anything else throws AuthCallError. */
export async function authCall<Data extends { success?: boolean; message?: unknown }>(
  call: () => Promise<FetchResult<Data>>,
): Promise<Data> {
  let result: FetchResult<Data>;
  try {
    result = await call();
  } catch (cause) {
    // An aborted call (the flow moved on) is not the server's refusal; anything else is no response.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new AuthCallError(undefined, null);
  }
  const { data, error, response } = result;
  if (data === undefined || data.success === false) {
    throw new AuthCallError(response.status, serverErrorText(error ?? data));
  }
  return data;
}

/** The envelope's message when it is text (on success it may be an object). */
export function messageOf(body: { message?: unknown }): string | null {
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
}
