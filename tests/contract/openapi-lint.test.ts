// Lints openapi.yaml against the architecture table, SPEC §3/§7 and what Fastify needs from it.
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SUB_EVENT_FIELDS } from '../support/spec-fields';
import {
  SPEC_PATH,
  allSchemaRoots,
  findOperation,
  listOperations,
  loadDereferencedDocument,
  loadRawDocument,
  readArchitectureOperations,
  schemaAt,
  successSchema,
  walkSchema,
  type Document,
  type Schema,
} from './openapi-document';

// SPEC §7, call by call, in this contract's path spelling.
const SPEC_CALLS = [
  'POST /auth/signin',
  'POST /auth/refresh-token',
  'POST /auth/start-registration',
  'POST /auth/verify-mobile-and-get-user',
  'POST /auth/complete-profile',
  'POST /auth/verify-email-and-complete',
  'POST /auth/forgot-mpin',
  'POST /auth/reset-mpin',
  'POST /auth/resend-otp',
  'POST /auth/update-mpin',
  'GET /sub-events/public',
  'GET /promotional-banners',
  'GET /participant-registration/my-participated-events',
  'GET /participant-registration/sub-events/{subEventUuid}/my-registrations',
  'GET /participant-registration/sub-events/{subEventUuid}/registration-form',
  'POST /participant-registration/sub-events/{subEventUuid}/register',
  'DELETE /participant-registration/registrations/{participantUuid}',
  'GET /pincodes/location/{pincode}',
  'POST /uploads/single',
  'GET /orders/summary/{eventUuid}',
  'POST /orders/create',
  'GET /payments/status/{providerOrderId}',
  'GET /orders/',
  'GET /invoices/order/{orderId}',
];

// The provider owns the webhook's body, so it is the one JSON body that stays open.
const PERMISSIVE_BODIES = new Set(['razorpayWebhook']);

const MONEY_PATTERN = '^-?[0-9]+\\.[0-9]{2}$';
const CHARGE_COMPONENTS = [
  'cgst',
  'sgst',
  'platform_fee',
  'platform_fee_cgst',
  'platform_fee_sgst',
  'convenience_charge',
  'convenience_gst',
  'grand_total',
];

