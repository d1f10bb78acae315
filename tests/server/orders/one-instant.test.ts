// createOrder reads the clock once: the order's timestamps and the renewed holds come from the same
// instant, however often something else in the request asks the time. A clock that moves a second at
// every reading would pull them apart if any of them read it again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { participants } from '../../../server/db/schema';
import { createClock, createTestServer, type TestClock, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';
import { createThreeTickets, createSubEvent, orderRowByUuid, ticketRow } from './fixtures';

const MINUTE = 60_000;
const base = createClock();
let ticking = false;
/** The test clock, moving one second after each reading while `ticking`. */
const clock: TestClock = {
  ...base,
  now: () => {
    const reading = base.now();
    if (ticking) base.advance(1000);
    return reading;
  },
};
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ clock });
});

afterAll(async () => {
  await server?.close();
});

describe('one instant per createOrder request', () => {
  test('the order is stamped with the instant the renewed holds count from', async () => {
    const user = await createSignedInUser(server);
    const subEvent = await createSubEvent(server.ctx.db, clock.now());
    const tickets = await createThreeTickets(server.ctx.db, clock.now(), user.id, subEvent);
    // Holds about to run out, so that renewing them shows.
    await server.ctx.db
      .update(participants)
      .set({ holdExpiresAt: new Date(clock.now().getTime() + MINUTE) })
      .where(eq(participants.userId, user.id));

    ticking = true;
    const created = await server.clientWithToken(user.token).POST('/orders/create', {
      body: { sub_event_uuid: subEvent.subEventUuid },
    });
    ticking = false;

    expect(created.response.status).toBe(200);
    const order = await orderRowByUuid(server.ctx.db, created.data!.message.order.order_uuid);
    expect(order.updatedAt).toEqual(order.createdAt);
    const renewedUntil = new Date(order.createdAt.getTime() + server.config.ticketHoldMinutes * MINUTE);
    for (const ticket of tickets) {
      const row = await ticketRow(server.ctx.db, ticket.id);
      expect(row.holdExpiresAt).toEqual(renewedUntil);
      expect(row.updatedAt).toEqual(order.createdAt);
    }
  });
});
