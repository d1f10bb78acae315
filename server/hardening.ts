// What every answer and every request goes through, whatever the operation (the security issue, item 5).
//
// - A call whose operation declares a body but came without one is refused with 400.
// - Text that PostgreSQL cannot store (a NUL character) or that is not Unicode (a lone surrogate) is
//   refused with 400 before any handler runs; otherwise it reaches the database as a 500.
// - API answers say what they are and may not be sniffed or framed; HSTS goes out when the request
//   came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_ERROR_MESSAGES } from '../src/domain/http-errors';
import { badRequest } from './errors';

// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_MESSAGE = 'must not contain NUL characters or broken Unicode';
const MAX_DEPTH = 20;

/** The dotted path of the first string that cannot be stored, or null. */
export function firstUnstorableText(value: unknown, at = '', depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? at : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (UNSTORABLE.test(key)) return at ? `${at}.${key}` : key;
    const found = firstUnstorableText(inner, at ? `${at}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** An operation with a request body gets one: without it, the handler would read fields of nothing. */
function requireDeclaredBody(request: FastifyRequest): void {
  const declaresBody = Boolean(request.routeOptions.schema?.body);
  if (declaresBody && (request.body === undefined || request.body === null)) {
    const message = `${HTTP_ERROR_MESSAGES.badRequest}: the request body is required`;
    throw badRequest(message, [{ field: '', message: 'is required' }]);
  }
}

function refuseUnstorableText(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const field = firstUnstorableText(part);
    if (field === null) continue;
    const message = `${HTTP_ERROR_MESSAGES.badRequest}: ${field ? `${field} ` : ''}${UNSTORABLE_MESSAGE}`;
    throw badRequest(message, [{ field, message: UNSTORABLE_MESSAGE }]);
  }
}

/** No script, style, frame or plugin in an API answer: it is data, never a document. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerHardening(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('preValidation', async (request) => {
    requireDeclaredBody(request);
    refuseUnstorableText(request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith(apiPrefix)) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
}
