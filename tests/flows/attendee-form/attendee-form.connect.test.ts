// What the attendee form reads (attendeeFormConnect), written out by hand from SPEC §5 (attendee form
// rules, category pricing, PIN lookup, self-prefill), §7 (uploads), §8 (texts) and issue 27 (a minor's
// parent or guardian). Snapshots are resolved from (state, context), so each face is read without
// driving the machine there.
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { attendeeFormConnect } from '../../../machines/attendee-form/attendee-form.connect';
import { attendeeFormMachine } from '../../../machines/attendee-form/attendee-form.machine';
import { initialContext } from '../../../machines/attendee-form/attendee-form.rules';
import type {
  AttendeeFormContext,
  AttendeeFormEvent,
  AttendeeFormInput,
} from '../../../machines/attendee-form/attendee-form.types';
import type { FormField } from '../../../src/domain/validation/form-field';
import { startRig } from '../shared/graph-harness';
import {
  FIELDS,
  FIELDS_WITH_BIRTH_DATE,
  ID_PROOF,
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
  category: '10K Run',
  initialValues: {},
  selfPrefillOffered: true,
  profile: PROFILE,
};
const BASE = initialContext(INPUT);

const EDITING = { form: { editing: 'noLookup' } };
const LOOKING_UP = { form: { editing: 'lookingUp' } };

