// One attendee's form, written by hand from SPEC §5 (attendee rules, PIN lookup, self-prefill), §7
// (register, pincodes, uploads) and §8 (texts): what every step must emit and call. The field rules
// come from src/domain/validation (the rules under test there); the texts are written out here.
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { attendeeFormMachine } from '../../../machines/attendee-form/attendee-form.machine';
import type { AttendeeFormMachine } from '../../../machines/attendee-form/attendee-form.machine';
import {
  PincodeLookupError,
  SubmitRegistrationError,
  type AttendeeFormContext,
  type AttendeeFormInput,
} from '../../../machines/attendee-form/attendee-form.types';
import type { SavedAttendee } from '../../../machines/saved-attendees/saved-attendees.types';
import { validateAttendeeResponses, type AttendeeValue } from '../../../src/domain/validation/attendee-form';
import type { FormField } from '../../../src/domain/validation/form-field';
import type { FlowModel, OutstandingCall, StepExpectation } from '../shared/graph-model';

export const SUB_EVENT_UUID = '5b0c7a52-3f7e-4a43-9a59-8d1f3e2c4b10';
export const TODAY = '2026-11-23';

const field = (
  field_uuid: string,
  field_name: string,
  label: string,
  field_type: string,
  is_required: boolean,
  extra: Partial<FormField> = {},
): FormField => ({ field_uuid, field_name, label, field_type, is_required, ...extra });

export const FIELDS: FormField[] = [
  field('hdr', 'participant_header', 'Participant Details', 'header', false, { header_size: 'H2', order_index: 0 }),
  field('name', 'mandatory_participant_name', 'Full Name', 'text', true, { order_index: 1 }),
  field('email', 'mandatory_email', 'Email Address', 'email', true, { order_index: 2 }),
  field('phone', 'mandatory_phone', 'Mobile Number', 'phone', true, { order_index: 3 }),
  field('pin', 'mandatory_pincode', 'PIN Code', 'text', true, { order_index: 4 }),
  field('city', 'mandatory_city', 'City', 'text', true, { order_index: 5 }),
  field('state', 'mandatory_state', 'State', 'text', true, { order_index: 6 }),
  field('sos', 'mandatory_emergency_contact_number', 'Emergency Contact Number', 'phone', false, { order_index: 7 }),
  field('cat', 'mandatory_event_category', 'Category', 'dropdown', true, {
    order_index: 8,
    options: [
      { option_label: '5K Run', option_value: '5K Run' },
      { option_label: '10K Run', option_value: '10K Run' },
    ],
  }),
  field('price', 'mandatory_event_category_pricing', 'Category Price', 'dropdown', false, {
    order_index: 9,
    options: [
      { option_label: '5K Run', option_value: '499.00' },
      { option_label: '10K Run', option_value: '799.00' },
    ],
  }),
  field('doc', 'id_proof', 'ID Proof', 'file', false, { order_index: 10, file_accept: 'image/*,.pdf' }),
];

/** Input one: the PIN code finds city and state; no file field. */
export const FIELDS_WITH_PIN = FIELDS.filter((candidate) => candidate.field_uuid !== 'doc');
/** Input two: an ID proof to upload; no PIN code (so no lookup). */
export const FIELDS_WITH_FILE = FIELDS.filter((candidate) => candidate.field_uuid !== 'pin');
/** Input three: a date of birth (issue 27: a minor needs a parent or guardian); no PIN code, no file. */
export const FIELDS_WITH_BIRTH_DATE = [
  ...FIELDS.filter((candidate) => candidate.field_uuid !== 'pin' && candidate.field_uuid !== 'doc'),
  field('dob', 'mandatory_date_of_birth', 'Date of Birth', 'date', true, { order_index: 11 }),
];
/** Twelve on TODAY. */
export const MINOR_BIRTH_DATE = '2014-04-09';
export const GUARDIAN = { fullName: 'Meera Rao', mobileNumber: '9812345670' };

export const PROFILE = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' };

