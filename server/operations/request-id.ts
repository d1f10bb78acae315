// X-Request-Id (issue 26 item 4): one id per request, taken from a trusted proxy when it sent one and
// made here otherwise, echoed in every answer and carried on every log line of the request (Fastify's
// request logger binds it as `reqId`). An id from anyone else is ignored: a client could otherwise
// pick ids that collide with others' or smuggle text into the logs.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from a proxy may look like: the usual UUIDs and trace ids, nothing a log reader could trip on. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the proxy's id when the connection came from a trusted proxy, else a new UUID. */
export function requestIdGenerator(trustedProxies: readonly string[]): (request: IncomingMessage) => string {
  const isTrusted = trustedProxies.length > 0 ? compile([...trustedProxies]) : () => false;
  return (request) => {
    const offered = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket.remoteAddress;
    if (typeof offered === 'string' && ACCEPTABLE_ID.test(offered) && peer && isTrusted(peer, 0)) return offered;
    return randomUUID();
  };
}

/** Echoes the id in every answer, errors and 404s included (onRequest runs before any of them). */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
