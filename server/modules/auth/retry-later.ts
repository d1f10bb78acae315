import { HttpError } from '../../errors';

/** A 429 that knows when asking again can succeed; handlers copy that into Retry-After. */
export class RetryLaterError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'RetryLaterError';
  }
}