export const SAVED: SavedAttendee = {
  attendeeUuid: '0f3b8c1e-6a2d-4b7e-9c1a-2d3e4f5a6b7c',
  name: 'Vikram Iyer',
  email: 'vikram@example.com',
  phone: '9123456780',
  responses: [
    { fieldName: 'mandatory_participant_name', responseText: 'Vikram Iyer' },
    { fieldName: 'mandatory_email', responseText: 'vikram@example.com' },
    { fieldName: 'mandatory_phone', responseText: '9123456780' },
    { fieldName: 'mandatory_pincode', responseText: '560001' },
    { fieldName: 'mandatory_city', responseText: 'Bengaluru' },
    { fieldName: 'mandatory_state', responseText: 'Karnataka' },
    // Never filled from a saved attendee: the ticket decides the category and its price.
    { fieldName: 'mandatory_event_category', responseText: '5K Run' },
    { fieldName: 'mandatory_event_category_pricing', responseText: '499.00' },
    { fieldName: 'id_proof', responseText: '/uploads/files/old.pdf' },
  ],
  lastUsedAt: '2026-10-01T10:00:00.000Z',
};

export const ID_PROOF = new File(['%PDF-1.4'], 'id-proof.pdf', { type: 'application/pdf' });
export const UPLOADED_URL = '/uploads/files/3f2a9c.pdf';
export const SUBMITTED = { participantUuid: '9d7e6f5a-4b3c-4d2e-8f1a-0b9c8d7e6f5a', holdExpiresAt: null, name: '' };

const COMPLETE_DRAFT = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  city: 'Pune',
  state: 'Maharashtra',
};

/** SPEC §9: a toast stays 4 s (the default, so not given); an upload failure's stays 5 s. */
const notify = (tone: 'success' | 'error' | 'info', message: string, durationMs?: number) => ({
  type: 'notify',
  tone,
  message,
  ...(durationMs === undefined ? {} : { durationMs }),
});

const ALREADY = 'This attendee is already registered for this event';
/** The saved-attendee list runs beside the form from the start (its own model covers it). */
const SAVED_CHILD = { id: 'savedAttendees' };

