// POST /uploads/single and GET /uploads/files/:name: content-checked types, the size limit, server-made
// names, and files served back only by those names, typed and never sniffed.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { uploads } from '../../../server/db/schema';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';

// A real 1x1 PNG and the smallest well-formed PDF header.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const MAX_BYTES = 5 * 1024 * 1024;

let server: TestServer;
let uploadDir: string;
let user: TestUser;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'startline-uploads-'));
  server = await createTestServer({ env: { UPLOAD_DIR: uploadDir } });
  user = await createSignedInUser(server);
});

afterAll(async () => {
  await server?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

type UploadBody = components['schemas']['UploadRequest'];

function upload(
  parts: {
    file?: { content: Buffer; name: string; type?: string };
    folder_name?: string;
    extra?: Record<string, string>;
  },
  token: string | null = user.token,
) {
  const form = new FormData();
  if (parts.file)
    form.append(
      'file',
      new Blob([new Uint8Array(parts.file.content)], { type: parts.file.type ?? 'application/octet-stream' }),
      parts.file.name,
    );
  if (parts.folder_name !== undefined) form.append('folder_name', parts.folder_name);
  for (const [name, value] of Object.entries(parts.extra ?? {})) form.append(name, value);
  const client = token ? server.clientWithToken(token) : server.client;
  return client.POST('/uploads/single', { body: form as unknown as UploadBody });
}

const bearer = (owner: TestUser) => ({ authorization: `Bearer ${owner.token}` });

async function storedFiles(): Promise<string[]> {
  return readdir(uploadDir);
}

async function uploadRows() {
  return server.ctx.db.select().from(uploads);
}

describe('uploadSingle', () => {
  it('stores a real PNG under a server-made name and serves it back with nosniff', async () => {
    const { data, response } = await upload({
      file: { content: PNG, name: '../../etc/My <Photo>.PNG', type: 'text/html' },
      folder_name: 'registered-participents-files',
    });
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    const file = data!.data;
    expect(file.file_url).toMatch(/^\/uploads\/files\/[0-9a-f-]{36}\.png$/);
    expect(file).toMatchObject({ file_name: 'My Photo.PNG', file_size: PNG.length, mime_type: 'image/png' });

    const storedName = file.file_url.split('/').pop()!;
    expect(await storedFiles()).toContain(storedName);
    const [row] = await server.ctx.db.select().from(uploads).where(eq(uploads.storedName, storedName));
    expect(row).toMatchObject({
      originalName: 'My Photo.PNG',
      mimeType: 'image/png',
      sizeBytes: PNG.length,
      folderName: 'registered-participents-files',
      userId: user.id,
    });

    const served = await server.app.inject({ method: 'GET', url: file.file_url, headers: bearer(user) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`inline; filename="${storedName}"`);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves a PDF as an attachment', async () => {
    const { data } = await upload({
      file: { content: PDF, name: 'id.pdf', type: 'application/pdf' },
      folder_name: 'registered-participents-files',
    });
    expect(data?.data.mime_type).toBe('application/pdf');
    const served = await server.app.inject({ method: 'GET', url: data!.data.file_url, headers: bearer(user) });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it("refuses a text file renamed .png with 415 'Unsupported file type', storing nothing", async () => {
    const filesBefore = await storedFiles();
    const rowsBefore = await uploadRows();
    const { response, error } = await upload({
      file: { content: Buffer.from('<script>alert(1)</script>'), name: 'photo.png', type: 'image/png' },
      folder_name: 'registered-participents-files',
    });
    expect(response.status).toBe(415);
    expect(error).toEqual({ success: false, message: 'Unsupported file type', error: 'Unsupported file type' });
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await uploadRows()).toEqual(rowsBefore);
  });

  it("refuses a file over the limit with 413 'File is too large (max 5 MB)', storing nothing", async () => {
    const filesBefore = await storedFiles();
    const oversize = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES + 1 - PNG.length)]);
    const { response, error } = await upload({
      file: { content: oversize, name: 'big.png' },
      folder_name: 'registered-participents-files',
    });
    expect(response.status).toBe(413);
    expect(error).toMatchObject({ message: 'File is too large (max 5 MB)' });
    expect(await storedFiles()).toEqual(filesBefore);
    const atLimit = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES - PNG.length)]);
    const accepted = await upload({
      file: { content: atLimit, name: 'limit.png' },
      folder_name: 'registered-participents-files',
    });
    expect(accepted.response.status).toBe(200);
    expect(accepted.data?.data.file_size).toBe(MAX_BYTES);
  });

  it('answers 400 to a form without a file, with a bad folder name, an extra field, an empty file or JSON', async () => {
    const filesBefore = await storedFiles();
    const noFile = await upload({ folder_name: 'registered-participents-files' });
    expect(noFile.response.status).toBe(400);
    const badFolder = await upload({ file: { content: PNG, name: 'a.png' }, folder_name: '../../etc' });
    expect(badFolder.response.status).toBe(400);
    const extra = await upload({ file: { content: PNG, name: 'a.png' }, folder_name: 'x', extra: { role: 'admin' } });
    expect(extra.response.status).toBe(400);
    const empty = await upload({ file: { content: Buffer.alloc(0), name: 'a.png' }, folder_name: 'x' });
    expect(empty.response.status).toBe(400);
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/single',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: { file: 'x', folder_name: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('needs a bearer token and stores nothing without one', async () => {
    const filesBefore = await storedFiles();
    const { response } = await upload({ file: { content: PNG, name: 'a.png' }, folder_name: 'x' }, null);
    expect(response.status).toBe(401);
    const forged = await upload({ file: { content: PNG, name: 'a.png' }, folder_name: 'x' }, 'forged.token.value');
    expect(forged.response.status).toBe(401);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

describe('GET /uploads/files/:name', () => {
  it('answers 404 to names it did not generate, path traversal included', async () => {
    // A file sitting in the uploads folder under a name of someone else's choosing is never served.
    await writeFile(path.join(uploadDir, 'secret.txt'), 'secret');
    const names = [
      'secret.txt',
      '..%2F..%2Fpackage.json',
      '..%2Fsecret.txt',
      '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '00000000-0000-0000-0000-000000000000.png',
      '00000000-0000-0000-0000-000000000000.PNG',
      '00000000-0000-0000-0000-000000000000.html',
    ];
    for (const name of names) {
      const served = await server.app.inject({ method: 'GET', url: `/uploads/files/${name}` });
      expect(served.statusCode, name).toBe(404);
    }
    const climbing = await server.app.inject({ method: 'GET', url: '/uploads/files/../../package.json' });
    expect(climbing.statusCode).toBe(404);
    expect(climbing.body).not.toContain('startline');
  });
});
