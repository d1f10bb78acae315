// One attendee's form on a real actor, for the steps the recorded paths do not take: cancelling an
// upload, a self-prefill that was never offered, a guardian field sent something that is not text, and
// the machine run without its calls provided (src/app provides them; without them nothing may pass
// for a success). Expected values come from SPEC §5 (self-prefill, PIN lookup), §7 (uploads) and §8.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { attendeeFormConnect } from '../../../machines/attendee-form/attendee-form.connect';
import { attendeeFormMachine, type AttendeeFormMachine } from '../../../machines/attendee-form/attendee-form.machine';
import type { AttendeeFormInput } from '../../../machines/attendee-form/attendee-form.types';
import { startRig } from '../shared/graph-harness';
import {
  FIELDS,
  FIELDS_WITH_BIRTH_DATE,
  ID_PROOF,
  MINOR_BIRTH_DATE,
  PROFILE,
  SUB_EVENT_UUID,
  TODAY,
  attendeeFormModel,
} from './attendee-form.model';

const INPUT: AttendeeFormInput = {
  subEventUuid: SUB_EVENT_UUID,
  fields: FIELDS,
  minAge: 18,
  maxAge: 60,
  today: TODAY,
  category: '5K Run',
  initialValues: {},
  selfPrefillOffered: true,
  profile: PROFILE,
};

function started(overrides: Partial<AttendeeFormInput> = {}) {
  const rig = startRig(attendeeFormModel, { ...INPUT, ...overrides });
  rig.actor.start();
  const send = (event: Record<string, unknown> & { type: string }) => rig.drive(event, event.type);
  const view = () => attendeeFormConnect(rig.actor.getSnapshot() as SnapshotFrom<AttendeeFormMachine>, () => {});
  return { rig, send, view };
}

describe('attendee form on a real actor: steps off the recorded paths', () => {
  it('cancelling a running upload stops it and leaves the field as if no file was chosen', async () => {
    const { rig, send, view } = started();
    await send({ type: 'FILE.CHOOSE', field: 'doc', file: ID_PROOF });
    expect(rig.calls().map((call) => call.id)).toContain('upload-doc');
    await send({ type: 'UPLOAD.CANCEL', field: 'doc' });
    expect(rig.calls().map((call) => call.id)).not.toContain('upload-doc');
    expect(rig.actor.getSnapshot().context.uploads).toEqual({});
    expect(view().fields.find((field) => field.field.field_uuid === 'doc')).toMatchObject({
      file: { status: 'empty' },
      error: null,
    });
  });

  it("'I am registering for myself' does nothing when it was not offered, even with a saved profile", async () => {
    const { rig, send } = started({ selfPrefillOffered: false });
    rig.takeRecords();
    await send({ type: 'SELF.PREFILL' });
    expect(rig.takeRecords().emitted).toEqual([]);
    expect(rig.actor.getSnapshot().context).toMatchObject({ selfPrefillUsed: false });
    expect(rig.actor.getSnapshot().context.values).toEqual({ cat: '5K Run', price: '499.00' });
  });

  it("a guardian's name sent as a list is not kept as the name", async () => {
    const rig = startRig(attendeeFormModel, {
      ...INPUT,
      fields: FIELDS_WITH_BIRTH_DATE,
      initialValues: { dob: MINOR_BIRTH_DATE },
      initialGuardian: { fullName: 'Meera Rao', mobileNumber: '9812345670' },
    });
    const errors: unknown[] = [];
    rig.actor.subscribe({ error: (error: unknown) => void errors.push(error) });
    rig.actor.start();
    await rig.drive({ type: 'FIELD.CHANGE', field: 'guardian.fullName', value: ['Meera Rao'] }, 'FIELD.CHANGE');
    expect(errors).toEqual([]);
    expect(rig.actor.getSnapshot().context.guardian).toEqual({
      fullName: '',
      mobileNumber: '9812345670',
      consent: false,
    });
  });
});

describe('attendee form without its calls provided: nothing passes for a success', () => {
  function bare() {
    const machine = attendeeFormMachine.provide({ actors: { savedAttendees: createMachine({}) as never } });
    const actor = createActor(machine, { input: INPUT });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => void errors.push(error) });
    actor.start();
    return { actor, errors };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("a PIN code lookup fails with 'Failed to fetch location details' and fills nothing", async () => {
    const { actor } = bare();
    actor.send({ type: 'FIELD.CHANGE', field: 'pin', value: '411001' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ form: { editing: 'lookupFailed' } });
    expect(snapshot.context.lookupMessage).toBe('Failed to fetch location details');
    expect(snapshot.context.values).toEqual({ cat: '5K Run', price: '499.00', pin: '411001' });
  });

  it('an upload stops the form with an error naming the missing upload call', async () => {
    const { actor, errors } = bare();
    actor.send({ type: 'FILE.CHOOSE', field: 'doc', file: ID_PROOF });
    await settle();
    expect(actor.getSnapshot().status).toBe('error');
    expect(errors).toEqual([new Error('uploadFile not provided')]);
  });

  it("a submit is refused with 'Failed to submit registration', never marked submitted", async () => {
    const { actor } = bare();
    const values = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      pin: '411001',
      city: 'Pune',
      state: 'Maharashtra',
    };
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'FIELD.CHANGE', field, value });
    await settle();
    actor.send({ type: 'WAIVER.TOGGLE', accepted: true });
    actor.send({ type: 'SUBMIT' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('submitted')).toBe(false);
    expect(snapshot.context.submitError).toBe('Failed to submit registration');
  });
});