export const attendeeFormModel: FlowModel<AttendeeFormMachine, AttendeeFormInput> = {
  flow: 'attendee-form',
  machine: attendeeFormMachine,
  inputs: {
    'an empty form for a 10K ticket, self-prefill offered': {
      subEventUuid: SUB_EVENT_UUID,
      fields: FIELDS_WITH_PIN,
      minAge: null,
      maxAge: null,
      today: TODAY,
      category: '10K Run',
      initialValues: {},
      selfPrefillOffered: true,
      profile: PROFILE,
    },
    "a minor's complete draft, no guardian yet": {
      subEventUuid: SUB_EVENT_UUID,
      fields: FIELDS_WITH_BIRTH_DATE,
      minAge: null,
      maxAge: null,
      today: TODAY,
      category: '5K Run',
      initialValues: { ...COMPLETE_DRAFT, dob: MINOR_BIRTH_DATE },
      selfPrefillOffered: false,
      profile: null,
    },
    'a complete draft for a 5K ticket with an ID proof': {
      subEventUuid: SUB_EVENT_UUID,
      fields: FIELDS_WITH_FILE,
      minAge: 18,
      maxAge: 60,
      today: TODAY,
      category: '5K Run',
      initialValues: COMPLETE_DRAFT,
      selfPrefillOffered: false,
      profile: null,
    },
  },
  events: [
    { type: 'FIELD.CHANGE', field: 'name', value: '' },
    { type: 'FIELD.BLUR', field: 'name' },
    { type: 'FIELD.CHANGE', field: 'guardian.fullName', value: GUARDIAN.fullName },
    { type: 'FIELD.CHANGE', field: 'guardian.mobileNumber', value: GUARDIAN.mobileNumber },
    { type: 'FIELD.BLUR', field: 'guardian.fullName' },
    { type: 'GUARDIAN.CONSENT', accepted: true },
    { type: 'FIELD.CHANGE', field: 'pin', value: '411001' },
    { type: 'FIELD.CHANGE', field: 'pin', value: '0411' },
    { type: 'xstate.done.actor.lookupPincode', output: { city: 'Pune', state: 'Maharashtra' } },
    { type: 'xstate.error.actor.lookupPincode', error: new PincodeLookupError('notFound') },
    { type: 'xstate.error.actor.lookupPincode', error: new PincodeLookupError('network') },
    { type: 'WAIVER.TOGGLE', accepted: true },
    { type: 'SELF.PREFILL' },
    { type: 'SAVED.APPLY', attendee: SAVED },
    { type: 'FILE.CHOOSE', field: 'doc', file: ID_PROOF },
    { type: 'UPLOAD.PROGRESS', field: 'doc', percent: 40 },
    { type: 'UPLOAD.DONE', field: 'doc', fileUrl: UPLOADED_URL, fileName: 'id-proof.pdf' },
    { type: 'UPLOAD.FAIL', field: 'doc', reason: 'The file is empty' },
    { type: 'UPLOAD.CANCEL', field: 'doc' },
    { type: 'UPLOAD.RETRY', field: 'doc' },
    { type: 'FILE.REMOVE', field: 'doc' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.submitRegistration', output: SUBMITTED },
    { type: 'xstate.error.actor.submitRegistration', error: new SubmitRegistrationError(ALREADY) },
    { type: 'xstate.error.actor.submitRegistration', error: new SubmitRegistrationError(null) },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as AttendeeFormContext;
    const complete =
      Object.keys(validateAttendeeResponses(context.fields, context.values, { today: TODAY })).length === 0;
    return {
      value: snapshot.value,
      complete,
      waiver: context.waiverAccepted,
      upload: context.uploads.doc?.status ?? (context.values.doc ? 'done' : 'none'),
      prefill: context.selfPrefillUsed,
      guardian: guardianState(context),
    };
  },
  promiseActors: ['lookupPincode', 'submitRegistration'],
  callbackActors: ['uploadFile'],
  childMachines: ['savedAttendees'],
  expect: (facts) => expectStep(facts),
};

/** Issue 27: 'none' for an adult; for a minor whether the guardian's name, mobile and consent are all in. */
function guardianState(context: AttendeeFormContext): 'none' | 'incomplete' | 'complete' {
  if (context.values.dob !== MINOR_BIRTH_DATE) return 'none';
  const { fullName, mobileNumber, consent } = context.guardian;
  return fullName === GUARDIAN.fullName && mobileNumber === GUARDIAN.mobileNumber && consent
    ? 'complete'
    : 'incomplete';
}

/** The price SPEC §5 gives a category label (the pricing field's option). */
const PRICES: Record<string, string> = { '5K Run': '499.00', '10K Run': '799.00' };

const without = (calls: readonly OutstandingCall[], id: string) => calls.filter((call) => call.id !== id);

function draft(values: Record<string, AttendeeValue>, guardian: AttendeeFormContext['guardian']) {
  return {
    type: 'draftChanged',
    values,
    guardian: { fullName: guardian.fullName, mobileNumber: guardian.mobileNumber },
  };
}

type Facts = Parameters<FlowModel<AttendeeFormMachine, AttendeeFormInput>['expect']>[0];

function expectStep({ event, before, input, callsBefore }: Facts): StepExpectation {
  if (before === null) {
    const category = input.category ?? '';
    return {
      calls: [SAVED_CHILD],
      context: { values: { ...input.initialValues, cat: category, price: PRICES[category] } },
    };
  }
  const values = before.values;
  switch (event.type) {
    case 'FIELD.CHANGE': {
      const { field: changed, value } = event as unknown as { field: string; value: string };
      if (changed.startsWith('guardian.')) {
        // Kept as typed (digits only for the mobile number), and in the draft, so a reload loses none of it.
        const key = changed.slice('guardian.'.length);
        const guardian = { ...before.guardian, [key]: value };
        return { emitted: [draft(values, guardian)], calls: callsBefore, context: { values, guardian } };
      }
      const next = { ...values, [changed]: value };
      const expectation: StepExpectation = {
        emitted: [draft(next, before.guardian)],
        calls: callsBefore,
        context: { values: next },
      };
      if (changed === 'name' && before.touched.name) {
        expectation.context!.errors =
          value === ''
            ? expect.objectContaining({ name: 'Full Name is required' })
            : expect.not.objectContaining({ name: expect.anything() });
      }
      if (changed === 'pin') {
        // SPEC §5: a valid PIN code looks the location up (a newer one replaces the older call); a
        // leading 0 is refused at once, before the field is left.
        const lookups = without(callsBefore, 'lookupPincode');
        expectation.calls =
          value === '411001' ? [...lookups, { id: 'lookupPincode', input: { pincode: '411001' } }] : lookups;
        if (value === '0411')
          expectation.context!.errors = expect.objectContaining({ pin: 'PIN code cannot start with 0' });
      }
      if (changed === 'city' && before.locationFilled) {
        expectation.context!.manuallyEntered = expect.objectContaining({ city: true });
      }
      return expectation;
    }
    case 'FIELD.BLUR':
      if ((event as unknown as { field: string }).field === 'guardian.fullName') {
        return { calls: callsBefore, context: { guardianTouched: expect.objectContaining({ fullName: true }) } };
      }
      return {
        calls: callsBefore,
        context: {
          touched: expect.objectContaining({ name: true }),
          errors: values.name
            ? expect.not.objectContaining({ name: expect.anything() })
            : expect.objectContaining({ name: 'Full Name is required' }),
        },
      };
    case 'xstate.done.actor.lookupPincode': {
      const next = { ...values, city: 'Pune', state: 'Maharashtra' };
      return {
        emitted: [notify('success', 'Location found: Pune, Maharashtra'), draft(next, before.guardian)],
        calls: without(callsBefore, 'lookupPincode'),
        context: {
          values: next,
          touched: expect.objectContaining({ city: true, state: true }),
          manuallyEntered: {},
          lookupMessage: null,
        },
      };
    }
    case 'xstate.error.actor.lookupPincode': {
      const notFound = (event.error as PincodeLookupError).failure === 'notFound';
      return {
        emitted: notFound
          ? [notify('error', 'Location not found for this pincode. Please enter city and state manually.')]
          : [],
        calls: without(callsBefore, 'lookupPincode'),
        context: {
          lookupMessage: notFound
            ? 'Location not found for this pincode'
            : 'Network error. Please check your connection.',
        },
      };
    }
    case 'WAIVER.TOGGLE':
      return {
        calls: callsBefore,
        context: { waiverAccepted: event.accepted, ...(event.accepted ? { waiverError: null } : {}) },
      };
    case 'GUARDIAN.CONSENT':
      return {
        calls: callsBefore,
        context: {
          guardian: { ...before.guardian, consent: true },
          guardianTouched: expect.objectContaining({ consent: true }),
        },
      };
    case 'SELF.PREFILL': {
      const next = { ...values, name: PROFILE.name, email: PROFILE.email, phone: PROFILE.phone };
      return {
        emitted: [{ type: 'selfPrefillUsed' }, draft(next, before.guardian)],
        calls: callsBefore,
        context: { values: next, selfPrefillUsed: true },
      };
    }
    case 'SAVED.APPLY': {
      // Every field named alike, except category, its price and files (SPEC-free extension rule).
      const saved: Record<string, string> = {
        name: 'Vikram Iyer',
        email: 'vikram@example.com',
        phone: '9123456780',
        pin: '560001',
        city: 'Bengaluru',
        state: 'Karnataka',
      };
      const present = new Set(input.fields.map((candidate) => candidate.field_uuid));
      const next = { ...values, ...Object.fromEntries(Object.entries(saved).filter(([uuid]) => present.has(uuid))) };
      return { emitted: [draft(next, before.guardian)], calls: callsBefore, context: { values: next } };
    }
    case 'FILE.CHOOSE': {
      const next = { ...values, doc: null };
      return {
        emitted: [draft(next, before.guardian)],
        calls: [...without(callsBefore, 'upload-doc'), { id: 'upload-doc', input: { field: 'doc', file: ID_PROOF } }],
        context: { uploads: { doc: { status: 'uploading', file: ID_PROOF, fileName: 'id-proof.pdf', percent: 0 } } },
      };
    }
    case 'UPLOAD.PROGRESS':
      return {
        calls: callsBefore,
        context: { uploads: { doc: expect.objectContaining({ status: 'uploading', percent: 40 }) } },
      };
    case 'UPLOAD.DONE': {
      const next = { ...values, doc: UPLOADED_URL };
      return {
        emitted: [draft(next, before.guardian)],
        calls: without(callsBefore, 'upload-doc'),
        context: { values: next, uploads: {}, fileNames: { doc: 'id-proof.pdf' } },
      };
    }
    case 'UPLOAD.FAIL':
      // SPEC §8: 'Failed to upload {file}: {reason}', 5 s; never a placeholder that looks uploaded.
      return {
        emitted: [notify('error', 'Failed to upload id-proof.pdf: The file is empty', 5000)],
        calls: without(callsBefore, 'upload-doc'),
        context: {
          values: expect.objectContaining({ doc: null }),
          errors: expect.objectContaining({ doc: 'Failed to upload id-proof.pdf: The file is empty' }),
        },
      };
    case 'UPLOAD.CANCEL':
      return { calls: without(callsBefore, 'upload-doc'), context: { uploads: {} } };
    case 'UPLOAD.RETRY':
      return {
        calls: [...callsBefore, { id: 'upload-doc', input: { field: 'doc', file: ID_PROOF } }],
        context: { uploads: { doc: expect.objectContaining({ status: 'uploading', percent: 0 }) } },
      };
    case 'FILE.REMOVE': {
      const next = { ...values, doc: null };
      return { emitted: [draft(next, before.guardian)], calls: callsBefore, context: { values: next } };
    }
    case 'SUBMIT':
      return expectSubmit(before, callsBefore);
    case 'xstate.done.actor.submitRegistration':
      return {
        emitted: [notify('success', 'Attendee submitted successfully!'), { type: 'submitted', result: SUBMITTED }],
        calls: without(callsBefore, 'submitRegistration'),
      };
    case 'xstate.error.actor.submitRegistration': {
      const error = event.error as SubmitRegistrationError;
      const emitted: unknown[] = [notify('error', 'Failed to submit ticket')];
      if (error.serverMessage === ALREADY) emitted.push({ type: 'alreadyRegistered', message: ALREADY });
      const context: Record<string, unknown> = {
        values,
        submitError: error.serverMessage ?? 'Failed to submit registration',
      };
      return { emitted, calls: without(callsBefore, 'submitRegistration'), context };
    }
    default:
      throw new Error(`the attendee-form model has no expectation for ${event.type}`);
  }
}

/** SPEC §5/§8: a submit is refused, and says why, until the form is complete, uploads are done and the waiver is ticked. */
function expectSubmit(before: AttendeeFormContext, callsBefore: OutstandingCall[]): StepExpectation {
  const upload = before.uploads.doc;
  const ruleErrors = validateAttendeeResponses(before.fields, before.values, {
    minAge: before.minAge,
    maxAge: before.maxAge,
    today: TODAY,
  });
  const invalid = before.fields
    .map((candidate) => candidate.field_uuid)
    .filter((uuid) => ruleErrors[uuid] !== undefined || (uuid === 'doc' && upload !== undefined));
  const focus = { type: 'focusField', field: invalid[0] ?? 'waiver' };
  if (upload?.status === 'uploading') {
    return {
      emitted: [focus, notify('error', 'Please wait for the upload to finish')],
      calls: callsBefore,
      context: { errors: expect.objectContaining({ doc: 'Please wait for the upload to finish' }) },
    };
  }
  if (upload?.status === 'failed') {
    return { emitted: [focus, notify('error', 'Failed to upload 1 file(s).', 5000)], calls: callsBefore };
  }
  if (invalid.length > 0) {
    return {
      emitted: [focus, notify('error', 'Please fix the errors in the form before submitting')],
      calls: callsBefore,
      context: { errors: ruleErrors },
    };
  }
  const minor = guardianState(before) !== 'none';
  if (guardianState(before) === 'incomplete') {
    // Issue 27: the guardian's group is checked after the form's fields, before the waiver.
    const { fullName, mobileNumber } = before.guardian;
    const first =
      fullName === '' ? 'guardian.fullName' : mobileNumber === '' ? 'guardian.mobileNumber' : 'guardian.consent';
    return {
      emitted: [
        { type: 'focusField', field: first },
        notify('error', 'Please fix the errors in the form before submitting'),
      ],
      calls: callsBefore,
      context: { guardianTouched: { fullName: true, mobileNumber: true, consent: true } },
    };
  }
  if (!before.waiverAccepted) {
    return {
      emitted: [focus, notify('error', 'Please agree to the Declaration & Waiver of Liability to proceed')],
      calls: callsBefore,
      context: { waiverError: 'You must agree to the Declaration & Waiver of Liability to proceed' },
    };
  }
  const responses = before.fields
    .filter((candidate) => !['header', 'paragraph'].includes(candidate.field_type))
    .map((candidate) => ({ field_uuid: candidate.field_uuid, value: before.values[candidate.field_uuid] }))
    .filter((entry) => typeof entry.value === 'string' && entry.value.trim() !== '')
    .map((entry) => ({ field_uuid: entry.field_uuid, response_text: (entry.value as string).trim() }));
  const name = typeof before.values.name === 'string' ? before.values.name : '';
  return {
    calls: [
      ...without(callsBefore, 'lookupPincode'),
      {
        id: 'submitRegistration',
        input: {
          subEventUuid: SUB_EVENT_UUID,
          responses,
          guardian: minor
            ? { full_name: GUARDIAN.fullName, mobile_number: GUARDIAN.mobileNumber, consent: true }
            : null,
          name,
        },
      },
    ],
  };
}
