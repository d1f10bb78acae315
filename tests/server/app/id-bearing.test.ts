// Issue 10 item 6: every operation of openapi.yaml that takes an id in its path, found by reading the
// contract (a new one is covered without editing this test): user B with user A's ids gets 404 and
// changes nothing; without a token, 401. Ids name either something a user owns (then B must never
// reach it) or something public (an event, a PIN code: then B gets B's own view, never A's data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3 } from 'openapi-types';
import { listOperations, loadDereferencedDocument, type OperationEntry } from '../../contract/openapi-document';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent } from '../catalog/fixtures';
import { SIMPLE_FORM, validAnswers } from '../registrations/form-fixture';

const START = new Date('2026-03-02T04:30:00.000Z');

/** Path parameters that name what one user owns: B with A's value must get 404. */
const OWNED = ['participantUuid', 'orderId', 'providerOrderId', 'attendeeUuid'] as const;
type OwnedParam = (typeof OWNED)[number];
/** Path parameters that name public things; the answer is B's own view of them. */
// transferUuid is a ticket transfer's link: any account but the one of the number it was sent to is
// answered 403 with how to sign in instead (tests/server/registrations/ticket-transfer.test.ts).
const PUBLIC = ['subEventUuid', 'eventUuid', 'pincode', 'transferUuid'] as const;

interface OwnerState {
  subEventUuid: string;
  ids: Record<OwnedParam, string>;
  /** What only A's answers contain: finding any of it in B's answer is a leak. */
  secrets: string[];
}

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let state: OwnerState;
let operations: OperationEntry[];

function pathParams(entry: OperationEntry): string[] {
  const declared = [
    ...(entry.pathItem.parameters ?? []),
    ...(entry.operation.parameters ?? []),
  ] as OpenAPIV3.ParameterObject[];
  return declared.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
}

function needsToken(entry: OperationEntry, doc: OpenAPIV3.Document): boolean {
  const security = entry.operation.security ?? doc.security ?? [];
  return security.some((requirement) => 'bearerAuth' in requirement);
}

/**
 * The smallest body the schema accepts in shape (required properties only), so that a refusal is about
 * who asks, never about what was sent.
 */
function minimalValue(schema: OpenAPIV3.SchemaObject | undefined): unknown {
  if (!schema) return {};
  if (schema.oneOf?.[0]) return minimalValue(schema.oneOf[0] as OpenAPIV3.SchemaObject);
  switch (schema.type) {
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        minimalValue(schema.items as OpenAPIV3.SchemaObject | undefined),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      return schema.enum?.[0] ?? (schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 'x');
    default:
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          minimalValue(schema.properties?.[name] as OpenAPIV3.SchemaObject | undefined),
        ]),
      );
  }
}

