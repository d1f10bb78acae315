// Who an attendee is, for two rules: a saved attendee is one per identity per user, and a paid ticket
// for the same identity refuses another registration ('already registered'). The identity is the
// name (trimmed, lower-cased, inner spaces collapsed), the phone's digits and the email (trimmed,
// lower-cased); a form answer without a name has no identity.
import { createHash } from 'node:crypto';
import type { ResponseText } from '../../db/schema';

export const NAME_FIELD = 'mandatory_participant_name';
export const EMAIL_FIELD = 'mandatory_email';
export const PHONE_FIELD = 'mandatory_phone';
export const CONTACT_FIELD_NAMES = [NAME_FIELD, EMAIL_FIELD, PHONE_FIELD] as const;

export interface AttendeeContact {
  name: string;
  email: string | null;
  phone: string | null;
}

function single(value: ResponseText | undefined): string {
  if (value === undefined) return '';
  return (Array.isArray(value) ? value.join(' ') : value).trim();
}

/** Name, email and phone from answers by field_name; null when there is no name. */
export function contactOf(answersByFieldName: ReadonlyMap<string, ResponseText>): AttendeeContact | null {
  const name = single(answersByFieldName.get(NAME_FIELD)).replace(/\s+/g, ' ');
  if (name === '') return null;
  const email = single(answersByFieldName.get(EMAIL_FIELD));
  const phone = single(answersByFieldName.get(PHONE_FIELD));
  return { name, email: email === '' ? null : email, phone: phone === '' ? null : phone };
}

/** The identity key: sha256 (hex) of the normalised name, phone digits and email. */
export function identityKey(contact: AttendeeContact): string {
  const parts = [
    contact.name.trim().replace(/\s+/g, ' ').toLowerCase(),
    (contact.phone ?? '').replace(/\D/g, ''),
    (contact.email ?? '').trim().toLowerCase(),
  ];
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}
