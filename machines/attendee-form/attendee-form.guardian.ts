// The attendee form's parent or guardian group (issue 27, DPDP Act 2023 §9): shown and required only
// while the date of birth makes the attendee a minor; its rules are src/domain's, the server's too.
import {
  GUARDIAN_FIELDS,
  GUARDIAN_REQUEST_FIELD,
  isMinorAttendee,
  validateGuardian,
  type GuardianField,
  type GuardianPayload,
} from '../../src/domain/validation/guardian';
import { sanitizeFullNameInput } from '../../src/domain/validation/full-name';
import { sanitizeMobileInput } from '../../src/domain/validation/mobile';
import { untouched, visibleErrors, type FieldErrors } from '../shared/form-fields';
import type { AttendeeFormContext } from './attendee-form.types';

type Ctx = AttendeeFormContext;

/** The ids the guardian's inputs go by in FIELD.CHANGE, FIELD.BLUR and focus requests. */
export const GUARDIAN_FIELD_ID: Record<GuardianField, string> = {
  fullName: 'guardian.fullName',
  mobileNumber: 'guardian.mobileNumber',
  consent: 'guardian.consent',
};

export const guardianFieldOf = (id: string): GuardianField | null =>
  GUARDIAN_FIELDS.find((field) => GUARDIAN_FIELD_ID[field] === id) ?? null;

/** The date of birth answer makes the attendee under 18 on `today`. */
export const needsGuardian = (context: Ctx) => isMinorAttendee(context.fields, context.values, context.today);

export const untouchedGuardian = () => untouched(GUARDIAN_FIELDS);

/** Each guardian field's message, none for an adult. */
export function guardianErrors(context: Ctx): FieldErrors<GuardianField> {
  if (!needsGuardian(context)) return { fullName: null, mobileNumber: null, consent: null };
  return validateGuardian(context.guardian);
}

/** What the group shows: a field's error once left (or after a submit). */
export const shownGuardianErrors = (context: Ctx) => visibleErrors(guardianErrors(context), context.guardianTouched);

export const isGuardianIncomplete = (context: Ctx) =>
  GUARDIAN_FIELDS.some((field) => guardianErrors(context)[field] !== null);

export function firstInvalidGuardianField(context: Ctx): string | null {
  const errors = guardianErrors(context);
  const field = GUARDIAN_FIELDS.find((candidate) => errors[candidate] !== null);
  return field ? GUARDIAN_FIELD_ID[field] : null;
}

/** Names keep no digits and mobile numbers only 10 digits as they are typed (SPEC §5). */
export function changeGuardian(context: Ctx, field: GuardianField, value: string): Partial<Ctx> {
  const typed = field === 'mobileNumber' ? sanitizeMobileInput(value) : sanitizeFullNameInput(value);
  return { guardian: { ...context.guardian, [field]: typed } };
}

export function consentGuardian(context: Ctx, consent: boolean): Partial<Ctx> {
  return { guardian: { ...context.guardian, consent }, guardianTouched: { ...context.guardianTouched, consent: true } };
}

export const touchGuardian = (context: Ctx, field: GuardianField): Partial<Ctx> => ({
  guardianTouched: { ...context.guardianTouched, [field]: true },
});

/** A submit or the server's field errors show every guardian field's message. */
export const revealGuardian = (): Partial<Ctx> => ({
  guardianTouched: { fullName: true, mobileNumber: true, consent: true },
});

export const namesGuardianField = (fieldErrors: ReadonlyArray<{ field: string }>) =>
  fieldErrors.some((error) => Object.values(GUARDIAN_REQUEST_FIELD).includes(error.field));

/** The request's guardian block for a minor, else null (an adult's group is neither shown nor sent). */
export function guardianPayload(context: Ctx): GuardianPayload | null {
  if (!needsGuardian(context)) return null;
  const { fullName, mobileNumber, consent } = context.guardian;
  return { full_name: fullName.trim(), mobile_number: mobileNumber.trim(), consent };
}
