// Webhook signatures cover the exact bytes the provider sent, which Fastify's JSON parser discards.
// Routes flagged with `x-fastify-config: { rawBody: true }` in openapi.yaml get a preParsing hook
// that keeps a copy in request.rawBody and hands the parser an identical stream. Only flagged
// routes pay for the copy.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body as received, on routes whose config sets rawBody. */
    rawBody?: Buffer;
  }
  interface FastifyContextConfig {
    rawBody?: boolean;
  }
}

type PreParsingHook = (request: FastifyRequest, reply: FastifyReply, payload: Readable) => Promise<Readable>;

async function keepRawBody(request: FastifyRequest, _reply: FastifyReply, payload: Readable): Promise<Readable> {
  const limit = request.routeOptions.bodyLimit ?? 1024 * 1024;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    // The parser's own limit would only apply after everything was buffered here.
    if (size > limit) throw new HttpError(413, 'Request body is too large');
    chunks.push(buffer);
  }
  const rawBody = Buffer.concat(chunks);
  request.rawBody = rawBody;
  const replay = Readable.from([rawBody]) as Readable & { receivedEncodedLength?: number };
  replay.receivedEncodedLength =
    (payload as Readable & { receivedEncodedLength?: number }).receivedEncodedLength ?? size;
  return replay;
}

/** Call before the routes are registered (an onRoute hook only sees routes added after it). */
export function captureRawBodyOfFlaggedRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.rawBody !== true) return;
    const existing = route.preParsing;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.preParsing = [...hooks, keepRawBody as PreParsingHook] as RouteOptions['preParsing'];
  });
}