// Fields SPEC §3/§7 reads from each answer: [operationId, property path, fields that must be listed and required].
const SPEC_RESPONSE_FIELDS: Array<[string, string, string[]]> = [
  ['signin', 'data', ['token', 'refresh_token', 'user']],
  [
    'signin',
    'data.user',
    [
      'user_uuid',
      'username',
      'email',
      'mobile_number',
      'status',
      'login_type',
      'last_login_at',
      'is_profile_completed',
      'is_email_verified',
      'is_mpin_set',
    ],
  ],
  ['refreshToken', 'data', ['token']],
  ['verifyMobileAndGetUser', 'data', ['user_uuid', 'is_profile_completed', 'is_email_verified', 'is_mpin_set']],
  ['forgotMpin', 'data', ['user_uuid']],
  ['listPublicSubEvents', '', ['success', 'data', 'pagination']],
  ['listPublicSubEvents', 'pagination', ['current_page', 'per_page', 'total', 'total_pages']],
  ['listPublicSubEvents', 'data[]', [...PUBLIC_SUB_EVENT_FIELDS]],
  [
    'listPromotionalBanners',
    'data.banners[]',
    ['id', 'title', 'description', 'promotional_banner_url', 'sub_event_uuid', 'sub_event_id', 'sub_event_name'],
  ],
  [
    'listMyParticipatedEvents',
    'message.participated_sub_events[]',
    [
      'sub_event_uuid',
      'event_title',
      'sub_event_ticket_name',
      'sub_event_banner_url_path',
      'event_banner_url_path',
      'city_name',
      'state_name',
      'country_name',
      'sub_event_start_date',
    ],
  ],
  ['listMyRegistrations', 'message', ['participants', 'sub_event', 'event', 'total_participants']],
  [
    'listMyRegistrations',
    'message.participants[]',
    [
      'id',
      'participant_uuid',
      'status',
      'registered_at',
      'payment_status',
      'payment_amount',
      'razorpay_order_id',
      'razorpay_payment_id',
      'paid_at',
      'responses',
    ],
  ],
  ['listMyRegistrations', 'message.participants[].responses[]', ['field_name', 'response_text']],
  ['getRegistrationForm', 'message', ['form_fields', 'event', 'sub_event']],
  [
    'getRegistrationForm',
    'message.form_fields[]',
    [
      'field_uuid',
      'field_name',
      'label',
      'field_type',
      'is_required',
      'order_index',
      'placeholder',
      'no_of_rows',
      'header_size',
      'file_accept',
      'text_value',
      'options',
    ],
  ],
  ['getRegistrationForm', 'message.form_fields[].options[]', ['option_label', 'option_value']],
  ['registerParticipant', '', ['success', 'message', 'data']],
  ['lookupPincode', 'data.location', ['pincode', 'city', 'state']],
  ['lookupPincode', 'data.location.city', ['id', 'name']],
  ['lookupPincode', 'data.location.state', ['id', 'name']],
  ['uploadSingle', 'data', ['file_url', 'file_name', 'file_size', 'mime_type']],
  ['getOrderSummary', 'message', ['event', 'sub_event', 'charges', 'participants', 'summary']],
  ['getOrderSummary', 'message.event', ['title']],
  ['getOrderSummary', 'message.charges', ['entry_fee_total', ...CHARGE_COMPONENTS, 'currency']],
  ['getOrderSummary', 'message.summary', ['entry_fee_total', 'platform_fee', 'total_participants', 'currency']],
  [
    'getOrderSummary',
    'message.participants[]',
    ['participant_uuid', 'event_category', 'amounts', 'username', 'email', 'mobile_number', 'registered_at', 'status'],
  ],
  ['getOrderSummary', 'message.participants[].amounts', ['entry_fee']],
  ['createOrder', 'message', ['order']],
  ['createOrder', 'message.order', ['order_uuid']],
  ['createOrder', 'message.razorpay_order', ['key_id', 'amount', 'currency', 'order_id']],
  ['getPaymentStatus', 'message.order', ['status', 'order_uuid']],
  ['listOrders', 'message', ['orders', 'pagination']],
  [
    'listOrders',
    'message.orders[]',
    ['id', 'order_uuid', 'status', 'created_at', 'paid_at', 'payment_method', 'total_amount', 'razorpay_order_id'],
  ],
  ['listOrders', 'message.pagination', ['current_page', 'per_page', 'total', 'total_pages']],
  ['getInvoice', 'data.invoice', ['invoice', 'customer', 'items', 'sub_event_details', 'totals']],
  ['getInvoice', 'data.invoice.invoice', ['invoice_number', 'invoice_date']],
  ['getInvoice', 'data.invoice.customer', ['name', 'email', 'mobile']],
  ['getInvoice', 'data.invoice.items[]', ['id', 'event_category', 'quantity', 'unit_price']],
  ['getInvoice', 'data.invoice.sub_event_details', ['ticket_name']],
  ['getInvoice', 'data.invoice.totals', ['ticket_total', ...CHARGE_COMPONENTS, 'currency']],
  ['sandboxCompletePayment', '', ['success', 'message', 'data']],
];

let raw: Document;
let doc: Document;

beforeAll(async () => {
  raw = await loadRawDocument();
  doc = await loadDereferencedDocument();
});

function jsonRequestSchema(operationId: string): Schema {
  const body = findOperation(doc, operationId).operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const schema = body?.content['application/json']?.schema;
  if (!schema) throw new Error(`${operationId} has no JSON body`);
  return schema as Schema;
}

function parametersOf(operationId: string): OpenAPIV3.ParameterObject[] {
  const { operation, pathItem } = findOperation(doc, operationId);
  return [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])] as OpenAPIV3.ParameterObject[];
}

