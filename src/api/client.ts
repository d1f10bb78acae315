import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export type ApiClient = Client<paths>;

/** SPEC §7: event list calls send this; sending it on every call costs nothing and keeps one rule. */
export const DEFAULT_ACCEPT_LANGUAGE = 'en-US, hi';

export interface ApiClientOptions {
  /** Runtime configuration, e.g. '/api/v1' or 'https://host/prod/api/v1'. */
  baseUrl: string;
  /** Injected per client (tests point it at the server in-process); defaults to globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Read on every request, so a refreshed token is picked up without rebuilding the client. */
  getAccessToken: () => string | null | undefined;
  acceptLanguage?: string;
  /** Runs after the header middleware, e.g. the session's 401 handling. */
  middleware?: readonly Middleware[];
}

/**
 * Attaches `Authorization: Bearer <token>` when a token is stored and `Accept-Language`.
 * A header the caller set explicitly wins, so a retry can carry its own token.
 */
export function createRequestHeadersMiddleware(
  getAccessToken: ApiClientOptions['getAccessToken'],
  acceptLanguage: string = DEFAULT_ACCEPT_LANGUAGE,
): Middleware {
  return {
    onRequest({ request }) {
      const token = getAccessToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      if (!request.headers.has('Accept-Language')) {
        request.headers.set('Accept-Language', acceptLanguage);
      }
      return request;
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: { Accept: 'application/json' },
    // SPEC §7: requests go without credentials; auth travels only in the bearer header.
    credentials: 'omit',
  });
  client.use(createRequestHeadersMiddleware(options.getAccessToken, options.acceptLanguage));
  if (options.middleware && options.middleware.length > 0) {
    client.use(...options.middleware);
  }
  return client;
}
