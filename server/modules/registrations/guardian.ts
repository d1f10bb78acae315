// Issue 27 (DPDP Act 2023 §9): an attendee under 18 by the date of birth answer is registered only with
// a parent or guardian's name, mobile number and consent, checked by the browser's rules
// (src/domain/validation/guardian.ts) and kept with the ticket. An adult's guardian block is ignored.
import {
  GUARDIAN_REQUEST_FIELD,
  GUARDIAN_TEXT,
  isMinorAttendee,
  validateGuardian,
  type GuardianField,
  type GuardianValues,
} from '../../../src/domain/validation';
import type { components } from '../../../src/api/schema';
import type { Db } from '../../db/connect';
import { participantGuardians } from '../../db/schema';
import { badRequest, type FieldError } from '../../errors';
import { valuesOf, type Answer } from './answers';
import type { FormFieldView } from './sub-event';

export type GuardianInput = components['schemas']['GuardianInput'];

/** The guardian to keep for a minor, null for an adult; 400 with field errors for a minor without a valid one. */
export function guardianFor(
  fields: readonly FormFieldView[],
  answers: readonly Answer[],
  submitted: GuardianInput | undefined,
  now: Date,
): GuardianValues | null {
  if (!isMinorAttendee(fields, valuesOf(answers), now)) return null;
  const guardian: GuardianValues = {
    fullName: (submitted?.full_name ?? '').trim(),
    mobileNumber: (submitted?.mobile_number ?? '').trim(),
    consent: submitted?.consent === true,
  };
  const messages = validateGuardian(guardian);
  const problems: FieldError[] = [];
  for (const [field, message] of Object.entries(messages) as Array<[GuardianField, string | null]>) {
    if (message !== null) problems.push({ field: GUARDIAN_REQUEST_FIELD[field], message });
  }
  if (problems.length === 0) return guardian;
  throw badRequest(
    submitted ? (problems[0]?.message ?? GUARDIAN_TEXT.consentRequired) : GUARDIAN_TEXT.consentRequired,
    problems,
  );
}

export async function storeGuardian(tx: Db, participantId: number, guardian: GuardianValues, now: Date) {
  await tx.insert(participantGuardians).values({
    participantId,
    fullName: guardian.fullName,
    mobileNumber: guardian.mobileNumber,
    consentGivenAt: now,
  });
}
