// The order summary's real `load` (src/app/flows/order-summary.ts) against the real server in process
// (tests/support/server.ts): a person with no unpaid order for the event gets a 404, which the loader
// is handed as null (no summary), not as a failure; with tickets waiting, the summary itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createApiClient } from '../../../src/api/client';
import { createLoadOrderSummary } from '../../../src/app/flows/order-summary';
import { createThreeTickets, createSubEvent } from '../../server/orders/fixtures';
import { createTestServer, injectFetch, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function loadSummary(token: string, eventUuid: string) {
  const api = createApiClient({
    baseUrl: 'http://startline.test/api/v1',
    getAccessToken: () => token,
    fetch: injectFetch(server.app),
  });
  return toPromise(createActor(createLoadOrderSummary(api), { input: { eventUuid } }).start());
}

describe('createLoadOrderSummary', () => {
  it('resolves null when the server answers 404: no unpaid order for the event', async () => {
    const user = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    await expect(loadSummary(user.token, subEvent.subEventUuid)).resolves.toBeNull();
  });

  it('resolves the summary when tickets wait to be paid', async () => {
    const user = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, server.clock.now());
    await createThreeTickets(server.ctx.db, server.clock.now(), user.id, subEvent);
    const summary = await loadSummary(user.token, subEvent.subEventUuid);
    expect(summary).toMatchObject({ subEventUuid: subEvent.subEventUuid });
    expect(summary?.tickets).toHaveLength(3);
  });
});
