// No input gives a 5xx, and API answers carry their security headers (the security issue, item 5).
// The fuzz reads every operation from openapi.yaml, so a new operation is covered without editing
// this file: each path, query and body field gets NUL bytes, lone surrogates, 10,000-character
// strings, wrong types and boundary numbers, signed in and out, and nothing may answer 5xx or
// change what is stored.
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as schema from '../../../server/db/schema';
import { API_CONTENT_SECURITY_POLICY, HSTS, firstUnstorableText } from '../../../server/hardening';
import { listOperations, loadDereferencedDocument, type Schema } from '../../contract/openapi-document';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await createTestServer({
    seed: 'demo',
    env: {
      TRUSTED_PROXIES: '10.0.0.1',
      // The fuzz fails thousands of sign-ins and OTPs on purpose; the limits are tested elsewhere.
      SIGNIN_FAILURE_LIMIT_PER_CLIENT: '1000000',
      OTP_FAILURE_LIMIT_PER_CLIENT: '1000000',
      OTP_SEND_LIMIT_PER_IP_PER_HOUR: '1000000',
    },
  });
  user = await createSignedInUser(server);
});

afterAll(async () => {
  await server?.close();
});

const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  '\uD800',
  'x'.repeat(10_000),
  -1,
  0,
  2 ** 53,
  1e308,
  true,
  null,
  [],
  {},
  '../../etc/passwd',
  "' OR 1=1 --",
];
const HOSTILE_PATH_SEGMENTS = ['a%00b', '%ED%A0%80', 'x'.repeat(2_000), '-1', '99999999999999999999', '%2e%2e'];

/** A lone surrogate has no UTF-8 form; its CESU bytes are what a hostile client would send. */
function encodeHostile(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

// A value each pattern of openapi.yaml accepts, so that one hostile field at a time gets past the others.
const PATTERN_SAMPLES: Record<string, string> = {
  '^[6-9][0-9]{9}$': '9876543210',
  '^[0-9]{4}$': '4826',
  '^[0-9]{6}$': '123456',
  '^[A-Za-z0-9_]{3,20}$': 'fuzz_runner',
  '^[\\p{L}\\p{M} ]+$': 'Asha Verma',
  '^-?[0-9]+\\.[0-9]{2}$': '10.00',
  '^[a-z0-9-]{1,64}$': 'abc',
  '^[0-9a-f]{64}$': 'a'.repeat(64),
};
const FORMAT_SAMPLES: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  date: '2027-01-15',
  'date-time': '2027-01-15T10:00:00.000Z',
  email: 'fuzz@example.in',
};

/** A well-formed value for a schema (first enum value, pattern and format samples, minimums). */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'abc';
  if (schema.enum) return schema.enum[0];
  const alternative = (schema.oneOf ?? schema.anyOf)?.[0] as Schema | undefined;
  if (alternative) return sample(alternative);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, inner]) => [name, sample(inner as Schema)]),
      );
    case 'array':
      return [sample((schema as { items?: Schema }).items)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return (
        (schema.pattern && PATTERN_SAMPLES[schema.pattern]) ??
        (schema.format && FORMAT_SAMPLES[schema.format]) ??
        'a'.repeat(Math.max(schema.minLength ?? 0, 3))
      );
  }
}

/** The body variants: every property of a well-formed body replaced, one at a time, by `value`. */
function bodiesWith(schema: Schema | undefined, value: unknown): unknown[] {
  if (!schema || schema.type !== 'object' || !schema.properties) return [value];
  const base = sample(schema) as Record<string, unknown>;
  return Object.keys(schema.properties).map((name) => ({ ...base, [name]: value }));
}

/**
 * Every stored value of every table, but the log of refused guesses: a hostile sign-in is a failed
 * guess, and counting it is the point of that table (failure-limits.test.ts).
 */
const COUNTS_REFUSALS = new Set(['auth_failure_log']);

