// The attendee form's PIN code lookup questions, the guardian block it sends and the errors its calls
// throw, read directly. Expected values come from SPEC §5 (PIN lookup: 6 digits, not starting with 0),
// §8 (lookup failures) and issue 27 (a minor's guardian in the register request).
import { describe, expect, it } from 'vitest';
import { guardianPayload } from '../../../machines/attendee-form/attendee-form.guardian';
import {
  isLookupablePincodeChange,
  lookupFailureOf,
  pincodeValue,
} from '../../../machines/attendee-form/attendee-form.pincode';
import { initialContext } from '../../../machines/attendee-form/attendee-form.rules';
import {
  PincodeLookupError,
  SubmitRegistrationError,
  type AttendeeFormInput,
} from '../../../machines/attendee-form/attendee-form.types';
import {
  FIELDS,
  FIELDS_WITH_BIRTH_DATE,
  FIELDS_WITH_FILE,
  MINOR_BIRTH_DATE,
  SUB_EVENT_UUID,
  TODAY,
} from './attendee-form.model';

const INPUT: AttendeeFormInput = {
  subEventUuid: SUB_EVENT_UUID,
  fields: FIELDS,
  minAge: null,
  maxAge: null,
  today: TODAY,
  category: null,
  initialValues: {},
  selfPrefillOffered: false,
  profile: null,
};
const start = (over: Partial<AttendeeFormInput> = {}) => initialContext({ ...INPUT, ...over });

describe('attendee form: which PIN code changes are looked up (SPEC §5 PIN lookup)', () => {
  const form = start();

  it('looks up six digits not starting with 0, spaces around them ignored', () => {
    expect(isLookupablePincodeChange(form, 'pin', '411001')).toBe(true);
    expect(isLookupablePincodeChange(form, 'pin', ' 411001 ')).toBe(true);
  });

  it('does not look up a short or 0-led PIN code, a list, or another field', () => {
    expect(isLookupablePincodeChange(form, 'pin', '41100')).toBe(false);
    expect(isLookupablePincodeChange(form, 'pin', '011001')).toBe(false);
    expect(isLookupablePincodeChange(form, 'pin', ['411001'])).toBe(false);
    expect(isLookupablePincodeChange(form, 'city', '411001')).toBe(false);
  });

  it('sends the PIN code without spaces, and nothing when there is none or no PIN code field', () => {
    expect(pincodeValue({ ...form, values: { pin: ' 411001 ' } })).toBe('411001');
    expect(pincodeValue({ ...form, values: { pin: null } })).toBe('');
    expect(pincodeValue(start({ fields: FIELDS_WITH_FILE }))).toBe('');
  });

  it("reads a lookup failure the actor classified, and anything else as 'other'", () => {
    expect(lookupFailureOf(new PincodeLookupError('unauthorized'))).toBe('unauthorized');
    expect(lookupFailureOf(new Error('socket hang up'))).toBe('other');
    expect(lookupFailureOf('timeout')).toBe('other');
  });
});

describe('attendee form: the guardian block of the register request (issue 27)', () => {
  it("sends a minor's guardian as typed in the draft, without surrounding spaces", () => {
    const minor = start({
      fields: FIELDS_WITH_BIRTH_DATE,
      initialValues: { dob: MINOR_BIRTH_DATE },
      initialGuardian: { fullName: ' Meera Rao ', mobileNumber: ' 9812345670 ' },
    });
    expect(guardianPayload({ ...minor, guardian: { ...minor.guardian, consent: true } })).toEqual({
      full_name: 'Meera Rao',
      mobile_number: '9812345670',
      consent: true,
    });
  });

  it('sends none for an adult', () => {
    const adult = start({ fields: FIELDS_WITH_BIRTH_DATE, initialValues: { dob: '1990-01-01' } });
    expect(guardianPayload(adult)).toBeNull();
  });
});

describe('attendee form: the errors its calls throw, as a log reads them', () => {
  it('a PIN lookup failure names its class and how it failed', () => {
    const error = new PincodeLookupError('notFound');
    expect(error).toMatchObject({ name: 'PincodeLookupError', message: 'PIN lookup failed: notFound' });
  });

  it("a refused registration names its class and the server's text, or 'Registration failed' without one", () => {
    expect(new SubmitRegistrationError('Already registered')).toMatchObject({
      name: 'SubmitRegistrationError',
      message: 'Already registered',
      fieldErrors: [],
    });
    expect(new SubmitRegistrationError(null).message).toBe('Registration failed');
  });
});
