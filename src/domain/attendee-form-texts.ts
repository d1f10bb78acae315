// SPEC §5 and §8 texts of the attendee form that are not validation messages: PIN lookup, uploads,
// submit, self-prefill and saved attendees. Shared by the machine, its view and the tests.

export const PIN_LOOKUP_TEXT = {
  looking: 'Looking up location...',
  found: (city: string, state: string) => `Location found: ${city}, ${state}`,
  notFound: 'Location not found for this pincode',
  notFoundToast: 'Location not found for this pincode. Please enter city and state manually.',
  unauthorized: 'Authentication required',
  network: 'Network error. Please check your connection.',
  failed: 'Failed to fetch location details',
  manuallyEntered: '(Manually entered)',
} as const;

/** How a PIN lookup failed, as the lookup actor reports it (SPEC §8 PIN lookup). */
export type PincodeLookupFailure = 'notFound' | 'unauthorized' | 'network' | 'other';

export function pincodeLookupFailureText(failure: PincodeLookupFailure): string {
  switch (failure) {
    case 'notFound':
      return PIN_LOOKUP_TEXT.notFound;
    case 'unauthorized':
      return PIN_LOOKUP_TEXT.unauthorized;
    case 'network':
      return PIN_LOOKUP_TEXT.network;
    default:
      return PIN_LOOKUP_TEXT.failed;
  }
}

/** The folder the attendee form's files go to (SPEC §7, the documented spelling). */
export const ATTENDEE_UPLOAD_FOLDER = 'registered-participents-files';

export const UPLOAD_TEXT = {
  uploading: (percent: number) => `Uploading... ${percent}%`,
  failedToast: (fileName: string, reason: string) => `Failed to upload ${fileName}: ${reason}`,
  failedCount: (count: number) => `Failed to upload ${count} file(s).`,
  waitForUpload: 'Please wait for the upload to finish',
  cancel: 'Cancel upload',
  retry: 'Retry upload',
  remove: 'Remove file',
  replace: 'Replace file',
  uploaded: 'Uploaded',
} as const;

export const SUBMIT_TEXT = {
  button: 'Submit Attendee',
  busy: 'Submitting...',
  success: 'Attendee submitted successfully!',
  failed: 'Failed to submit registration',
  failedToast: 'Failed to submit ticket',
  submitted: 'Submitted',
} as const;

/** SPEC §8: a refusal whose message says so sends the person to /my-events. */
export function isAlreadyRegisteredMessage(message: string): boolean {
  return message.toLowerCase().includes('already registered');
}

export const SELF_PREFILL_TEXT = {
  label: 'I am registering for myself',
} as const;

export const SAVED_ATTENDEES_TEXT = {
  fill: 'Fill from a previous attendee',
  placeholder: 'Choose an attendee',
  manage: 'Manage saved attendees',
  forget: (name: string) => `Forget ${name}`,
  forgotten: 'Saved attendee removed',
  forgetFailed: 'Failed to remove saved attendee',
  loadFailed: 'Saved attendees could not be loaded',
} as const;

/** The saved profile the self-prefill fills from (SPEC §5: username, email, mobile_number). */
export interface PrefillProfile {
  name: string;
  email: string;
  phone: string;
}

function textOf(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A stored user object read as a prefill profile, or null when it is not an object or has none of
 * the three. A stored auth envelope (`{ user: {...} }`) is looked into.
 */
export function prefillProfileOf(stored: unknown): PrefillProfile | null {
  // Stryker disable next-line ConditionalExpression: stored is parsed JSON; a string, number, boolean or array has none of the three fields, so it is no profile either way
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const record = stored as Record<string, unknown>;
  const nested = record.user;
  if (typeof nested === 'object' && nested !== null && !('username' in record)) return prefillProfileOf(nested);
  const profile = {
    name: textOf(record, 'username'),
    email: textOf(record, 'email'),
    phone: textOf(record, 'mobile_number'),
  };
  return profile.name || profile.email || profile.phone ? profile : null;
}
