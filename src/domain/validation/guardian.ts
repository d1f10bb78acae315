// Issue 27 (DPDP Act 2023 §9): an attendee under 18 needs a parent or legal guardian's verifiable
// consent. The guardian's name and mobile number follow SPEC §5's full name and mobile number rules;
// the consent must be ticked. The age is counted on the same day as the form's age limits (`today`,
// the day of registration on India's calendar), the day the personal data is first processed.
import { ageOn, type AttendeeValues } from './attendee-form';
import { FIELD_NAMES, type FormField } from './form-field';
import { validateFullName } from './full-name';
import { validateMobile } from './mobile';

/** Under this age an attendee is a child (DPDP Act 2023 §2(f)). */
export const ADULT_AGE = 18;

export const GUARDIAN_TEXT = {
  legend: 'Parent or guardian',
  intro: 'This attendee is under 18. A parent or legal guardian must give their name, mobile number and consent.',
  fullName: "Guardian's full name",
  mobileNumber: "Guardian's mobile number",
  consent:
    'I am the parent or legal guardian of this attendee and I consent to their registration and to the processing of their personal data.',
  consentRequired: 'The consent of a parent or guardian is required for an attendee under 18',
} as const;

export interface GuardianValues {
  fullName: string;
  mobileNumber: string;
  consent: boolean;
}

export type GuardianField = keyof GuardianValues;
export const GUARDIAN_FIELDS: readonly GuardianField[] = ['fullName', 'mobileNumber', 'consent'];

export const EMPTY_GUARDIAN: GuardianValues = { fullName: '', mobileNumber: '', consent: false };

/** The register request's `guardian` block (openapi.yaml GuardianInput, extension). */
export interface GuardianPayload {
  full_name: string;
  mobile_number: string;
  consent: boolean;
}

/** Each guardian field's name in the request, as the server's field errors name it. */
export const GUARDIAN_REQUEST_FIELD: Record<GuardianField, string> = {
  fullName: 'guardian.full_name',
  mobileNumber: 'guardian.mobile_number',
  consent: 'guardian.consent',
};

/** True when `dateOfBirth` is a real past date and the person has not yet had their 18th birthday on `today`. */
export function isMinorOn(dateOfBirth: string, today: Date | string): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age < ADULT_AGE;
}

/** Whether the form's date of birth answer makes the attendee a minor (no such field or answer: no). */
export function isMinorAttendee(fields: readonly FormField[], values: AttendeeValues, today: Date | string): boolean {
  const field = fields.find((candidate) => candidate.field_name === FIELD_NAMES.dateOfBirth);
  const value = field ? values[field.field_uuid] : null;
  return typeof value === 'string' && isMinorOn(value, today);
}

/** Each guardian field's message, or null. */
export function validateGuardian(guardian: GuardianValues): Record<GuardianField, string | null> {
  return {
    fullName: validateFullName(guardian.fullName),
    mobileNumber: validateMobile(guardian.mobileNumber.trim()),
    consent: guardian.consent ? null : GUARDIAN_TEXT.consentRequired,
  };
}
