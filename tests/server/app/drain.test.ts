// SIGTERM during a slow request (issue 26 item 4): a real server process is asked to stop while a
// request is half sent. It says it is no longer ready, stops taking new connections, answers the
// request in flight once its body arrives, and exits 0. PGlite in memory: no PostgreSQL needed.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../support/server-process';

/** Long enough to see /readyz answer 503 before the listener closes. */
const SHUTDOWN_DELAY_MS = 1_500;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({
    PGLITE_DATA_DIR: 'memory://',
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    SHUTDOWN_GRACE_MS: '20000',
  });
  // A server process migrating a fresh database: a minute is not always enough on a busy machine.
}, 180_000);
afterAll(async () => server?.stop());

function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server writes back on the socket, until it closes it. */
function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
}

it('finishes the request in flight, refuses new ones, and exits 0', async () => {
  const body = JSON.stringify({ mobile_number: '9876543210', mpin: '123456' });
  const socket = await openSocket(server.port);
  const answer = readAll(socket);
  // Headers and half the body: the request is in flight, its handler waiting for the rest.
  socket.write(
    `POST /api/v1/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));

  // Draining: still listening for the delay, but no longer ready.
  const readiness = await fetch(`${server.origin}/readyz`);
  expect([readiness.status, await readiness.json()]).toEqual([503, { ready: false, reason: 'draining' }]);

  // After the delay the listener is closed: a new connection is refused.
  await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DELAY_MS + 500));
  await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow();
  expect(server.exitCode()).toBeNull();

  // The request in flight is answered in full (a wrong MPIN for an unknown number: SPEC's 4xx JSON).
  socket.write(body.slice(10));
  const raw = await answer;
  const [head = '', json = ''] = raw.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 4\d\d /);
  expect(head.toLowerCase()).toMatch(/x-request-id: [0-9a-f-]{36}/);
  expect(JSON.parse(json)).toHaveProperty('message');

  for (let waited = 0; server.exitCode() === null && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(server.exitCode()).toBe(0);
}, 60_000);
