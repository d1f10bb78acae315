// Issue 27 item 5: an attendee's upload is served only to its owner with a valid session; another
// account gets 404, no session 401; organisers get it through the attendee export; catalogue images
// stay public; request logs never show a file's name.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { copyAttendeeFiles } from '../../../server/catalog/attendee-files';
import { attendeesCsv } from '../../../server/catalog/attendees';
import { participantResponses, participants, uploads } from '../../../server/db/schema';
import { createSubEvent } from '../orders/fixtures';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let uploadDir: string;
let owner: TestUser;
let stranger: TestUser;
let logs = '';

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'startline-private-'));
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logs += chunk.toString('utf8')));
  server = await createTestServer({ env: { UPLOAD_DIR: uploadDir, LOG_LEVEL: 'info' }, logStream });
  owner = await createSignedInUser(server);
  stranger = await createSignedInUser(server);
});

afterAll(async () => {
  await server?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

async function uploadAs(user: TestUser): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'aadhaar.png');
  form.append('folder_name', 'registered-participents-files');
  const { data } = await server
    .clientWithToken(user.token)
    .POST('/uploads/single', { body: form as unknown as components['schemas']['UploadRequest'] });
  return data!.data.file_url;
}

const get = (url: string, user?: TestUser) =>
  server.app.inject({ method: 'GET', url, headers: user ? { authorization: `Bearer ${user.token}` } : {} });

describe('uploaded files are private', () => {
  it('serves the file to its owner, not cached by anyone', async () => {
    const url = await uploadAs(owner);
    const served = await get(url, owner);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses it with 401 to no session and to a forged token, with 404 to another account', async () => {
    const url = await uploadAs(owner);
    expect((await get(url)).statusCode).toBe(401);
    const forged = await server.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer forged.token.x' } });
    expect(forged.statusCode).toBe(401);
    const other = await get(url, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.rawPayload.includes(PNG)).toBe(false);
  });

  it('keeps catalogue images (no uploader) public', async () => {
    const storedName = '11111111-2222-4333-8444-555555555555.png';
    const catalogueDir = server.config.uploadDir;
    await import('node:fs/promises').then((fs) => fs.writeFile(path.join(catalogueDir, storedName), PNG));
    await server.ctx.db
      .insert(uploads)
      .values({ storedName, originalName: 'banner.png', mimeType: 'image/png', sizeBytes: PNG.length, userId: null });
    expect((await get(`/uploads/files/${storedName}`)).statusCode).toBe(200);
  });

  it('reaches the organiser through the attendee export: the CSV names it, --files copies it', async () => {
    const url = await uploadAs(owner);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    const [ticket] = await server.ctx.db
      .insert(participants)
      .values({ userId: owner.id, subEventId: subEvent.subEventId, status: 'confirmed', paymentStatus: 'paid' })
      .returning();
    await server.ctx.db
      .insert(participantResponses)
      .values({ participantId: ticket!.id, fieldUuid: randomUUID(), fieldName: 'id_proof', responseText: url });
    const { csv, files } = await attendeesCsv(server.ctx.db, subEvent.subEventUuid);
    const name = url.split('/').pop()!;
    expect(csv).toContain(url);
    expect(files).toEqual([name]);
    const kit = path.join(uploadDir, 'organiser-kit');
    expect(await copyAttendeeFiles(server.ctx.db, server.config, files, kit)).toBe(1);
    expect((await readFile(path.join(kit, name))).equals(PNG)).toBe(true);
  });

  it('never writes an upload URL into the log', async () => {
    const url = await uploadAs(owner);
    await get(url, owner);
    await get(url);
    expect(logs).toContain('/uploads/files/:name');
    expect(logs).not.toContain(url);
    expect(logs).not.toContain(url.split('/').pop()!.slice(0, 36));
  });
});
