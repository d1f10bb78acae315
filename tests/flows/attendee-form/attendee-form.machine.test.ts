// One attendee's form: every recorded path on a real actor, held to models/attendee-form.model.ts,
// plus SPEC §5 examples read through the connect.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { AttendeeFormMachine } from '../../../machines/attendee-form/attendee-form.machine';
import {
  PincodeLookupError,
  SubmitRegistrationError,
  type AttendeeFormInput,
} from '../../../machines/attendee-form/attendee-form.types';
import { attendeeFormConnect } from '../../../machines/attendee-form/attendee-form.connect';
import { describeGraph, startRig } from '../shared/graph-harness';
import {
  FIELDS,
  FIELDS_WITH_BIRTH_DATE,
  ID_PROOF,
  PROFILE,
  SAVED,
  SUB_EVENT_UUID,
  TODAY,
  UPLOADED_URL,
  attendeeFormModel,
} from './attendee-form.model';

describeGraph(attendeeFormModel);

describe('attendee form: SPEC §5 examples through the connect', () => {
  const input: AttendeeFormInput = {
    subEventUuid: SUB_EVENT_UUID,
    fields: FIELDS,
    minAge: 18,
    maxAge: 60,
    today: TODAY,
    category: '10K Run',
    initialValues: {},
    selfPrefillOffered: true,
    profile: PROFILE,
  };
  function started(overrides: Partial<AttendeeFormInput> = {}) {
    const rig = startRig(attendeeFormModel, { ...input, ...overrides });
    rig.actor.start();
    const send = (event: Record<string, unknown> & { type: string }) => rig.drive(event, event.type);
    const view = () =>
      attendeeFormConnect(rig.actor.getSnapshot() as SnapshotFrom<AttendeeFormMachine>, (event) =>
        rig.actor.send(event),
      );
    const fieldView = (uuid: string) => view().fields.find((field) => field.field.field_uuid === uuid)!;
    return { rig, send, view, fieldView };
  }

  it('preselects the ticket category and shows its price in rupees; another category changes the price', async () => {
    const { send, fieldView } = started();
    expect(fieldView('cat').value).toBe('10K Run');
    expect(fieldView('price').priceText).toBe('₹799.00');
    await send({ type: 'FIELD.CHANGE', field: 'cat', value: '5K Run' });
    expect(fieldView('price').priceText).toBe('₹499.00');
  });

  it('checks a field when left, then on every change; the PIN code refuses a leading 0 at once', async () => {
    const { send, fieldView } = started();
    await send({ type: 'FIELD.CHANGE', field: 'email', value: 'asha@' });
    expect(fieldView('email').error).toBeNull();
    await send({ type: 'FIELD.BLUR', field: 'email' });
    expect(fieldView('email').error).toBe('Please enter a valid email address');
    await send({ type: 'FIELD.CHANGE', field: 'email', value: 'asha@example.com' });
    expect(fieldView('email').error).toBeNull();
    await send({ type: 'FIELD.CHANGE', field: 'pin', value: '4110' });
    expect(fieldView('pin').error).toBeNull();
    await send({ type: 'FIELD.BLUR', field: 'pin' });
    expect(fieldView('pin').error).toBe('PIN code must be exactly 6 digits');
    await send({ type: 'FIELD.CHANGE', field: 'pin', value: '0411' });
    expect(fieldView('pin').error).toBe('PIN code cannot start with 0');
  });

  it('re-checks the emergency contact when the phone changes', async () => {
    const { send, fieldView } = started();
    await send({ type: 'FIELD.CHANGE', field: 'sos', value: '98765 43210' });
    await send({ type: 'FIELD.BLUR', field: 'sos' });
    expect(fieldView('sos').error).toBeNull();
    await send({ type: 'FIELD.CHANGE', field: 'phone', value: '9876543210' });
    expect(fieldView('sos').error).toBe('Emergency contact number cannot be the same as participant phone number');
    await send({ type: 'FIELD.CHANGE', field: 'phone', value: '9123456780' });
    expect(fieldView('sos').error).toBeNull();
  });

  it("shows 'Looking up location...', fills city and state, and marks a changed one '(Manually entered)'", async () => {
    const { send, fieldView } = started();
    await send({ type: 'FIELD.CHANGE', field: 'pin', value: '411001' });
    expect(fieldView('pin').pincodeStatus).toEqual({ text: 'Looking up location...', tone: 'busy' });
    await send({ type: 'xstate.done.actor.lookupPincode', output: { city: 'Pune', state: 'Maharashtra' } });
    expect(fieldView('city').value).toBe('Pune');
    expect(fieldView('pin').pincodeStatus).toBeNull();
    await send({ type: 'FIELD.CHANGE', field: 'city', value: 'Pimpri-Chinchwad' });
    expect(fieldView('city').manuallyEntered).toBe(true);
    expect(fieldView('state').manuallyEntered).toBe(false);
  });

  it('a newer PIN code replaces the lookup of the older one', async () => {
    const { rig, send } = started();
    await send({ type: 'FIELD.CHANGE', field: 'pin', value: '411001' });
    await send({ type: 'FIELD.CHANGE', field: 'pin', value: '560001' });
    expect(rig.calls().filter((call) => call.id === 'lookupPincode')).toEqual([
      { id: 'lookupPincode', input: { pincode: '560001' } },
    ]);
  });

  it.each([
    ['unauthorized', 'Authentication required'],
    ['other', 'Failed to fetch location details'],
  ] as const)('a %s lookup failure says %s under the PIN code', async (failure, text) => {
    const { send, fieldView } = started();
    await send({ type: 'FIELD.CHANGE', field: 'pin', value: '411001' });
    await send({ type: 'xstate.error.actor.lookupPincode', error: new PincodeLookupError(failure) });
    expect(fieldView('pin').pincodeStatus).toEqual({ text, tone: 'error' });
  });

  it('fills from a saved attendee only listed options, never category, price or files', async () => {
    const fields = [
      ...FIELDS,
      {
        field_uuid: 'size',
        field_name: 't_shirt_size',
        label: 'T-shirt Size',
        field_type: 'dropdown',
        is_required: true,
        options: [{ option_label: 'M', option_value: 'M' }],
      },
    ];
    const { send, fieldView } = started({ fields });
    const saved = {
      ...SAVED,
      responses: [...SAVED.responses, { fieldName: 't_shirt_size', responseText: 'XXXL' }],
    };
    await send({ type: 'SAVED.APPLY', attendee: saved });
    expect(fieldView('name').value).toBe('Vikram Iyer');
    expect(fieldView('size').value).toBeUndefined();
    expect(fieldView('cat').value).toBe('10K Run');
    expect(fieldView('doc').file).toEqual({ status: 'empty' });
  });

  it("keeps the waiver's error until it is ticked, and focuses the first invalid field on a refused submit", async () => {
    const { rig, send, view } = started();
    await send({ type: 'SUBMIT' });
    expect(rig.takeRecords().emitted).toEqual([
      { type: 'focusField', field: 'name' },
      {
        type: 'notify',
        tone: 'error',
        message: 'Please fix the errors in the form before submitting',
      },
    ]);
    expect(view().waiverError).toBe('You must agree to the Declaration & Waiver of Liability to proceed');
    await send({ type: 'WAIVER.TOGGLE', accepted: true });
    expect(view().waiverError).toBeNull();
    await send({ type: 'WAIVER.TOGGLE', accepted: false });
    expect(view().waiverError).toBe('You must agree to the Declaration & Waiver of Liability to proceed');
  });

  it("shows the server's field errors on their fields, keeps every value, and never sends twice", async () => {
    const { rig, send, view, fieldView } = started();
    await send({ type: 'SELF.PREFILL' });
    for (const [field, value] of Object.entries({ pin: '411001', city: 'Pune', state: 'Maharashtra' })) {
      await send({ type: 'FIELD.CHANGE', field, value });
    }
    await send({ type: 'WAIVER.TOGGLE', accepted: true });
    await send({ type: 'SUBMIT' });
    await send({ type: 'SUBMIT' });
    expect(rig.calls().filter((call) => call.id === 'submitRegistration')).toHaveLength(1);
    expect(view()).toMatchObject({ screen: 'submitting', busy: true });
    await send({
      type: 'xstate.error.actor.submitRegistration',
      error: new SubmitRegistrationError('Please fix the errors in the form before submitting', [
        { field: 'email', message: 'Please enter a valid email address' },
      ]),
    });
    expect(fieldView('email')).toMatchObject({
      value: 'asha@example.com',
      error: 'Please enter a valid email address',
    });
    expect(view()).toMatchObject({
      screen: 'editing',
      submitError: 'Please fix the errors in the form before submitting',
    });
  });

  it('shows an upload as it runs and as it failed, never as uploaded', async () => {
    const { send, fieldView } = started();
    await send({ type: 'FILE.CHOOSE', field: 'doc', file: ID_PROOF });
    await send({ type: 'UPLOAD.PROGRESS', field: 'doc', percent: 62.4 });
    expect(fieldView('doc').file).toEqual({ status: 'uploading', fileName: 'id-proof.pdf', percent: 62 });
    await send({ type: 'UPLOAD.FAIL', field: 'doc', reason: 'Server error occurred. Please try again later.' });
    expect(fieldView('doc')).toMatchObject({
      value: null,
      file: { status: 'failed', reason: 'Server error occurred. Please try again later.' },
      error: 'Failed to upload id-proof.pdf: Server error occurred. Please try again later.',
    });
    await send({ type: 'UPLOAD.RETRY', field: 'doc' });
    await send({ type: 'UPLOAD.DONE', field: 'doc', fileUrl: UPLOADED_URL, fileName: 'id-proof.pdf' });
    expect(fieldView('doc')).toMatchObject({
      value: UPLOADED_URL,
      error: null,
      file: { status: 'uploaded', fileName: 'id-proof.pdf' },
    });
  });

  it('offers self-prefill only with a profile, and a draft file URL shows its file name', () => {
    const { view, fieldView } = started({ profile: null, initialValues: { doc: '/uploads/files/a1b2.pdf' } });
    expect(view().showSelfPrefill).toBe(false);
    expect(fieldView('doc').file).toMatchObject({ status: 'uploaded', fileName: 'a1b2.pdf' });
  });
});

