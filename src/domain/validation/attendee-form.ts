// SPEC §5 attendee form rules. The browser runs them on blur and on change once touched; the server
// runs the same function on POST .../register, so the result depends only on the arguments (`today`
// included), never on the clock or the machine's zone.
import { ATTENDEE_DEFAULT_MAX_AGE, ATTENDEE_DEFAULT_MIN_AGE } from '../constants';
import { isoDateInZone } from '../dates';
import { isRealCalendarDay } from '../time-zone';
import { isEmailFormat } from './email';
import { FIELD_NAMES, isCategoryField, isCategoryPricingField, isDisplayOnlyField, type FormField } from './form-field';
import { validatePincode } from './pincode';

/** A response as the form holds it: text, the ticked options of a checkbox list, or nothing. */
export type AttendeeValue = string | readonly string[] | null | undefined;
/** Responses by field_uuid. */
export type AttendeeValues = Readonly<Record<string, AttendeeValue>>;

export interface AttendeeValidationOptions {
  /** The event's minimum age; 0 or less (or absent) means no minimum. */
  minAge?: number | null;
  /** The event's maximum age; 0 or less means no maximum. Absent means 120. */
  maxAge?: number | null;
  /** The day ages are counted at: 'yyyy-MM-dd', or an instant read on India's calendar. */
  today: Date | string;
}

export const ATTENDEE_MESSAGES = {
  required: (label: string) => `${label} is required`,
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid 10-digit phone number',
  dateOfBirth: 'Please enter a valid date of birth',
  minAge: (years: number) => `Age must be at least ${years} years`,
  maxAge: (years: number) => `Age must be at most ${years} years`,
  number: 'Please enter a valid number',
  emergencySameAsPhone: 'Emergency contact number cannot be the same as participant phone number',
  // Not in the SPEC: the browser only ever offers listed options and real dates, so these two show
  // only when a hand-made request reaches the server with something else.
  notAnOption: 'Please choose one of the listed options',
  date: 'Please enter a valid date',
  waiverNotAccepted: 'You must agree to the Declaration & Waiver of Liability to proceed',
} as const;

export const ATTENDEE_TOASTS = {
  fixErrors: 'Please fix the errors in the form before submitting',
  waiverNotAccepted: 'Please agree to the Declaration & Waiver of Liability to proceed',
} as const;

/** Empty means nothing, only whitespace, or a checkbox list with nothing ticked. */
export function isEmptyResponse(value: AttendeeValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return value.every((entry) => entry.trim() === '');
}

function asText(value: AttendeeValue): string {
  // Stryker disable next-line StringLiteral: only digitsOf reads an absent answer, and it keeps no letters of any text
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value.trim() : value.join(', ');
}

