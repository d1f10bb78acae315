// Issue 27 (DPDP Act 2023 §9): an attendee under 18 by date of birth is registered only with a parent
// or guardian's name, mobile number and consent, kept with the ticket, exported, and erased with it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeesCsv } from '../../../server/catalog/attendees';
import { participantGuardians, participants, users } from '../../../server/db/schema';
import type { components } from '../../../src/api/schema';
import { isoDateInZone } from '../../../src/domain/dates';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser, type TestUser } from '../../support/users';
import { createEvent, type CreatedEvent } from '../catalog/fixtures';
import { FULL_FORM, validAnswers } from './form-fixture';

let server: TestServer;
let user: TestUser;
let event: CreatedEvent;
let minorDob: string;

const GUARDIAN = { full_name: 'Meera Rao', mobile_number: '9812345670', consent: true };

beforeAll(async () => {
  server = await createTestServer();
  user = await createSignedInUser(server);
  event = await createEvent(server.ctx.db, { now: server.clock.now(), form: FULL_FORM });
  const year = Number(isoDateInZone(server.clock.now())!.slice(0, 4));
  minorDob = `${year - 12}-01-15`;
});

afterAll(async () => {
  await server?.close();
});

function register(dateOfBirth: string, guardian?: components['schemas']['GuardianInput'], token = user.token) {
  return server.clientWithToken(token).POST('/participant-registration/sub-events/{subEventUuid}/register', {
    params: { path: { subEventUuid: event.subEventUuid } },
    body: {
      responses: validAnswers(event.fields, {
        mandatory_date_of_birth: dateOfBirth,
        // A new attendee each time, so no earlier ticket is the same person.
        mandatory_email: `kid${Math.random().toString(36).slice(2, 8)}@example.in`,
      }),
      ...(guardian ? { guardian } : {}),
    },
  });
}

async function guardianOfTicket(participantUuid: string) {
  const [row] = await server.ctx.db
    .select({ guardian: participantGuardians })
    .from(participantGuardians)
    .innerJoin(participants, eq(participants.id, participantGuardians.participantId))
    .where(eq(participants.participantUuid, participantUuid));
  return row?.guardian ?? null;
}

describe('registering a minor', () => {
  it('refuses a minor without a guardian, naming each missing guardian field', async () => {
    const refused = await register(minorDob);
    expect(refused.response.status).toBe(400);
    expect(refused.error?.message).toBe('The consent of a parent or guardian is required for an attendee under 18');
    expect(refused.error?.errors).toEqual([
      { field: 'guardian.full_name', message: 'Full name is required' },
      { field: 'guardian.mobile_number', message: 'Mobile number is required' },
      {
        field: 'guardian.consent',
        message: 'The consent of a parent or guardian is required for an attendee under 18',
      },
    ]);
  });

  it("applies SPEC §5's name and mobile rules and needs the tick", async () => {
    const refused = await register(minorDob, { full_name: 'Meera 2', mobile_number: '12345', consent: false });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.message).toBe('Full name can only contain letters and spaces');
    expect(refused.error?.errors?.map((error) => error.field)).toEqual([
      'guardian.full_name',
      'guardian.mobile_number',
      'guardian.consent',
    ]);
  });

  it('accepts a minor with a guardian and keeps the guardian with the ticket', async () => {
    const accepted = await register(minorDob, { ...GUARDIAN, full_name: '  Meera Rao ' });
    expect(accepted.response.status).toBe(200);
    const stored = await guardianOfTicket(accepted.data!.data.participant_uuid);
    expect(stored).toMatchObject({ fullName: 'Meera Rao', mobileNumber: '9812345670' });
    expect(stored!.consentGivenAt.toISOString()).toBe(server.clock.now().toISOString());
  });

  it('leaves an adult as before: no guardian needed, and one sent is not kept', async () => {
    const adult = await register('1990-05-17');
    expect(adult.response.status).toBe(200);
    const withGuardian = await register('1990-05-17', GUARDIAN);
    expect(withGuardian.response.status).toBe(200);
    expect(await guardianOfTicket(withGuardian.data!.data.participant_uuid)).toBeNull();
  });

  it("is in 'Download my data' and the organiser's CSV, and goes with the account", async () => {
    const parent = await createSignedInUser(server);
    const accepted = await register(minorDob, GUARDIAN, parent.token);
    const participantUuid = accepted.data!.data.participant_uuid;
    const exported = await server.clientWithToken(parent.token).GET('/auth/me/data');
    expect(exported.data!.data.attendees).toEqual([
      expect.objectContaining({
        participant_uuid: participantUuid,
        guardian: { full_name: 'Meera Rao', mobile_number: '9812345670', consent_given_at: expect.any(String) },
      }),
    ]);

    await server.ctx.db
      .update(participants)
      .set({ status: 'confirmed', paymentStatus: 'paid' })
      .where(eq(participants.participantUuid, participantUuid));
    const { csv } = await attendeesCsv(server.ctx.db, event.subEventUuid);
    const [header, row] = csv.split('\r\n');
    expect(header).toContain('guardian_name,guardian_mobile,guardian_consent_at');
    expect(row).toContain(`${participantUuid},confirmed,paid,`);
    expect(row).toContain(',Meera Rao,9812345670,');

    // Account deletion removes the users row in one transaction; the guardian goes with it.
    const before = (await server.ctx.db.select().from(participantGuardians)).length;
    await server.ctx.db.delete(users).where(eq(users.id, parent.id));
    expect(await guardianOfTicket(participantUuid)).toBeNull();
    expect(await server.ctx.db.select().from(participantGuardians)).toHaveLength(before - 1);
  });
});