describe("attendee form: a minor's parent or guardian (issue 27) through the connect", () => {
  const minor: AttendeeFormInput = {
    subEventUuid: SUB_EVENT_UUID,
    fields: FIELDS_WITH_BIRTH_DATE,
    minAge: null,
    maxAge: null,
    today: TODAY,
    category: '5K Run',
    initialValues: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      city: 'Pune',
      state: 'Maharashtra',
      dob: '2008-11-24',
    },
    selfPrefillOffered: false,
    profile: null,
  };
  function started() {
    const rig = startRig(attendeeFormModel, minor);
    rig.actor.start();
    const send = (event: Record<string, unknown> & { type: string }) => rig.drive(event, event.type);
    const view = () =>
      attendeeFormConnect(rig.actor.getSnapshot() as SnapshotFrom<AttendeeFormMachine>, (event) =>
        rig.actor.send(event),
      );
    const guardianField = (id: string) => view().guardian!.fields.find((field) => field.field.field_uuid === id)!;
    return { rig, send, view, guardianField };
  }

  it('shows the group the day before the 18th birthday and hides it on the birthday itself', async () => {
    const { send, view } = started();
    expect(view().guardian).toMatchObject({ consent: false, consentError: null });
    expect(view().guardian!.fields.map((field) => field.field.label)).toEqual([
      "Guardian's full name",
      "Guardian's mobile number",
    ]);
    await send({ type: 'FIELD.CHANGE', field: 'dob', value: '2008-11-23' });
    expect(view().guardian).toBeNull();
  });

  it("checks the guardian's name and mobile by SPEC §5's rules when left, stripping what cannot be typed", async () => {
    const { send, guardianField } = started();
    await send({ type: 'FIELD.CHANGE', field: 'guardian.fullName', value: 'Me1' });
    expect(guardianField('guardian.fullName')).toMatchObject({ value: 'Me', error: null });
    await send({ type: 'FIELD.BLUR', field: 'guardian.fullName' });
    expect(guardianField('guardian.fullName').error).toBe('Full name must be at least 3 characters');
    await send({ type: 'FIELD.CHANGE', field: 'guardian.fullName', value: 'Meera Rao' });
    expect(guardianField('guardian.fullName').error).toBeNull();
    await send({ type: 'FIELD.CHANGE', field: 'guardian.mobileNumber', value: '+91 58123 45670' });
    await send({ type: 'FIELD.BLUR', field: 'guardian.mobileNumber' });
    expect(guardianField('guardian.mobileNumber')).toMatchObject({
      value: '5812345670',
      error: 'Please enter a valid 10-digit mobile number',
    });
  });

  it("keeps the guardian's name and number in the draft and brings them back; the consent is ticked again", async () => {
    const { rig, send } = started();
    await send({ type: 'FIELD.CHANGE', field: 'guardian.fullName', value: 'Meera Rao' });
    expect(rig.takeRecords().emitted).toContainEqual({
      type: 'draftChanged',
      values: expect.objectContaining({ dob: '2008-11-24' }),
      guardian: { fullName: 'Meera Rao', mobileNumber: '' },
    });
    const reloaded = startRig(attendeeFormModel, {
      ...minor,
      initialGuardian: { fullName: 'Meera Rao', mobileNumber: '9812345670' },
    });
    reloaded.actor.start();
    const view = attendeeFormConnect(reloaded.actor.getSnapshot() as SnapshotFrom<AttendeeFormMachine>, () => {});
    expect(view.guardian).toMatchObject({ consent: false });
    expect(view.guardian!.fields.map((field) => field.value)).toEqual(['Meera Rao', '9812345670']);
  });

  it('refuses a submit without the consent tick, focusing the first guardian field, then sends the guardian', async () => {
    const { rig, send, view } = started();
    await send({ type: 'WAIVER.TOGGLE', accepted: true });
    await send({ type: 'SUBMIT' });
    expect(rig.takeRecords().emitted[0]).toEqual({ type: 'focusField', field: 'guardian.fullName' });
    expect(view().guardian!.consentError).toBe(
      'The consent of a parent or guardian is required for an attendee under 18',
    );
    await send({ type: 'FIELD.CHANGE', field: 'guardian.fullName', value: 'Meera Rao' });
    await send({ type: 'FIELD.CHANGE', field: 'guardian.mobileNumber', value: '9812345670' });
    await send({ type: 'GUARDIAN.CONSENT', accepted: true });
    expect(view().guardian!.consentError).toBeNull();
    await send({ type: 'SUBMIT' });
    expect(rig.calls().find((call) => call.id === 'submitRegistration')?.input).toMatchObject({
      guardian: { full_name: 'Meera Rao', mobile_number: '9812345670', consent: true },
    });
  });
});