function bodyOf(entry: OperationEntry): unknown {
  const body = entry.operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const json = body?.content['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
  return json ? minimalValue(json) : undefined;
}

/**
 * Required query parameters, filled so the request is well formed: the checkout's `key` is the public
 * key id every browser is given; anything else (a checkout token B does not have) a plain guess.
 */
function queryOf(entry: OperationEntry): string {
  const declared = [
    ...(entry.pathItem.parameters ?? []),
    ...(entry.operation.parameters ?? []),
  ] as OpenAPIV3.ParameterObject[];
  const required = declared.filter((parameter) => parameter.in === 'query' && parameter.required);
  const pairs = required.map((parameter) => {
    const value =
      parameter.name === 'key'
        ? server.config.razorpayKeyId
        : String(minimalValue(parameter.schema as OpenAPIV3.SchemaObject | undefined));
    return `${encodeURIComponent(parameter.name)}=${encodeURIComponent(value)}`;
  });
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

async function call(entry: OperationEntry, values: Record<string, string>, token: string | null) {
  const path = entry.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
  const body = bodyOf(entry);
  return server.app.inject({
    method: entry.method as 'GET',
    url: `/api/v1${path}${queryOf(entry)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** Everything A has, read through A's own eyes; compared before and after B's attempts. */
async function ownerSnapshot() {
  const client = server.clientWithToken(owner.token);
  const [registrations, saved, orders] = await Promise.all([
    client.GET('/participant-registration/sub-events/{subEventUuid}/my-registrations', {
      params: { path: { subEventUuid: state.subEventUuid } },
    }),
    client.GET('/participant-registration/saved-attendees'),
    client.GET('/orders/', { params: { query: { page: 1, per_page: 10 } } }),
  ]);
  return {
    tickets: registrations.data!.message.participants.map((p) => [p.participant_uuid, p.status, p.payment_status]),
    saved: saved.data!.message.attendees.map((attendee) => attendee.attendee_uuid),
    orders: orders.data!.message.orders.map((order) => [order.id, order.status, order.total_amount]),
  };
}

beforeAll(async () => {
  server = await createTestServer({ clock: createClock(START), env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
  operations = listOperations(await loadDereferencedDocument());
  owner = await createSignedInUser(server);
  stranger = await createSignedInUser(server);
  const event = await createEvent(server.ctx.db, { now: START, form: SIMPLE_FORM });
  const client = server.clientWithToken(owner.token);
  const register = (name: string, phone: string) =>
    client.POST('/participant-registration/sub-events/{subEventUuid}/register', {
      params: { path: { subEventUuid: event.subEventUuid } },
      body: {
        responses: validAnswers(event.fields, {
          mandatory_participant_name: name,
          mandatory_phone: phone,
          mandatory_email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
        }),
      },
    });
  // A paid ticket (an order, a provider order, an invoice), then a pending one and the saved attendees.
  expect((await register('Ananya Kulkarni', '9811100001')).response.status).toBe(200);
  const created = await client.POST('/orders/create', { body: { sub_event_uuid: event.subEventUuid } });
  const providerOrder = created.data!.message.razorpay_order!;
  const completed = await server.client.POST('/payments/sandbox/complete', {
    body: { order_id: providerOrder.order_id, outcome: 'success', checkout_token: providerOrder.checkout_token! },
  });
  const proof = completed.data!.data as { razorpay_payment_id: string; razorpay_signature: string };
  await client.GET('/payments/status/{providerOrderId}', {
    params: { path: { providerOrderId: providerOrder.order_id }, query: proof },
  });
  const pending = await register('Rohan Kulkarni', '9811100002');
  const saved = await client.GET('/participant-registration/saved-attendees');
  const orders = await client.GET('/orders/', { params: { query: { page: 1, per_page: 10 } } });
  const order = orders.data!.message.orders[0]!;
  expect(order.status).toBe('paid');
  state = {
    subEventUuid: event.subEventUuid,
    ids: {
      participantUuid: pending.data!.data.participant_uuid,
      orderId: String(order.id),
      providerOrderId: providerOrder.order_id,
      attendeeUuid: saved.data!.message.attendees[0]!.attendee_uuid,
    },
    secrets: ['Ananya Kulkarni', 'Rohan Kulkarni', '9811100001', '9811100002', order.order_uuid],
  };
});

afterAll(async () => {
  await server?.close();
});

describe('every id-bearing operation of openapi.yaml', () => {
  it('has each of its path parameters classified as owned or public (a new one must be decided here)', () => {
    const unclassified = operations
      .flatMap(pathParams)
      .filter((name) => !(OWNED as readonly string[]).includes(name) && !(PUBLIC as readonly string[]).includes(name));
    expect(unclassified).toEqual([]);
  });

  it('answers user B with user A’s owned ids 404, and A’s tickets, attendees and orders stay as they were', async () => {
    const doc = await loadDereferencedDocument();
    const before = await ownerSnapshot();
    const withOwned = operations.filter((entry) =>
      pathParams(entry).some((name) => (OWNED as readonly string[]).includes(name)),
    );
    expect(withOwned.length).toBeGreaterThanOrEqual(4);
    const answers = [];
    for (const entry of withOwned) {
      const values = { ...state.ids, subEventUuid: state.subEventUuid, eventUuid: state.subEventUuid };
      const response = await call(entry, values, stranger.token);
      answers.push({ operation: entry.operationId, status: response.statusCode, body: response.body });
      if (needsToken(entry, doc)) {
        const signedOut = await call(entry, values, null);
        expect(signedOut.statusCode, `${entry.operationId} without a token`).toBe(401);
      }
    }
    expect(answers.map(({ operation, status }) => [operation, status])).toEqual(
      withOwned.map((entry) => [entry.operationId, 404]),
    );
    for (const { operation, body } of answers) {
      for (const secret of state.secrets) expect(body, `${operation} leaks ${secret}`).not.toContain(secret);
    }
    expect(await ownerSnapshot()).toEqual(before);
  });

  it('gives B only B’s own view of A’s public ids (an event, its order summary), and 401 without a token', async () => {
    const doc = await loadDereferencedDocument();
    const publicOnly = operations.filter((entry) => {
      const names = pathParams(entry);
      return names.length > 0 && names.every((name) => (PUBLIC as readonly string[]).includes(name));
    });
    for (const entry of publicOnly) {
      const values = {
        subEventUuid: state.subEventUuid,
        eventUuid: state.subEventUuid,
        pincode: '411001',
        transferUuid: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      };
      const response = await call(entry, values, stranger.token);
      expect(response.statusCode, `${entry.operationId} as B`).toBeLessThan(500);
      for (const secret of state.secrets) {
        expect(response.body, `${entry.operationId} shows B ${secret}`).not.toContain(secret);
      }
      if (needsToken(entry, doc)) {
        expect((await call(entry, values, null)).statusCode, `${entry.operationId} without a token`).toBe(401);
      }
    }
  });
});
