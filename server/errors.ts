// One error type for every handler; app.ts turns it (and Fastify's own errors) into the
// documented envelope { success: false, message, error, errors? } (docs/architecture.md). The default
// texts are SPEC §8's generic mapping, read from src/domain like the browser's.
import { HTTP_ERROR_MESSAGES } from '../src/domain/http-errors';

export interface FieldError {
  field: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Extension data answered with the error (sign-in's OTP step). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string = HTTP_ERROR_MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = HTTP_ERROR_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = HTTP_ERROR_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** A 429 that knows when asking again can succeed; app.ts copies that into Retry-After. */
export class RetryLaterError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'RetryLaterError';
  }
}

export function errorBody(message: string, errors?: FieldError[], data?: Record<string, unknown>) {
  const body =
    errors && errors.length > 0
      ? { success: false as const, message, error: message, errors }
      : { success: false as const, message, error: message };
  return data ? { ...body, data } : body;
}
