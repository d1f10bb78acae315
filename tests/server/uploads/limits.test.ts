// Upload limits the security probe found missing: an oversize body is refused from its declared
// Content-Length before it is read, and each account has a quota of stored bytes.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';

// A real 1x1 PNG (70 bytes) padded to the size a test needs; file-type judges it by its header.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngOf = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);

let server: TestServer;
let uploadDir: string;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'startline-upload-limits-'));
  server = await createTestServer({ env: { UPLOAD_DIR: uploadDir, UPLOAD_QUOTA_BYTES_PER_USER: '3000' } });
  owner = await createSignedInUser(server);
  other = await createSignedInUser(server);
});

afterAll(async () => {
  await server?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

function upload(user: TestUser, bytes: number) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngOf(bytes))], { type: 'image/png' }), 'photo.png');
  form.append('folder_name', 'registered-participents-files');
  return server.clientWithToken(user.token).POST('/uploads/single', { body: form as never });
}

describe('upload limits', () => {
  it('refuses a body declared over the limit from its headers, before reading it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/single',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(500 * 1024 * 1024),
      },
      // A few bytes stand for the 500 MB the client says it will send; none of it is looked at.
      payload: '--x\r\n',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, error: 'File is too large (max 5 MB)' });
    expect(await readdir(uploadDir)).toEqual([]);
  });

  it('keeps each account within its quota; another account is not affected', async () => {
    expect((await upload(owner, 1400)).response.status).toBe(200);
    expect((await upload(owner, 1400)).response.status).toBe(200);
    const over = await upload(owner, 1400);
    expect(over.response.status).toBe(413);
    expect(over.error?.error).toBe(
      'Your account has used its 3 KB of uploaded files. Please contact support to upload more.',
    );
    // Space left (200 bytes) still takes a file that fits.
    expect((await upload(owner, 150)).response.status).toBe(200);
    expect((await upload(other, 1400)).response.status).toBe(200);
    expect((await readdir(uploadDir)).length).toBe(4);
  });
});
