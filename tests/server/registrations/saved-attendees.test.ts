// Saved attendees (extension): every successful registration saves its attendee for the caller, one
// entry per person; listSavedAttendees shows the caller's own, newest first, at most 20;
// forgetSavedAttendee deletes one. Nobody ever sees or deletes another user's.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, savedAttendees, users } from '../../../server/db/schema';
import { createClock, createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, type CreatedEvent } from '../catalog/fixtures';
import { FULL_FORM, SIMPLE_FORM, validAnswers } from './form-fixture';

const MINUTE = 60_000;
const START = new Date('2026-03-02T04:30:00.000Z');

let server: TestServer;
let fullEvent: CreatedEvent;
let simpleEvent: CreatedEvent;

beforeAll(async () => {
  server = await createTestServer({ clock: createClock(START), env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
  fullEvent = await createEvent(server.ctx.db, { now: START, form: FULL_FORM });
  simpleEvent = await createEvent(server.ctx.db, { now: START, form: SIMPLE_FORM });
});

afterAll(async () => {
  await server?.close();
});

function register(event: CreatedEvent, person: TestUser, overrides: Record<string, string | string[]> = {}) {
  return server.clientWithToken(person.token).POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: {
      responses: [
        ...validAnswers(event.fields, overrides),
        ...(event.fields.id_proof
          ? [{ field_uuid: event.fields.id_proof, response_text: '/uploads/files/id.png' }]
          : []),
      ],
    },
  });
}

async function list(person: TestUser) {
  const { data, response } = await server
    .clientWithToken(person.token)
    .GET('/participant-registration/saved-attendees');
  expect(response.status).toBe(200);
  expect(data?.success).toBe(true);
  return data!.message.attendees;
}

function forget(person: TestUser, attendeeUuid: string) {
  return server.clientWithToken(person.token).DELETE('/participant-registration/saved-attendees/{attendeeUuid}', {
    params: { path: { attendeeUuid } },
  });
}

/** Each registration some minutes after the previous, so "most recently used" is unambiguous. */
function tick(minutes = 1): Date {
  server.clock.advance(minutes * MINUTE);
  return server.clock.now();
}