async function storedValues(): Promise<Record<string, unknown[]>> {
  const { db } = server.ctx;
  const exported: unknown[] = Object.values(schema);
  const tables = exported.filter(
    (value): value is PgTable => is(value, PgTable) && !COUNTS_REFUSALS.has(getTableName(value)),
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = (await db.select().from(table)) as Record<string, unknown>[];
    snapshot[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

describe('no input gives a 5xx', () => {
  test('every operation of openapi.yaml, every field, hostile values, signed in and out', async () => {
    const doc = await loadDereferencedDocument();
    const operations = listOperations(doc);
    expect(operations.length).toBeGreaterThan(20);
    const before = await storedValues();
    const fiveHundreds: string[] = [];
    let requests = 0;
    for (const { method, path, operation } of operations) {
      const parameters = (operation.parameters ?? []) as Array<{ name: string; in: string }>;
      const bodySchema = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content?.['application/json']?.schema;
      for (const [index, value] of HOSTILE_VALUES.entries()) {
        const segment = HOSTILE_PATH_SEGMENTS[index % HOSTILE_PATH_SEGMENTS.length]!;
        const url = path.replace(/\{[^}]+\}/g, segment);
        // One hostile query parameter at a time, and the body's fields one at a time.
        const queries = parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => `?${encodeURIComponent(parameter.name)}=${encodeHostile(String(value))}`);
        const hasBody = method !== 'GET' && method !== 'DELETE';
        const variants = [
          ...queries.map((query) => ({ query, body: undefined as unknown })),
          ...(hasBody ? bodiesWith(bodySchema, value).map((body) => ({ query: '', body })) : []),
        ];
        for (const variant of variants) {
          for (const token of [user.token, undefined]) {
            const response = await server.app.inject({
              method: method as 'GET',
              url: `/api/v1${url}${variant.query}`,
              headers: token ? { authorization: `Bearer ${token}` } : {},
              ...(variant.body === undefined ? {} : { payload: variant.body as object }),
            });
            requests += 1;
            if (response.statusCode >= 500) {
              fiveHundreds.push(
                `${response.statusCode} ${method} ${url}${variant.query} ${JSON.stringify(variant.body)?.slice(0, 80)}`,
              );
            }
          }
        }
      }
    }
    expect(fiveHundreds).toEqual([]);
    expect(requests).toBeGreaterThan(500);
    expect(await storedValues()).toEqual(before);
  });

  test('a NUL byte or a lone surrogate is refused with 400 and names the field', async () => {
    const signin = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { identifier: '98765\u000043210', mpin: '4826', login_type: 'mobile', user_type: 'participant' },
    });
    expect(signin.statusCode).toBe(400);
    expect(signin.json()).toMatchObject({
      success: false,
      error: 'Invalid request data: identifier must not contain NUL characters or broken Unicode',
    });
    const search = await server.app.inject({ method: 'GET', url: '/api/v1/sub-events/public?search=run%00' });
    expect(search.statusCode).toBe(400);
    const surrogate = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/start-registration',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile_number":"\\ud800"}',
    });
    expect(surrogate.statusCode).toBe(400);
    // Well-formed text, emoji (a surrogate pair) included, is untouched.
    expect(firstUnstorableText({ name: 'Pune 10K 🏃', list: ['ok'] })).toBeNull();
    expect(firstUnstorableText({ a: { b: ['ok', 'x\u0000'] } })).toBe('a.b.1');
  });
});

describe('security headers', () => {
  test('API answers are nosniff with a CSP that allows nothing; HSTS only over HTTPS', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/api/v1/promotional-banners' });
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const refused = await server.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');

    const viaProxy = await server.app.inject({
      method: 'GET',
      url: '/api/v1/promotional-banners',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS);
    // A client cannot claim HTTPS for itself.
    const spoofed = await server.app.inject({
      method: 'GET',
      url: '/api/v1/promotional-banners',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
