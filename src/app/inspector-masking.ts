// Masking for the development inspector (src/app/inspector.ts): what stately.ai/inspect is sent is a
// copy in which every token, OTP and MPIN is '***', and so is what attendees told us about themselves
// (the people a participant books for, often family: their answers, names, emails and phones). The
// account holder's own sign-in and profile fields stay readable, as a designer needs them to follow a
// flow. Loaded only with the inspector, never in production.
import type { AnyEventObject, MachineContext } from 'xstate';

export const MASK = '***';

/** Key names whose values are secrets, compared without case, `_` or `-` (accessToken = access_token). */
const SECRET_KEYS = new Set(
  [
    'token',
    'accessToken',
    'refreshToken',
    'otp',
    'otpCode',
    'mpin',
    'currentMpin',
    'newMpin',
    'confirmMpin',
    // Issue 25: the challenge id binds an OTP to this browser; the device token vouches for it.
    'challengeId',
    'deviceToken',
  ].map(normalizeKey),
);

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, '');
}

export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(normalizeKey(key));
}

/** Keys whose whole value is an attendee's personal data, e.g. `answers` or `savedAttendees`. */
const ATTENDEE_DATA_KEYS = new Set(
  [
    'answers',
    'responses',
    'responseText',
    'initialValues',
    'attendee',
    'attendeeName',
    'savedAttendees',
    'prefill',
    'participants',
    'ticketCode',
    'pincode',
  ].map(normalizeKey),
);

/** What identifies a person in a record that is an attendee (one with a participant or attendee id). */
const PERSON_KEYS = new Set(['name', 'email', 'phone', 'contact', 'mobile', 'mobileNumber'].map(normalizeKey));

/** The account forms' own fields (sign-in, sign-up, profile): their values are the person's own. */
const ACCOUNT_FIELDS = new Set(
  ['mobile', 'fullName', 'username', 'email', 'name', 'search', 'query'].map(normalizeKey),
);

function isAnswersRecord(values: unknown): boolean {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return false;
  return Object.keys(values).some((field) => !ACCOUNT_FIELDS.has(normalizeKey(field)) && !isSecretKey(field));
}

function isAttendeeRecord(record: Record<string, unknown>): boolean {
  return ['participantUuid', 'attendeeUuid', 'participant_uuid', 'attendee_uuid'].some((key) => key in record);
}

/**
 * Whether `key` of `record` holds an attendee's personal data: a key that always does, a person's name,
 * email or phone in an attendee record, the answers of a form built from the server's attendee fields,
 * or the value of a form event for a field that is no account field.
 */
function isAttendeeData(record: Record<string, unknown>, key: string): boolean {
  const normalized = normalizeKey(key);
  if (ATTENDEE_DATA_KEYS.has(normalized)) return true;
  if (PERSON_KEYS.has(normalized) && isAttendeeRecord(record)) return true;
  // An attendee form (built from the server's fields) holds answers and the profile it prefills from.
  if ((key === 'values' || key === 'profile') && Array.isArray(record.fields)) return true;
  // Answers keyed by the server's field ids, such as a draft the form emits, are no account form's values.
  if (key === 'values' && isAnswersRecord(record[key])) return true;
  return (
    key === 'value' &&
    record.type === 'FIELD.CHANGE' &&
    typeof record.field === 'string' &&
    !ACCOUNT_FIELDS.has(normalizeKey(record.field))
  );
}

/**
 * An object whose `value` is a secret without being named so: a form event such as
 * `{ type: 'FIELD.CHANGE', field: 'newMpin', value }` or `{ type: 'MPIN.CHANGE', value }`.
 */
function holdsSecretValue(record: Record<string, unknown>): boolean {
  if (typeof record.field === 'string' && isSecretKey(record.field)) return true;
  return typeof record.type === 'string' && record.type.split('.').some(isSecretKey);
}

/**
 * Empty, missing and yes/no values tell whether a field is filled or touched without telling the secret
 * (`touched.mpin: true`, `refreshToken: null`), so they stay; anything else becomes '***'.
 */
function maskValue(value: unknown): unknown {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return value;
  return MASK;
}

const MAX_DEPTH = 24;

/**
 * A plain copy of `value` with its secrets masked; inside an attendee's data (`personal`) every leaf is
 * '***', keeping the shape (which fields are filled) visible.
 */
function copyMasked(value: unknown, ancestors: Set<object>, depth: number, personal = false): unknown {
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  if (value === null || typeof value !== 'object') return personal ? maskValue(value) : value;
  if (ancestors.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  // Snapshots, actor references and dates say what they want to show (JSON.stringify does the same).
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') {
    const shown: unknown = toJSON.call(value);
    if (shown !== value) return copyMasked(shown, ancestors, depth + 1, personal);
  }
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => copyMasked(item, ancestors, depth + 1, personal));
    const record = value as Record<string, unknown>;
    const masked: Record<string, unknown> = {};
    // An error's name and message are not enumerable but are what a reader needs.
    if (value instanceof Error) Object.assign(masked, { name: value.name, message: value.message });
    const secretValue = holdsSecretValue(record);
    for (const [key, item] of Object.entries(record)) {
      if (isSecretKey(key) || (key === 'value' && secretValue)) masked[key] = maskValue(item);
      else masked[key] = copyMasked(item, ancestors, depth + 1, personal || isAttendeeData(record, key));
    }
    return masked;
  } finally {
    ancestors.delete(value);
  }
}

/**
 * A copy of `value` that is safe to show: every token, OTP and MPIN, and every attendee's personal data,
 * at any depth, found by its key name, is '***'. The copy is plain data (no functions or cycles), so it can be posted to another window.
 */
export function maskSecrets<T>(value: T): T {
  return copyMasked(value, new Set(), 0) as T;
}

export const sanitizeContext = (context: MachineContext): MachineContext => maskSecrets(context);
export const sanitizeEvent = (event: AnyEventObject): AnyEventObject => maskSecrets(event);