function parameter(operationId: string, name: string): OpenAPIV3.ParameterObject {
  const found = parametersOf(operationId).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${operationId} has no parameter ${name}`);
  return found;
}

describe('openapi.yaml as a document', () => {
  it('validates as OpenAPI 3.0.3 with the /api/v1 server', async () => {
    const validated = (await SwaggerParser.validate(SPEC_PATH)) as Document;
    expect(validated.openapi).toBe('3.0.3');
    expect(validated.servers?.map((server) => server.url)).toEqual(['/api/v1']);
  });

  it('gives every operation a unique operationId', () => {
    const ids = listOperations(raw).map((entry) => entry.operationId);
    expect(ids.every((id) => id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds exactly the operations of the architecture table, with their methods and paths', () => {
    const table = readArchitectureOperations();
    expect(table.length).toBeGreaterThanOrEqual(SPEC_CALLS.length);
    const fromTable = table.map((row) => `${row.operationId} ${row.method} ${row.path}`).sort();
    const fromSpec = listOperations(raw)
      .map((entry) => `${entry.operationId} ${entry.method} ${entry.path}`)
      .sort();
    expect(fromSpec).toEqual(fromTable);
  });

  it('covers every call of SPEC §7', () => {
    const calls = new Set(listOperations(raw).map((entry) => `${entry.method} ${entry.path}`));
    expect(SPEC_CALLS.filter((call) => !calls.has(call))).toEqual([]);
  });

  it('puts bearer security exactly on the protected operations', () => {
    expect(raw.security).toBeUndefined();
    expect(raw.components?.securitySchemes?.['bearerAuth']).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const wrong = readArchitectureOperations().flatMap((row) => {
      const security = findOperation(raw, row.operationId).operation.security ?? [];
      const isBearer = security.length === 1 && Object.keys(security[0] ?? {}).join() === 'bearerAuth';
      const isPublic = security.length === 0;
      return (row.bearer ? isBearer : isPublic) ? [] : [row.operationId];
    });
    expect(wrong).toEqual([]);
  });

  it('marks exactly the extension operations with x-startline-extension', () => {
    const wrong = readArchitectureOperations().flatMap((row) => {
      const marked = (findOperation(raw, row.operationId).operation as Record<string, unknown>)[
        'x-startline-extension'
      ];
      return (marked === true) === row.extension ? [] : [row.operationId];
    });
    expect(wrong).toEqual([]);
  });

  it('lists at least one 4xx answer per operation, each in the error envelope', () => {
    for (const { operationId, operation } of listOperations(doc)) {
      const clientErrors = Object.keys(operation.responses).filter((status) => /^4\d\d$/.test(status));
      expect(clientErrors.length, operationId).toBeGreaterThan(0);
      for (const status of clientErrors) {
        const response = operation.responses[status] as OpenAPIV3.ResponseObject;
        const schema = response.content?.['application/json']?.schema as Schema | undefined;
        expect(schema?.required, `${operationId} ${status}`).toEqual(['success', 'message', 'error']);
      }
    }
  });

  it('closes every JSON request body with additionalProperties: false, nested objects included', () => {
    const open: string[] = [];
    for (const { operationId, operation } of listOperations(doc)) {
      if (PERMISSIVE_BODIES.has(operationId) || !operation.requestBody) continue;
      const schema = (operation.requestBody as OpenAPIV3.RequestBodyObject).content['application/json']?.schema;
      if (!schema) continue;
      walkSchema(schema, (node, where) => {
        const isObject = !('$ref' in node) && (node.type === 'object' || node.properties !== undefined);
        if (isObject && node.additionalProperties !== false) open.push(`${operationId} ${where}`);
      });
    }
    expect(open).toEqual([]);
  });

  it("keeps schemas compilable by Fastify's strict Ajv (no x- or example keywords, typed nullables)", () => {
    const problems: string[] = [];
    for (const { where, schema } of allSchemaRoots(raw)) {
      walkSchema(
        schema,
        (node, at) => {
          if ('$ref' in node) return;
          for (const key of Object.keys(node)) {
            if (key.startsWith('x-') || key === 'example') problems.push(`${at}: ${key}`);
          }
          if (node.nullable && node.type === undefined) problems.push(`${at}: nullable without type`);
          if (node.nullable && node.enum && !node.enum.includes(null))
            problems.push(`${at}: nullable enum without null`);
        },
        where,
      );
    }
    expect(problems).toEqual([]);
  });
});

describe('openapi.yaml speaks the documented backend', () => {
  it.each(SPEC_RESPONSE_FIELDS)('%s answers %s with the SPEC fields', (operationId, path, fields) => {
    const schema = schemaAt(successSchema(doc, operationId), path);
    expect(fields.filter((field) => schema.properties?.[field] === undefined)).toEqual([]);
    expect(fields.filter((field) => !schema.required?.includes(field))).toEqual([]);
  });

  it('keeps the quirky envelopes: message.orders, message.participated_sub_events, data.invoice, data.banners', () => {
    expect(schemaAt(successSchema(doc, 'listOrders'), 'message.orders').type).toBe('array');
    expect(schemaAt(successSchema(doc, 'listMyParticipatedEvents'), 'message.participated_sub_events').type).toBe(
      'array',
    );
    expect(schemaAt(successSchema(doc, 'getInvoice'), 'data.invoice').type).toBe('object');
    expect(schemaAt(successSchema(doc, 'listPromotionalBanners'), 'data.banners').type).toBe('array');
    expect(schemaAt(successSchema(doc, 'listPublicSubEvents'), 'data').type).toBe('array');
  });

  it('offers the development-only otp_code where SPEC reads it', () => {
    for (const operationId of ['startRegistration', 'forgotMpin', 'resendOtp']) {
      const otp = schemaAt(successSchema(doc, operationId), 'data.otp_code');
      expect(otp.pattern, operationId).toBe('^[0-9]{6}$');
      expect(schemaAt(successSchema(doc, operationId), 'data').required ?? [], operationId).not.toContain('otp_code');
    }
    // complete-profile accepts the email and sends no code (docs/architecture.md, Account flags).
    expect(schemaAt(successSchema(doc, 'completeProfile'), 'data').properties).not.toHaveProperty('otp_code');
  });

  it('writes money as rupee strings and the provider amount as integer paise', () => {
    const money = (schema: Schema): string | undefined => schema.pattern;
    const charges = schemaAt(successSchema(doc, 'getOrderSummary'), 'message.charges');
    const totals = schemaAt(successSchema(doc, 'getInvoice'), 'data.invoice.totals');
    for (const field of ['entry_fee_total', ...CHARGE_COMPONENTS]) {
      expect(money(schemaAt(charges, field)), field).toBe(MONEY_PATTERN);
    }
    for (const field of ['ticket_total', ...CHARGE_COMPONENTS]) {
      expect(money(schemaAt(totals, field)), field).toBe(MONEY_PATTERN);
    }
    expect(schemaAt(charges, 'currency').enum).toEqual(['INR']);
    expect(money(schemaAt(successSchema(doc, 'listOrders'), 'message.orders[].total_amount'))).toBe(MONEY_PATTERN);
    expect(money(schemaAt(successSchema(doc, 'listPublicSubEvents'), 'data[].entry_fee'))).toBe(MONEY_PATTERN);
    expect(schemaAt(successSchema(doc, 'createOrder'), 'message.razorpay_order.amount').type).toBe('integer');
  });

  it('names the listing filters as the backend spells them', () => {
    const names = parametersOf('listPublicSubEvents').map((candidate) => candidate.name);
    expect(names.sort()).toEqual(
      [
        'page',
        'limit',
        'search',
        'filter-by',
        'filtersbyCategory',
        'filtersbyCity',
        'filterByStaus',
        'startdate',
        'enddate',
        'sub_event_uuid',
        'fields',
      ].sort(),
    );
    const fields = parameter('listPublicSubEvents', 'fields') as unknown as Record<string, unknown>;
    expect(fields['x-startline-extension']).toBe(true);
    expect((fields['schema'] as Schema).default).toBe('full');
    const extension = parameter('listPublicSubEvents', 'sub_event_uuid') as unknown as Record<string, unknown>;
    expect(extension['x-startline-extension']).toBe(true);
    expect(String(extension['description'])).toMatch(/may ignore/);
    expect((parameter('listPublicSubEvents', 'page').schema as Schema).default).toBe(1);
  });

  it('pages orders with page and per_page (defaults 1 and 10)', () => {
    expect((parameter('listOrders', 'page').schema as Schema).default).toBe(1);
    expect((parameter('listOrders', 'per_page').schema as Schema).default).toBe(10);
  });

  it('takes the marketing parameters on start-registration', () => {
    const names = parametersOf('startRegistration').map((candidate) => `${candidate.in}:${candidate.name}`);
    expect(names).toEqual([
      'query:utm_source',
      'query:utm_medium',
      'query:utm_campaign',
      'query:utm_term',
      'query:utm_content',
    ]);
  });

  it('marks the payment status verification parameters as extensions', () => {
    for (const name of ['razorpay_payment_id', 'razorpay_signature']) {
      const found = parameter('getPaymentStatus', name) as unknown as Record<string, unknown>;
      expect(found['x-startline-extension'], name).toBe(true);
      expect(found['required'], name).toBeFalsy();
    }
    expect(schemaAt(successSchema(doc, 'getPaymentStatus'), 'message.order.status').enum).toEqual([
      'created',
      'pending',
      'paid',
      'failed',
      'cancelled',
      // Extension: a payment completed after its held places went to someone else, refunded.
      'refunded',
    ]);
    const reason = schemaAt(successSchema(doc, 'getPaymentStatus'), 'message.order.refund_reason');
    expect(reason.type).toBe('string');
    expect(reason.description).toMatch(/^Extension/);
  });

  it('keeps the PIN code path parameter a plain string so the server answers SPEC messages itself', () => {
    expect(parameter('lookupPincode', 'pincode').schema).toEqual({ type: 'string' });
  });

  it('fixes the sign-in payload to the documented constants and formats', () => {
    const signin = jsonRequestSchema('signin');
    expect(signin.required?.slice().sort()).toEqual(['identifier', 'login_type', 'mpin', 'source', 'user_type']);
    expect(schemaAt(signin, 'identifier').pattern).toBe('^[6-9][0-9]{9}$');
    expect(schemaAt(signin, 'mpin').pattern).toBe('^[0-9]{4}$');
    expect(schemaAt(signin, 'login_type').enum).toEqual(['mobile']);
    expect(schemaAt(signin, 'user_type').enum).toEqual(['participant']);
    expect(schemaAt(signin, 'source').enum).toEqual(['web']);
  });

  it('checks OTP, MPIN and username formats on the wizard and reset payloads', () => {
    expect(schemaAt(jsonRequestSchema('verifyMobileAndGetUser'), 'otp_code').pattern).toBe('^[0-9]{6}$');
    expect(schemaAt(jsonRequestSchema('resetMpin'), 'new_mpin').pattern).toBe('^[0-9]{4}$');
    const profile = jsonRequestSchema('completeProfile');
    expect(schemaAt(profile, 'username').pattern).toBe('^[A-Za-z0-9_]{3,20}$');
    expect(profile.required).not.toContain('full_name');
    expect(schemaAt(profile, 'full_name').description).toMatch(/^Extension/);
    expect(schemaAt(jsonRequestSchema('resendOtp'), 'otp_type').enum).toEqual(['mpin_reset', 'email_verification']);
  });

  it('accepts a string or a list of strings as a registration answer', () => {
    const answer = schemaAt(jsonRequestSchema('registerParticipant'), 'responses[].response_text');
    expect(answer.oneOf?.map((branch) => (branch as Schema).type)).toEqual(['string', 'array']);
  });

  it('uploads one file as multipart/form-data with file and folder_name', () => {
    const body = findOperation(doc, 'uploadSingle').operation.requestBody as OpenAPIV3.RequestBodyObject;
    const schema = body.content['multipart/form-data']?.schema as Schema;
    expect(schemaAt(schema, 'file')).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.required?.slice().sort()).toEqual(['file', 'folder_name']);
  });

  it('models the sandbox answer on the provider handler and payment.failed payloads', () => {
    const data = schemaAt(successSchema(doc, 'sandboxCompletePayment'), 'data');
    const [succeeded, failed] = (data.oneOf ?? []) as Schema[];
    expect(succeeded?.required).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(schemaAt(failed as Schema, 'error').required).toEqual(
      expect.arrayContaining(['code', 'description', 'reason']),
    );
    expect(schemaAt(jsonRequestSchema('sandboxCompletePayment'), 'outcome').enum).toEqual([
      'success',
      'failure',
      'upi_later',
    ]);
  });

  it('requires the provider signature header on the webhook', () => {
    const header = parameter('razorpayWebhook', 'x-razorpay-signature');
    expect(header.in).toBe('header');
    expect(header.required).toBe(true);
  });
});
