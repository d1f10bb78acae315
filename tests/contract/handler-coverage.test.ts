// The server answers every operation of openapi.yaml and nothing else. The type check already demands
// this of createHandlers (server/context.ts ContractHandlers); this proves it at run time, against the
// YAML itself rather than the generated types, so a stale src/api/schema.d.ts cannot hide a gap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { AppContext } from '../../server/context';
import { createHandlers } from '../../server/modules/index';
import { createMetrics } from '../../server/operations/metrics';
import { createMessaging } from '../../server/messages/index';
import { createPaymentProvider } from '../../server/payments/index';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { listOperations, loadRawDocument } from './openapi-document';

let database: TestDatabase;
let operationIds: string[];
let handlers: Record<string, unknown>;

beforeAll(async () => {
  operationIds = listOperations(await loadRawDocument()).map((entry) => entry.operationId);
  database = await createTestDatabase();
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' });
  const ctx: AppContext = {
    db: database.db,
    config,
    payments: createPaymentProvider(config, { db: database.db }),
    now: () => new Date(),
    messaging: createMessaging(config, console),
    metrics: createMetrics(),
  };
  handlers = createHandlers(ctx);
});

afterAll(async () => {
  await database?.close();
});

describe('createHandlers(ctx)', () => {
  it('reads a contract with operations, each named once', () => {
    expect(operationIds.length).toBeGreaterThan(20);
    expect(operationIds.every((id) => id !== '')).toBe(true);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('has a handler function for every operationId of openapi.yaml', () => {
    const missing = operationIds.filter((id) => typeof handlers[id] !== 'function');
    expect(missing).toEqual([]);
  });

  it('has no handler that openapi.yaml does not name', () => {
    const contract = new Set(operationIds);
    const extra = Object.keys(handlers).filter((name) => !contract.has(name));
    expect(extra).toEqual([]);
  });
});