function digitsOf(value: AttendeeValue): string {
  return asText(value).replace(/\D/g, '');
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function parseCalendarDay(text: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealCalendarDay(day.year, day.month, day.day) ? day : null;
}

function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years from birth to `today`; someone born on 29 February turns a year older on 1 March. */
function ageInYears(birth: CalendarDay, today: CalendarDay): number {
  const birthdayNotYetReached = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (birthdayNotYetReached ? 1 : 0);
}

function resolveToday(today: Date | string): CalendarDay {
  const iso = typeof today === 'string' ? today : isoDateInZone(today);
  const day = iso === null ? null : parseCalendarDay(iso);
  if (!day) throw new RangeError(`'today' must be a real date, got ${String(today)}`);
  return day;
}

/** Whole years on `today` of someone born on `dateOfBirth` ('yyyy-MM-dd'); null for no date or a future one. */
export function ageOn(dateOfBirth: string, today: Date | string): number | null {
  const birth = parseCalendarDay(dateOfBirth);
  const day = resolveToday(today);
  return birth && compareDays(birth, day) <= 0 ? ageInYears(birth, day) : null;
}

function validateDateOfBirth(text: string, options: AttendeeValidationOptions): string | null {
  const age = ageOn(text, options.today);
  if (age === null) return ATTENDEE_MESSAGES.dateOfBirth;
  const minAge = options.minAge ?? ATTENDEE_DEFAULT_MIN_AGE;
  const maxAge = options.maxAge ?? ATTENDEE_DEFAULT_MAX_AGE;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: an age is never negative (a future birth is null above), so no age is below a minimum of 0 or less
  if (minAge > 0 && age < minAge) return ATTENDEE_MESSAGES.minAge(minAge);
  if (maxAge > 0 && age > maxAge) return ATTENDEE_MESSAGES.maxAge(maxAge);
  return null;
}

const PHONE_FIELD_NAMES: readonly string[] = [FIELD_NAMES.phone, FIELD_NAMES.emergencyContactNumber];
const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;
const CHOICE_FIELD_TYPES: readonly string[] = ['dropdown', 'radio', 'checkbox'];

function isPhoneField(field: FormField): boolean {
  return field.field_type === 'phone' || PHONE_FIELD_NAMES.includes(field.field_name);
}

function participantPhoneDigits(fields: readonly FormField[], values: AttendeeValues): string {
  const phoneField = fields.find((candidate) => candidate.field_name === FIELD_NAMES.phone);
  // Stryker disable next-line StringLiteral: the fallback is compared with 10 digits, which no text without digits equals
  return phoneField ? digitsOf(values[phoneField.field_uuid]) : '';
}

function validateChoice(field: FormField, value: AttendeeValue): string | null {
  const options = field.options ?? [];
  if (options.length === 0) return null;
  const allowed = new Set(options.flatMap((option) => [option.option_value, option.option_label]));
  // Stryker disable next-line ArrayDeclaration: only filled-in answers reach here, so value is never absent
  const chosen = typeof value === 'string' ? [value] : (value ?? []);
  const unknown = chosen.some((entry) => entry.trim() !== '' && !allowed.has(entry));
  return unknown ? ATTENDEE_MESSAGES.notAnOption : null;
}

/** The first rule a filled-in value breaks, by what the field is. */
function validateFilledValue(
  field: FormField,
  fields: readonly FormField[],
  values: AttendeeValues,
  options: AttendeeValidationOptions,
): string | null {
  const value = values[field.field_uuid];
  const text = asText(value);
  if (field.field_name === FIELD_NAMES.dateOfBirth) return validateDateOfBirth(text, options);
  if (field.field_name === FIELD_NAMES.pincode) return validatePincode(text);
  if (isPhoneField(field)) {
    const digits = digitsOf(value);
    if (digits.length !== 10) return ATTENDEE_MESSAGES.phone;
    const isEmergency = field.field_name === FIELD_NAMES.emergencyContactNumber;
    return isEmergency && digits === participantPhoneDigits(fields, values)
      ? ATTENDEE_MESSAGES.emergencySameAsPhone
      : null;
  }
  if (field.field_type === 'email' || field.field_name === FIELD_NAMES.email) {
    return isEmailFormat(text) ? null : ATTENDEE_MESSAGES.email;
  }
  if (field.field_type === 'number') return NUMBER_PATTERN.test(text) ? null : ATTENDEE_MESSAGES.number;
  if (field.field_type === 'date') return parseCalendarDay(text) ? null : ATTENDEE_MESSAGES.date;
  if (CHOICE_FIELD_TYPES.includes(field.field_type)) return validateChoice(field, value);
  return null;
}

/**
 * One field's message, or null. `fields` and `values` are the whole form because the emergency
 * contact is compared with the participant's phone.
 */
export function validateAttendeeField(
  field: FormField,
  fields: readonly FormField[],
  values: AttendeeValues,
  options: AttendeeValidationOptions,
): string | null {
  if (isDisplayOnlyField(field) || isCategoryField(field) || isCategoryPricingField(field)) {
    return null;
  }
  if (isEmptyResponse(values[field.field_uuid])) {
    const label = field.label.trim() || field.field_name;
    return field.is_required ? ATTENDEE_MESSAGES.required(label) : null;
  }
  return validateFilledValue(field, fields, values, options);
}

/** Every field's message, by field_uuid; fields without a problem are absent. */
export function validateAttendeeResponses(
  fields: readonly FormField[],
  values: AttendeeValues,
  options: AttendeeValidationOptions,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = validateAttendeeField(field, fields, values, options);
    if (message !== null) errors[field.field_uuid] = message;
  }
  return errors;
}

/** Fields to re-check when `changedFieldUuid` changes: the emergency contact follows the phone. */
export function dependentFieldUuids(fields: readonly FormField[], changedFieldUuid: string): string[] {
  const changed = fields.find((field) => field.field_uuid === changedFieldUuid);
  if (changed?.field_name !== FIELD_NAMES.phone) return [];
  return fields
    .filter((field) => field.field_name === FIELD_NAMES.emergencyContactNumber)
    .map((field) => field.field_uuid);
}

/** The Declaration & Waiver of Liability checkbox must be ticked. */
export function validateWaiverAccepted(accepted: boolean): string | null {
  return accepted ? null : ATTENDEE_MESSAGES.waiverNotAccepted;
}