describe("attendee form: the connect's intents", () => {
  it('send each event once, as the page asks for it', () => {
    const rig = startRig(attendeeFormModel, {
      subEventUuid: SUB_EVENT_UUID,
      fields: FIELDS,
      minAge: 18,
      maxAge: 60,
      today: TODAY,
      category: null,
      initialValues: {},
      selfPrefillOffered: true,
      profile: PROFILE,
    });
    const sent: unknown[] = [];
    const view = attendeeFormConnect(rig.actor.getSnapshot() as SnapshotFrom<AttendeeFormMachine>, (event) =>
      sent.push(event),
    );
    view.fieldProps('email').onChange('asha@example.com');
    view.fieldProps('email').onBlur();
    view.fieldProps('languages').onChange(['en', 'hi']);
    view.prefillSelf();
    view.applySavedAttendee(SAVED);
    view.chooseFile('doc', ID_PROOF);
    view.removeFile('doc');
    view.cancelUpload('doc');
    view.retryUpload('doc');
    view.consentAsGuardian(true);
    view.acceptWaiver(false);
    view.submit();
    expect(sent).toEqual([
      { type: 'FIELD.CHANGE', field: 'email', value: 'asha@example.com' },
      { type: 'FIELD.BLUR', field: 'email' },
      { type: 'FIELD.CHANGE', field: 'languages', value: ['en', 'hi'] },
      { type: 'SELF.PREFILL' },
      { type: 'SAVED.APPLY', attendee: SAVED },
      { type: 'FILE.CHOOSE', field: 'doc', file: ID_PROOF },
      { type: 'FILE.REMOVE', field: 'doc' },
      { type: 'UPLOAD.CANCEL', field: 'doc' },
      { type: 'UPLOAD.RETRY', field: 'doc' },
      { type: 'GUARDIAN.CONSENT', accepted: true },
      { type: 'WAIVER.TOGGLE', accepted: false },
      { type: 'SUBMIT' },
    ]);
  });
});
