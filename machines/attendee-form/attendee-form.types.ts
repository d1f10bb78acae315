// One attendee's form (SPEC §3 form fields, §5 attendee rules, PIN lookup and self-prefill, §7 calls,
// §8 texts): what the machine holds, hears, emits and calls. The rules themselves live in
// src/domain/validation and run on the server too.
import type { PincodeLookupFailure, PrefillProfile } from '../../src/domain/attendee-form-texts';
import type { AttendeeValue, AttendeeValues } from '../../src/domain/validation/attendee-form';
import type { FormField } from '../../src/domain/validation/form-field';
import type { GuardianField, GuardianPayload, GuardianValues } from '../../src/domain/validation/guardian';

/** What a draft keeps of a minor's guardian: what was typed, not the consent, which is ticked again. */
export type GuardianDraft = Pick<GuardianValues, 'fullName' | 'mobileNumber'>;
import type { RegistrationResponse } from '../../src/domain/validation/attendee-payload';
import type { NotifyEmitted } from '../shared/notices';
import type { SavedAttendee } from '../saved-attendees/saved-attendees.types';

export interface AttendeeFormInput {
  subEventUuid: string;
  fields: readonly FormField[];
  minAge: number | null;
  maxAge: number | null;
  /** 'yyyy-MM-dd' on India's calendar: ages are counted at this day. */
  today: string;
  /** The ticket's category label: preselects the category field and sets the pricing field. */
  category: string | null;
  /** A draft or an earlier attendee's answers, by field_uuid; may be {}. */
  initialValues: AttendeeValues;
  /** A draft's guardian name and number for a minor (issue 27); absent: none typed yet. */
  initialGuardian?: GuardianDraft;
  /** SPEC §4: the 'I am registering for myself' checkbox is offered until it was used once. */
  selfPrefillOffered: boolean;
  /** The saved profile (SPEC §5 Self-prefill keys), or null. */
  profile: PrefillProfile | null;
}

/** A file field's upload while it is not done: running (with its progress) or failed (with why). */
export type UploadState =
  | { status: 'uploading'; file: File; fileName: string; percent: number }
  | { status: 'failed'; file: File; fileName: string; reason: string };

export interface PincodeLookupInput {
  pincode: string;
}
export interface PincodeLookupOutput {
  city: string;
  state: string;
}

/** What the lookup actor throws: how it failed (SPEC §8 PIN lookup). */
export class PincodeLookupError extends Error {
  override name = 'PincodeLookupError';
  constructor(readonly failure: PincodeLookupFailure) {
    super(`PIN lookup failed: ${failure}`);
  }
}

export interface UploadFileInput {
  field: string;
  file: File;
}

export interface SubmitRegistrationInput {
  subEventUuid: string;
  responses: RegistrationResponse[];
  /** A minor's parent or guardian (issue 27, extension), else null and not sent. */
  guardian: GuardianPayload | null;
  /** The attendee's name, handed back with the result for the booking page's list. */
  name: string;
}

/** POST .../register answered: the ticket, when its hold ends (extension) and the attendee's name. */
export interface SubmitRegistrationOutput {
  participantUuid: string;
  holdExpiresAt: string | null;
  name: string;
}

/** What the submit actor throws: the server's text (null without one) and its field errors. */
export class SubmitRegistrationError extends Error {
  override name = 'SubmitRegistrationError';
  constructor(
    readonly serverMessage: string | null,
    readonly fieldErrors: ReadonlyArray<{ field: string; message: string }> = [],
  ) {
    super(serverMessage ?? 'Registration failed');
  }
}

export interface AttendeeFormContext {
  subEventUuid: string;
  /** In order_index order. */
  fields: readonly FormField[];
  minAge: number | null;
  maxAge: number | null;
  today: string;
  values: Record<string, AttendeeValue>;
  touched: Record<string, boolean>;
  /** The message each field shows now, by field_uuid. */
  errors: Record<string, string>;
  waiverAccepted: boolean;
  waiverError: string | null;
  /** A minor's parent or guardian as typed, and which of its fields were left (issue 27). */
  guardian: GuardianValues;
  guardianTouched: Record<GuardianField, boolean>;
  selfPrefillOffered: boolean;
  profile: PrefillProfile | null;
  selfPrefillUsed: boolean;
  /** City and state filled by a lookup, and which of them the person changed since. */
  locationFilled: boolean;
  manuallyEntered: Record<string, boolean>;
  /** The last lookup's failure text, for the status next to the PIN field. */
  lookupMessage: string | null;
  uploads: Record<string, UploadState>;
  /** Names of uploaded files by field (a draft's URL shows its last segment). */
  fileNames: Record<string, string>;
  submitError: string | null;
}

export type AttendeeFormEvent =
  | { type: 'FIELD.CHANGE'; field: string; value: string | readonly string[] }
  | { type: 'FIELD.BLUR'; field: string }
  | { type: 'WAIVER.TOGGLE'; accepted: boolean }
  | { type: 'GUARDIAN.CONSENT'; accepted: boolean }
  | { type: 'SELF.PREFILL' }
  | { type: 'SAVED.APPLY'; attendee: SavedAttendee }
  | { type: 'FILE.CHOOSE'; field: string; file: File }
  | { type: 'FILE.REMOVE'; field: string }
  | { type: 'UPLOAD.PROGRESS'; field: string; percent: number }
  | { type: 'UPLOAD.DONE'; field: string; fileUrl: string; fileName: string }
  | { type: 'UPLOAD.FAIL'; field: string; reason: string }
  | { type: 'UPLOAD.CANCEL'; field: string }
  | { type: 'UPLOAD.RETRY'; field: string }
  | { type: 'SUBMIT' };

/** The waiver checkbox's id in focus requests. */
export const WAIVER_FIELD = 'waiver';

export type AttendeeFormEmitted =
  | NotifyEmitted
  /** The answers as typed, and a minor's guardian's name and number (not the consent: it is given again). */
  | { type: 'draftChanged'; values: AttendeeValues; guardian: GuardianDraft }
  | { type: 'selfPrefillUsed' }
  | { type: 'submitted'; result: SubmitRegistrationOutput }
  | { type: 'alreadyRegistered'; message: string }
  | { type: 'focusField'; field: string };

export type AttendeeFormTag = 'submitting' | 'submitted' | 'lookingUp';

/** The invoke id of a file field's upload. */
export const uploadId = (field: string) => `upload-${field}`;
