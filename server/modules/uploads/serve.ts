// GET /uploads/files/:name. An attendee's upload (an ID document) is served only to the account that
// uploaded it, with its bearer token (issue 27 item 5): no session answers 401, another account 404,
// as for every other id-bearing call. Organisers get attendees' files through the attendee export
// (`npm run catalog -- attendees`), not by URL. Catalogue images (no uploader) stay public: event
// pages show them in <img>. Typed by what the server detected at upload, never sniffed.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema';
import { errorBody } from '../../errors';
import { authenticateAccessToken } from '../auth/tokens';
import { fileKindOfExtension } from './file-kinds';
import { UPLOADS_URL_PREFIX, storedNameExtension } from './names';
import { uploadStorage } from './storage';

const FILE_NOT_FOUND = 'File not found';
const SIGN_IN_TO_SEE_FILE = 'Authentication required. Please login.';
/** A catalogue image's name never gets other content, so browsers may keep it. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A person's file: kept out of every cache, shared or not. */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

async function callerIdOf(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const caller = await authenticateAccessToken(ctx.db, ctx.config, match[1], ctx.now());
  return caller?.id ?? null;
}

export async function registerFileRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const storage = uploadStorage(ctx.config);
  app.get<{ Params: { name: string } }>(`${UPLOADS_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params;
    const kind = fileKindOfExtension(storedNameExtension(name) ?? '');
    if (!kind) return reply.code(404).send(errorBody(FILE_NOT_FOUND));

    const [row] = await ctx.db
      .select({ mimeType: uploads.mimeType, userId: uploads.userId })
      .from(uploads)
      .where(eq(uploads.storedName, name))
      .limit(1);
    if (row && row.userId !== null) {
      const callerId = await callerIdOf(ctx, request);
      if (callerId === null) return reply.code(401).send(errorBody(SIGN_IN_TO_SEE_FILE));
      if (callerId !== row.userId) return reply.code(404).send(errorBody(FILE_NOT_FOUND));
    }
    const stored = row ? await storage.open(ctx.db, name) : null;
    if (!row || !stored) return reply.code(404).send(errorBody(FILE_NOT_FOUND));

    return reply
      .header('content-type', row.mimeType)
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `${kind.disposition}; filename="${name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', row.userId === null ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL)
      .send(stored.body);
  });
}
