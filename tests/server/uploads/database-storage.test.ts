// UPLOAD_STORAGE=database (issue 10 item 9): the bytes live in upload_blobs beside their uploads row,
// written in one transaction, so every server process on the database serves every file and nothing
// touches the disk. Files come back byte for byte with exactly the headers disk storage sends.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { loadConfig } from '../../../server/config';
import { uploadBlobs, uploads } from '../../../server/db/schema';
import { uploadStorage } from '../../../server/modules/uploads/storage';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type UploadBody = components['schemas']['UploadRequest'];

let uploadDir: string;
let inDatabase: TestServer;
let onDisk: TestServer;
let databaseUser: TestUser;
let diskUser: TestUser;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'startline-upload-storage-'));
  [inDatabase, onDisk] = await Promise.all([
    createTestServer({ env: { UPLOAD_STORAGE: 'database', UPLOAD_DIR: path.join(uploadDir, 'database') } }),
    createTestServer({ env: { UPLOAD_STORAGE: 'disk', UPLOAD_DIR: path.join(uploadDir, 'disk') } }),
  ]);
  [databaseUser, diskUser] = await Promise.all([createSignedInUser(inDatabase), createSignedInUser(onDisk)]);
});

afterAll(async () => {
  await Promise.all([inDatabase?.close(), onDisk?.close()]);
  await rm(uploadDir, { recursive: true, force: true });
});

async function upload(server: TestServer, user: TestUser, content: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/octet-stream' }), name);
  form.append('folder_name', 'registered-participents-files');
  return server.clientWithToken(user.token).POST('/uploads/single', { body: form as unknown as UploadBody });
}

const bearer = (owner: TestUser) => ({ authorization: `Bearer ${owner.token}` });
const storedNameOf = (fileUrl: string) => fileUrl.split('/').pop()!;
const blobsOf = (server: TestServer) => server.ctx.db.select().from(uploadBlobs);

describe('UPLOAD_STORAGE', () => {
  it('is disk unless set, and takes database', () => {
    expect(loadConfig({}).uploadStorage).toBe('disk');
    expect(loadConfig({ UPLOAD_STORAGE: 'database' }).uploadStorage).toBe('database');
    expect(() => loadConfig({ UPLOAD_STORAGE: 'S3' })).toThrow("UPLOAD_STORAGE must be disk or database, got 'S3'");
  });
});

