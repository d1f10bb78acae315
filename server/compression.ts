// Compression and revalidation for what `npm start` sends: JSON answers are compressed on the fly
// (node:zlib, no plugin), the document from buffers compressed once at start, and the built assets
// from the .br/.gz files written beside them at build time (scripts/precompress.ts).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Answers smaller than this gain less from compression than the header and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to send for an Accept-Encoding header: brotli before gzip, each only when the client
 * accepts it (a q=0 refuses it; `*` accepts both). null means the identity.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

/** Brotli at a level that is fast enough per request (4 is close to gzip's speed, and smaller). */
export async function compressOnTheFly(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/** The smallest encodings, for bytes compressed once (the document, the build's assets). */
export function compressOnce(body: Buffer): Record<ContentEncoding, Buffer> {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when the request's If-None-Match names this ETag (or `*`), so a 304 answers it. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const list = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (list.some((name) => name === '*' || name.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...list, field].join(', '));
}

/**
 * A body built once (the app document) sent with an ETag, answered by 304 when the browser already
 * has it, and in the client's best encoding from the buffers compressed at start.
 */
export function precompressedBody(body: string | Buffer) {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const encoded = compressOnce(identity);
  const etag = strongEtag(identity);
  return {
    etag,
    send(request: FastifyRequest, reply: FastifyReply) {
      reply.header('etag', etag);
      appendVary(reply, 'Accept-Encoding');
      if (isFresh(request, etag)) return reply.code(304).send();
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding && encoded[encoding].length < identity.length) {
        return reply.header('content-encoding', encoding).send(encoded[encoding]);
      }
      return reply.send(identity);
    },
  };
}

function isCompressible(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^(application\/(?:[\w.+-]+\+)?json|text\/)/i.test(contentType);
}

/**
 * Compresses JSON (and text) answers of COMPRESS_MIN_BYTES or more on the way out. Streams (the
 * static files, which have their own precompressed copies) and already-encoded bodies pass as they are.
 */
export function registerResponseCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!isCompressible(reply.getHeader('content-type'))) return payload;
    if (reply.getHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    const size = Buffer.isBuffer(payload) ? payload.length : Buffer.byteLength(payload, 'utf8');
    if (size < COMPRESS_MIN_BYTES) return payload;
    // The answer depends on the header whether or not this client accepted an encoding.
    appendVary(reply, 'Accept-Encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    // A client that takes no encoding gets the string as it is: no copy of the body into a Buffer.
    if (!encoding) return payload;
    const compressed = await compressOnTheFly(
      Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8'),
      encoding,
    );
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
