// GET /uploads/files/:name: files are public by their unguessable name (an <img> sends no bearer
// token), typed by what the server detected at upload, and never sniffed into something else.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema';
import { errorBody } from '../../errors';
import { fileKindOfExtension } from './file-kinds';
import { UPLOADS_URL_PREFIX, storedNameExtension } from './names';
import { uploadStorage } from './storage';

const FILE_NOT_FOUND = 'File not found';
/** A stored name never gets other content, so browsers may keep it; private keeps ID scans out of shared caches. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

export async function registerFileRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const storage = uploadStorage(ctx.config);
  app.get<{ Params: { name: string } }>(`${UPLOADS_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params;
    const kind = fileKindOfExtension(storedNameExtension(name) ?? '');
    if (!kind) return reply.code(404).send(errorBody(FILE_NOT_FOUND));

    const [row] = await ctx.db
      .select({ mimeType: uploads.mimeType, sizeBytes: uploads.sizeBytes })
      .from(uploads)
      .where(eq(uploads.storedName, name))
      .limit(1);
    const stored = row ? await storage.open(ctx.db, name) : null;
    if (!row || !stored) return reply.code(404).send(errorBody(FILE_NOT_FOUND));

    return reply
      .header('content-type', row.mimeType)
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `${kind.disposition}; filename="${name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', CACHE_CONTROL)
      .send(stored.body);
  });
}
