// SPEC §8 generic HTTP mapping: what a person reads when a call fails.

export const HTTP_ERROR_MESSAGES = {
  badRequest: 'Invalid request data',
  unauthorized: 'Authentication required. Please login.',
  forbidden: 'You do not have permission to access this resource',
  notFound: 'Resource not found',
  orderSummaryNotFound: 'Order summary not found',
  unprocessable: 'Validation failed',
  server: 'Server error occurred. Please try again later.',
  network: 'Network error. Please check your internet connection.',
} as const;

export interface HttpFailure {
  /** The response status; absent (or 0, what fetch reports for a blocked response) when none came. */
  status?: number;
  /** The parsed response body, whatever shape it has. */
  body?: unknown;
  /** Calls whose 404 has its own text. */
  context?: 'orders';
}

function nonEmptyStringProperty(body: unknown, key: 'error' | 'message'): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value: unknown = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * SPEC §8: the server's own `error` text wins, then its `message` text (the envelope's `message` may
 * be an object on success, so only strings count); null when it sent neither.
 */
export function serverErrorText(body: unknown): string | null {
  return nonEmptyStringProperty(body, 'error') ?? nonEmptyStringProperty(body, 'message');
}

/** The server's text (serverErrorText), else the status default. */
export function httpErrorMessage({ status, body, context }: HttpFailure): string {
  const serverText = serverErrorText(body);
  if (serverText !== null) return serverText;
  if (status === undefined || status === 0) return HTTP_ERROR_MESSAGES.network;
  switch (status) {
    case 400:
      return HTTP_ERROR_MESSAGES.badRequest;
    case 401:
      return HTTP_ERROR_MESSAGES.unauthorized;
    case 403:
      return HTTP_ERROR_MESSAGES.forbidden;
    case 404:
      return context === 'orders' ? HTTP_ERROR_MESSAGES.orderSummaryNotFound : HTTP_ERROR_MESSAGES.notFound;
    case 422:
      return HTTP_ERROR_MESSAGES.unprocessable;
    default:
      return HTTP_ERROR_MESSAGES.server;
  }
}