describe('listSavedAttendees', () => {
  it('saves the attendee of a registration with the answers worth reusing: no files, categories or prices', async () => {
    const me = await createSignedInUser(server);
    expect(await list(me)).toEqual([]);
    const now = tick();
    expect((await register(fullEvent, me)).response.status).toBe(200);

    const [saved, ...rest] = await list(me);
    expect(rest).toEqual([]);
    expect(saved).toEqual({
      attendee_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Asha Runner',
      email: 'asha@example.in',
      phone: '9876543210',
      responses: expect.any(Array),
      last_used_at: now.toISOString(),
    });
    const byName = Object.fromEntries(saved!.responses.map((entry) => [entry.field_name, entry.response_text]));
    expect(byName).toEqual({
      mandatory_participant_name: 'Asha Runner',
      mandatory_email: 'asha@example.in',
      mandatory_phone: '9876543210',
      mandatory_date_of_birth: '1990-05-17',
      mandatory_pincode: '411001',
      mandatory_emergency_contact_number: '9123456780',
      heard_about_us: ['Friends', 'Instagram'],
    });
  });

  it('updates the same person on re-registering (case, spacing and phone format aside), keeping older answers', async () => {
    const me = await createSignedInUser(server);
    tick();
    await register(fullEvent, me);
    await register(fullEvent, me, { mandatory_participant_name: 'Ravi Kumar', mandatory_email: 'ravi@example.in' });
    const later = tick();
    const again = await register(simpleEvent, me, {
      mandatory_participant_name: ' asha   RUNNER ',
      mandatory_email: 'Asha@Example.IN',
      mandatory_phone: '98765 43210',
    });
    expect(again.response.status).toBe(200);

    const attendees = await list(me);
    expect(attendees.map((attendee) => attendee.name)).toEqual(['asha RUNNER', 'Ravi Kumar']);
    const [asha] = attendees;
    expect(asha).toMatchObject({ email: 'Asha@Example.IN', phone: '98765 43210', last_used_at: later.toISOString() });
    const byName = Object.fromEntries(asha!.responses.map((entry) => [entry.field_name, entry.response_text]));
    // The simple form's answers win; the full form's others stay for the next full form.
    expect(byName).toMatchObject({
      mandatory_participant_name: 'asha   RUNNER',
      mandatory_phone: '98765 43210',
      mandatory_date_of_birth: '1990-05-17',
      mandatory_pincode: '411001',
    });
    expect(await server.ctx.db.select().from(savedAttendees).where(eq(savedAttendees.userId, me.id))).toHaveLength(2);
  });

  it('lists the 20 most recently used, newest first, and keeps no more', async () => {
    const me = await createSignedInUser(server);
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const names = Array.from({ length: 22 }, (_, index) => `Runner ${letters[index]}`);
    for (const name of names) {
      // Two minutes apart, so the expired holds leave room under the 10-ticket booking limit.
      tick(2);
      expect((await register(simpleEvent, me, { mandatory_participant_name: name })).response.status).toBe(200);
    }
    const attendees = await list(me);
    expect(attendees.map((attendee) => attendee.name)).toEqual(names.slice(2).reverse());
    const times = attendees.map((attendee) => Date.parse(attendee.last_used_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await server.ctx.db.select().from(savedAttendees).where(eq(savedAttendees.userId, me.id))).toHaveLength(20);

    // Using an older one again brings it to the front.
    tick();
    await register(simpleEvent, me, { mandatory_participant_name: 'Runner c' });
    expect((await list(me))[0]?.name).toBe('Runner c');
  });

  it('saves nothing when the registration is refused', async () => {
    const me = await createSignedInUser(server);
    const full = await createEvent(server.ctx.db, {
      now: START,
      form: SIMPLE_FORM,
      subEvent: { totalAllowedRegistrations: 0 },
    });
    expect((await register(full, me)).response.status).toBe(409);
    expect((await register(simpleEvent, me, { mandatory_email: 'not-an-email' })).response.status).toBe(400);
    expect(await list(me)).toEqual([]);
  });
});

describe('forgetSavedAttendee', () => {
  it('forgets a saved attendee until that person is registered again', async () => {
    const me = await createSignedInUser(server);
    tick();
    await register(simpleEvent, me);
    await register(simpleEvent, me, { mandatory_participant_name: 'Ravi Kumar' });
    const [ravi, asha] = await list(me);

    const { data, response } = await forget(me, asha!.attendee_uuid);
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true, message: 'Saved attendee removed' });
    expect((await list(me)).map((attendee) => attendee.attendee_uuid)).toEqual([ravi!.attendee_uuid]);

    const twice = await forget(me, asha!.attendee_uuid);
    expect(twice.response.status).toBe(404);
    expect(twice.error).toMatchObject({ success: false, message: 'Saved attendee not found' });

    tick();
    await register(simpleEvent, me);
    const [back] = await list(me);
    expect(back?.name).toBe('Asha Runner');
    expect(back?.attendee_uuid).not.toBe(asha!.attendee_uuid);
  });

  it("never lets another user list or delete someone's saved attendees", async () => {
    const owner = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    tick();
    await register(simpleEvent, owner);
    const [mine] = await list(owner);
    expect(await list(other)).toEqual([]);

    const theirs = await forget(other, mine!.attendee_uuid);
    const unknown = await forget(other, randomUUID());
    // The same answer for someone else's and for no one's: nothing tells them apart.
    expect(theirs.response.status).toBe(404);
    expect(unknown.response.status).toBe(404);
    expect(theirs.error).toEqual(unknown.error);
    expect(theirs.error).toMatchObject({ message: 'Saved attendee not found' });
    expect((await list(owner)).map((attendee) => attendee.attendee_uuid)).toEqual([mine!.attendee_uuid]);
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    const me = await createSignedInUser(server);
    const malformed = await forget(me, 'not-a-uuid');
    expect(malformed.response.status).toBe(400);
    const listed = await server.client.GET('/participant-registration/saved-attendees');
    expect(listed.response.status).toBe(401);
    const deleted = await server.client.DELETE('/participant-registration/saved-attendees/{attendeeUuid}', {
      params: { path: { attendeeUuid: randomUUID() } },
    });
    expect(deleted.response.status).toBe(401);
  });

  it('goes with the account: deleting a user deletes their saved attendees', async () => {
    const me = await createSignedInUser(server);
    tick();
    await register(simpleEvent, me);
    expect(await list(me)).toHaveLength(1);
    await server.ctx.db.delete(participants).where(eq(participants.userId, me.id));
    await server.ctx.db.delete(users).where(eq(users.id, me.id));
    expect(await server.ctx.db.select().from(savedAttendees).where(eq(savedAttendees.userId, me.id))).toEqual([]);
  });
});