describe('uploads kept in the database', () => {
  it('stores the bytes in upload_blobs beside the row, writes nothing to disk, and serves them back', async () => {
    const { data, response } = await upload(inDatabase, databaseUser, PNG, 'Finish line.png');
    expect(response.status).toBe(200);
    const storedName = storedNameOf(data!.data.file_url);
    const [row] = await inDatabase.ctx.db.select().from(uploads).where(eq(uploads.storedName, storedName));
    expect(row).toMatchObject({ mimeType: 'image/png', sizeBytes: PNG.length, userId: databaseUser.id });
    const [blob] = await inDatabase.ctx.db.select().from(uploadBlobs).where(eq(uploadBlobs.storedName, storedName));
    expect(Buffer.isBuffer(blob?.content)).toBe(true);
    expect(blob!.content.equals(PNG)).toBe(true);
    expect(await readdir(uploadDir)).toEqual([]);

    const served = await inDatabase.app.inject({
      method: 'GET',
      url: data!.data.file_url,
      headers: bearer(databaseUser),
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers with exactly the headers disk storage sends, for an image and for a PDF', async () => {
    for (const [content, name] of [
      [PNG, 'photo.png'],
      [PDF, 'id.pdf'],
    ] as const) {
      const fromDatabase = (await upload(inDatabase, databaseUser, content, name)).data!.data.file_url;
      const fromDisk = (await upload(onDisk, diskUser, content, name)).data!.data.file_url;
      const [database, disk] = await Promise.all([
        inDatabase.app.inject({ method: 'GET', url: fromDatabase, headers: bearer(databaseUser) }),
        onDisk.app.inject({ method: 'GET', url: fromDisk, headers: bearer(diskUser) }),
      ]);
      // Only the per-request parts (date, keep-alive, request id) and the file's own name may differ.
      const comparable = (headers: Record<string, unknown>, storedName: string) => {
        const { date: _date, connection: _connection, 'x-request-id': _requestId, ...rest } = headers;
        return { ...rest, 'content-disposition': String(rest['content-disposition']).replace(storedName, 'NAME') };
      };
      expect(comparable(database.headers, storedNameOf(fromDatabase))).toEqual(
        comparable(disk.headers, storedNameOf(fromDisk)),
      );
      expect(database.headers['content-length']).toBe(String(content.length));
      expect(database.rawPayload.equals(disk.rawPayload)).toBe(true);
    }
  });

  it('refuses a file that is not what it claims with 415, keeping neither row nor bytes', async () => {
    const blobsBefore = (await blobsOf(inDatabase)).length;
    const rowsBefore = (await inDatabase.ctx.db.select().from(uploads)).length;
    const { response } = await upload(inDatabase, databaseUser, Buffer.from('<script>alert(1)</script>'), 'x.png');
    expect(response.status).toBe(415);
    expect(await blobsOf(inDatabase)).toHaveLength(blobsBefore);
    expect(await inDatabase.ctx.db.select().from(uploads)).toHaveLength(rowsBefore);
  });

  it('keeps both or neither: a failed row write leaves no bytes, failed bytes leave no row', async () => {
    const storage = uploadStorage(inDatabase.config);
    const blobsBefore = (await blobsOf(inDatabase)).length;
    await expect(
      storage.save(inDatabase.ctx.db, 'never-recorded.png', PNG, async () => {
        throw new Error('the row could not be written');
      }),
    ).rejects.toThrow('the row could not be written');
    expect(await blobsOf(inDatabase)).toHaveLength(blobsBefore);

    // Bytes under a name that already has bytes (a primary key clash) roll the new row back.
    const { data } = await upload(inDatabase, databaseUser, PNG, 'first.png');
    const taken = storedNameOf(data!.data.file_url);
    const rowsBefore = (await inDatabase.ctx.db.select().from(uploads)).length;
    await expect(
      storage.save(inDatabase.ctx.db, taken, PNG, async (db) => {
        await db.insert(uploads).values({
          storedName: `${taken}.copy.png`,
          originalName: 'copy.png',
          mimeType: 'image/png',
          sizeBytes: PNG.length,
          userId: databaseUser.id,
        });
      }),
    ).rejects.toThrow();
    expect(await inDatabase.ctx.db.select().from(uploads)).toHaveLength(rowsBefore);
  });

  it('answers 404 to a recorded upload whose bytes are elsewhere (kept on disk before the switch)', async () => {
    const { data } = await upload(onDisk, diskUser, PNG, 'old.png');
    const storedName = storedNameOf(data!.data.file_url);
    const [row] = await onDisk.ctx.db.select().from(uploads).where(eq(uploads.storedName, storedName));
    await inDatabase.ctx.db.insert(uploads).values({ ...row!, id: undefined, userId: databaseUser.id });
    const served = await inDatabase.app.inject({
      method: 'GET',
      url: data!.data.file_url,
      headers: bearer(databaseUser),
    });
    expect(served.statusCode).toBe(404);
    expect(served.json()).toEqual({ success: false, message: 'File not found', error: 'File not found' });
  });

  it('drops the bytes with their row', async () => {
    const { data } = await upload(inDatabase, databaseUser, PNG, 'gone.png');
    const storedName = storedNameOf(data!.data.file_url);
    await inDatabase.ctx.db.delete(uploads).where(eq(uploads.storedName, storedName));
    expect(await inDatabase.ctx.db.select().from(uploadBlobs).where(eq(uploadBlobs.storedName, storedName))).toEqual(
      [],
    );
    expect(
      (await inDatabase.app.inject({ method: 'GET', url: data!.data.file_url, headers: bearer(databaseUser) }))
        .statusCode,
    ).toBe(404);
  });

  it('counts stored bytes toward the per-account quota as disk storage does', async () => {
    const server = await createTestServer({
      env: { UPLOAD_STORAGE: 'database', UPLOAD_QUOTA_BYTES_PER_USER: String(PNG.length * 2) },
    });
    try {
      const user = await createSignedInUser(server);
      expect((await upload(server, user, PNG, 'a.png')).response.status).toBe(200);
      expect((await upload(server, user, PNG, 'b.png')).response.status).toBe(200);
      expect((await upload(server, user, PNG, 'c.png')).response.status).toBe(413);
      expect(await blobsOf(server)).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
