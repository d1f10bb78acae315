// The per-IP cap, on a server of its own with a small limit (every test request comes from 127.0.0.1).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestServer } from '../../support/server';
import { authState, freshMobile, startRegistration } from './helpers';
import { createTestServer } from '../../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { OTP_SEND_LIMIT_PER_IP_PER_HOUR: '3' } });
});

afterAll(async () => {
  await server?.close();
});

test('one client IP gets at most OTP_SEND_LIMIT_PER_IP_PER_HOUR codes an hour, whatever the numbers', async () => {
  for (let send = 0; send < 3; send += 1) await startRegistration(server, freshMobile());
  const mobileNumber = freshMobile();
  const refused = await server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } });
  expect(refused.response.status).toBe(429);
  expect(refused.error?.message).toBe('Too many OTP requests from your network. Please try again in 60 minutes.');
  expect(refused.response.headers.get('retry-after')).toBe('3600');
  // Refused before anything was written: not even a pending user.
  expect((await authState(server, mobileNumber)).user).toBeUndefined();

  server.clock.advance(60 * 60 * 1000);
  expect(
    (await server.client.POST('/auth/start-registration', { body: { mobile_number: mobileNumber } })).response.status,
  ).toBe(200);
});