function faceOf(value: StateValue, context: Partial<AttendeeFormContext> = {}) {
  const sent: AttendeeFormEvent[] = [];
  const snapshot = attendeeFormMachine.resolveState({ value, context: { ...BASE, ...context } });
  const face = attendeeFormConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

const fieldOf = (value: StateValue, context: Partial<AttendeeFormContext>, uuid: string) =>
  faceOf(value, context).face.fields.find((candidate) => candidate.field.field_uuid === uuid)!;

/** A generated field as it reads with nothing typed, no error and no lookup or upload. */
const plain = (field: FormField) => ({
  field,
  value: undefined,
  error: null,
  required: false,
  manuallyEntered: false,
  priceText: null,
  file: null,
  pincodeStatus: null,
});

describe('attendee form: what the screen reads in each state', () => {
  it.each([
    [EDITING, 'editing', false, false],
    [LOOKING_UP, 'editing', false, false],
    [{ form: 'submitting' }, 'submitting', true, true],
    [{ form: 'submitted' }, 'submitted', false, true],
  ] as const)('%j reads as %s, busy %s, locked %s', (value, screen, busy, locked) => {
    expect(faceOf(value).face).toMatchObject({ screen, busy, locked });
  });

  it('lists every generated field in order with its answer, and marks only required input fields required', () => {
    const fields = faceOf(EDITING).face.fields;
    expect(fields.map((view) => view.field.field_uuid)).toEqual([
      'hdr',
      'name',
      'email',
      'phone',
      'pin',
      'city',
      'state',
      'sos',
      'cat',
      'price',
      'doc',
    ]);
    expect(fields.filter((view) => view.required).map((view) => view.field.field_uuid)).toEqual([
      'name',
      'email',
      'phone',
      'pin',
      'city',
      'state',
      'cat',
    ]);
    expect(fields[0]).toEqual(plain(FIELDS[0]!));
    expect(fields[7]).toEqual(plain(FIELDS[7]!));
  });

  it('never marks a header required even when the server says so, nor a field whose requirement is unset', () => {
    const header: FormField = {
      field_uuid: 'h',
      field_name: 'h',
      label: 'Rules',
      field_type: 'paragraph',
      is_required: true,
    };
    const loose: FormField = { field_uuid: 'l', field_name: 'l', label: 'Club', field_type: 'text', is_required: null };
    const fields = faceOf(EDITING, { fields: [header, loose] }).face.fields;
    expect(fields).toEqual([plain(header), plain(loose)]);
  });

  it("shows a field's error, and city or state '(Manually entered)' once changed by hand after a lookup", () => {
    const context = {
      values: { ...BASE.values, city: 'Pimpri' },
      errors: { name: 'Full Name is required' },
      manuallyEntered: { city: true },
    };
    expect(fieldOf(EDITING, context, 'name')).toMatchObject({ error: 'Full Name is required', required: true });
    expect(fieldOf(EDITING, context, 'city')).toMatchObject({ value: 'Pimpri', error: null, manuallyEntered: true });
    expect(fieldOf(EDITING, context, 'state').manuallyEntered).toBe(false);
  });
});

describe("attendee form: the category's price in rupees (SPEC §5)", () => {
  const priceText = (price: string | null) =>
    fieldOf(EDITING, { values: { cat: '10K Run', price } }, 'price').priceText;

  it('shows the price of the selected category with the rupee sign, on the pricing field only', () => {
    expect(fieldOf(EDITING, {}, 'price')).toMatchObject({ value: '799.00', priceText: '₹799.00' });
    expect(fieldOf(EDITING, {}, 'cat').priceText).toBeNull();
    expect(priceText(' 1500 ')).toBe('₹1,500.00');
  });

  it('shows no price without one, and a price that is not an amount as the server wrote it', () => {
    expect(priceText(null)).toBeNull();
    expect(priceText('   ')).toBeNull();
    expect(priceText('Free')).toBe('Free');
  });
});

describe('attendee form: the PIN code lookup under its field (SPEC §5 PIN lookup, §8)', () => {
  it("reads 'Looking up location...' under the PIN code only, while the lookup runs", () => {
    const face = faceOf(LOOKING_UP, { lookupMessage: 'Authentication required' }).face;
    const status = face.fields.map((view) => [view.field.field_uuid, view.pincodeStatus]);
    expect(status.filter(([, shown]) => shown !== null)).toEqual([
      ['pin', { text: 'Looking up location...', tone: 'busy' }],
    ]);
  });

  it("shows a failed lookup's text under the PIN code, and nothing once it is cleared", () => {
    expect(fieldOf(EDITING, { lookupMessage: 'Location not found for this pincode' }, 'pin').pincodeStatus).toEqual({
      text: 'Location not found for this pincode',
      tone: 'error',
    });
    expect(fieldOf(EDITING, { lookupMessage: 'Location not found for this pincode' }, 'city').pincodeStatus).toBeNull();
    expect(fieldOf(EDITING, {}, 'pin').pincodeStatus).toBeNull();
  });
});

describe('attendee form: a file field (SPEC §7 uploads)', () => {
  const file = (context: Partial<AttendeeFormContext>) => fieldOf(EDITING, context, 'doc').file;

  it('is empty with no file, or with nothing but spaces', () => {
    expect(file({})).toEqual({ status: 'empty' });
    expect(file({ values: { doc: null } })).toEqual({ status: 'empty' });
    expect(file({ values: { doc: '  ' } })).toEqual({ status: 'empty' });
  });

  it('shows an upload running with its percent, and a failed one with why', () => {
    expect(
      file({ uploads: { doc: { status: 'uploading', file: ID_PROOF, fileName: 'id-proof.pdf', percent: 40 } } }),
    ).toEqual({ status: 'uploading', fileName: 'id-proof.pdf', percent: 40 });
    expect(
      file({ uploads: { doc: { status: 'failed', file: ID_PROOF, fileName: 'id-proof.pdf', reason: 'Too large' } } }),
    ).toEqual({ status: 'failed', fileName: 'id-proof.pdf', reason: 'Too large' });
  });

  it("shows an uploaded file by the name it was chosen with, else by its URL's last part without the query", () => {
    expect(file({ values: { doc: '/uploads/files/3f2a.pdf' }, fileNames: { doc: 'id-proof.pdf' } })).toEqual({
      status: 'uploaded',
      fileName: 'id-proof.pdf',
      url: '/uploads/files/3f2a.pdf',
    });
    expect(file({ values: { doc: '/uploads/files/my%20id.pdf?sig=ab12' } })).toEqual({
      status: 'uploaded',
      fileName: 'my id.pdf',
      url: '/uploads/files/my%20id.pdf?sig=ab12',
    });
    expect(file({ values: { doc: '/uploads/files/' } })).toMatchObject({ fileName: '/uploads/files/' });
  });

  it('other fields have no file part', () => {
    expect(fieldOf(EDITING, { values: { name: 'Asha Rao' } }, 'name').file).toBeNull();
  });
});

describe("attendee form: a minor's parent or guardian group (issue 27)", () => {
  const minorBase = initialContext({ ...INPUT, fields: FIELDS_WITH_BIRTH_DATE, category: '5K Run' });
  const minor = (context: Partial<AttendeeFormContext> = {}) =>
    faceOf(EDITING, { ...minorBase, values: { ...minorBase.values, dob: '2014-04-09' }, ...context }).face.guardian;

  it('is not shown for an adult or without a date of birth', () => {
    expect(faceOf(EDITING).face.guardian).toBeNull();
    expect(faceOf(EDITING, { ...minorBase, values: { dob: '1990-01-01' } }).face.guardian).toBeNull();
  });

  it("shows the guardian's name and mobile as required fields, and the consent tick, with no errors until left", () => {
    const guardian = { fullName: 'Meera Rao', mobileNumber: '9812345670', consent: true };
    const group = (fieldUuid: string, label: string, type: string, value: string, error: string | null) => ({
      field: { field_uuid: fieldUuid, field_name: fieldUuid, label, field_type: type, is_required: true },
      value,
      error,
      required: true,
      manuallyEntered: false,
      priceText: null,
      file: null,
      pincodeStatus: null,
    });
    expect(minor({ guardian })).toEqual({
      fields: [
        group('guardian.fullName', "Guardian's full name", 'text', 'Meera Rao', null),
        group('guardian.mobileNumber', "Guardian's mobile number", 'phone', '9812345670', null),
      ],
      consentId: 'guardian.consent',
      consent: true,
      consentError: null,
    });
  });

  it('shows each missing answer once the group was left or a submit was refused', () => {
    const shown = minor({ guardianTouched: { fullName: true, mobileNumber: true, consent: true } });
    expect(shown?.fields.map((view) => view.error)).toEqual(['Full name is required', 'Mobile number is required']);
    expect(shown?.consentError).toBe('The consent of a parent or guardian is required for an attendee under 18');
  });
});

describe('attendee form: the waiver, self-prefill and the submit error', () => {
  it("reads the waiver's tick and error and the server's message as held", () => {
    const face = faceOf(EDITING, {
      waiverAccepted: false,
      waiverError: 'You must agree to the Declaration & Waiver of Liability to proceed',
      submitError: 'Failed to submit registration',
    }).face;
    expect(face).toMatchObject({
      waiverAccepted: false,
      waiverError: 'You must agree to the Declaration & Waiver of Liability to proceed',
      submitError: 'Failed to submit registration',
    });
    expect(faceOf(EDITING, { waiverAccepted: true }).face).toMatchObject({ waiverAccepted: true, waiverError: null });
  });

  it("offers 'I am registering for myself' only while offered and with a saved profile, ticked once used", () => {
    expect(faceOf(EDITING).face).toMatchObject({ showSelfPrefill: true, selfPrefillChecked: false });
    expect(faceOf(EDITING, { selfPrefillUsed: true }).face.selfPrefillChecked).toBe(true);
    expect(faceOf(EDITING, { selfPrefillOffered: false }).face.showSelfPrefill).toBe(false);
    expect(faceOf(EDITING, { profile: null }).face.showSelfPrefill).toBe(false);
    expect(faceOf(EDITING, { selfPrefillOffered: false, profile: null }).face.showSelfPrefill).toBe(false);
  });

  it('hands over the saved-attendee control while the form runs, and none without it', () => {
    expect(faceOf(EDITING).face.savedAttendees).toBeNull();
    const rig = startRig(attendeeFormModel, INPUT);
    rig.actor.start();
    const face = attendeeFormConnect(rig.actor.getSnapshot() as never, () => {});
    expect(face.savedAttendees).not.toBeNull();
    expect(face.savedAttendees?.id).toBe('savedAttendees');
    rig.actor.stop();
  });
});
