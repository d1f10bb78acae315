// The attendee form's connect: the snapshot and `send` in; what the form shows (the screen by its tag,
// every field with its error, upload and lookup status, the guardian group, the waiver) and what the
// person can do (type and leave a field, fill in themselves or a saved attendee, choose, remove, cancel
// or retry a file, tick the guardian's consent and the waiver, submit) out.
import type { SnapshotFrom } from 'xstate';
import { PIN_LOOKUP_TEXT } from '../../src/domain/attendee-form-texts';
import { formatInr, tryRupeesToPaise } from '../../src/domain/money';
import type { AttendeeValue } from '../../src/domain/validation/attendee-form';
import {
  FIELD_NAMES,
  isCategoryPricingField,
  isDisplayOnlyField,
  type FormField,
} from '../../src/domain/validation/form-field';
import { GUARDIAN_TEXT } from '../../src/domain/validation/guardian';
import { fieldPropsOf } from '../shared/form-fields';
import { GUARDIAN_FIELD_ID, needsGuardian, shownGuardianErrors } from './attendee-form.guardian';
import type { AttendeeFormMachine } from './attendee-form.machine';
import type { AttendeeFormContext, AttendeeFormEvent } from './attendee-form.types';
import type { SavedAttendee } from '../saved-attendees/saved-attendees.types';

export type AttendeeFormScreen = 'editing' | 'submitting' | 'submitted';

/** The upload of a file field as shown: running, failed, or done with the file's name. */
export type FileView =
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'failed'; fileName: string; reason: string }
  | { status: 'uploaded'; fileName: string; url: string }
  | { status: 'empty' };

export interface PincodeStatusView {
  text: string;
  tone: 'busy' | 'error';
}

export interface FieldView {
  field: FormField;
  value: AttendeeValue;
  error: string | null;
  required: boolean;
  /** SPEC §5: city or state changed by hand after a lookup filled them. */
  manuallyEntered: boolean;
  /** The pricing field's price as rupees ('₹499.00'), else null. */
  priceText: string | null;
  file: FileView | null;
  /** Under the PIN code field only. */
  pincodeStatus: PincodeStatusView | null;
}

const lastSegment = (url: string) => {
  const path = url.split('?')[0] ?? url;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
};

function priceTextOf(value: AttendeeValue): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const paise = tryRupeesToPaise(value.trim());
  return paise === null ? value : formatInr(paise);
}

/** A guardian text field drawn like a generated one, under its own id. */
function guardianField(uuid: string, label: string, type: string, value: string, error: string | null): FieldView {
  const field: FormField = { field_uuid: uuid, field_name: uuid, label, field_type: type, is_required: true };
  return {
    field,
    value,
    error,
    required: true,
    manuallyEntered: false,
    priceText: null,
    file: null,
    pincodeStatus: null,
  };
}

/** The parent or guardian group (issue 27): name and mobile as fields, and the consent tick. */
function guardianView(context: AttendeeFormContext) {
  const errors = shownGuardianErrors(context);
  const { fullName, mobileNumber, consent } = context.guardian;
  return {
    fields: [
      guardianField(GUARDIAN_FIELD_ID.fullName, GUARDIAN_TEXT.fullName, 'text', fullName, errors.fullName),
      guardianField(
        GUARDIAN_FIELD_ID.mobileNumber,
        GUARDIAN_TEXT.mobileNumber,
        'phone',
        mobileNumber,
        errors.mobileNumber,
      ),
    ],
    consentId: GUARDIAN_FIELD_ID.consent,
    consent,
    consentError: errors.consent,
  };
}

export function attendeeFormConnect(
  snapshot: SnapshotFrom<AttendeeFormMachine>,
  send: (event: AttendeeFormEvent) => void,
) {
  const context = snapshot.context;
  let screen: AttendeeFormScreen = 'editing';
  if (snapshot.hasTag('submitting')) screen = 'submitting';
  else if (snapshot.hasTag('submitted')) screen = 'submitted';
  const lookingUp = snapshot.hasTag('lookingUp');

  const fields: FieldView[] = context.fields.map((field) => {
    const uuid = field.field_uuid;
    const value = context.values[uuid];
    const upload = context.uploads[uuid];
    let file: FileView | null = null;
    if (field.field_type === 'file') {
      if (upload?.status === 'uploading')
        file = { status: 'uploading', fileName: upload.fileName, percent: upload.percent };
      else if (upload?.status === 'failed')
        file = { status: 'failed', fileName: upload.fileName, reason: upload.reason };
      else if (typeof value === 'string' && value.trim() !== '') {
        file = { status: 'uploaded', fileName: context.fileNames[uuid] ?? lastSegment(value), url: value };
      } else file = { status: 'empty' };
    }
    let pincodeStatus: PincodeStatusView | null = null;
    if (field.field_name === FIELD_NAMES.pincode) {
      if (lookingUp) pincodeStatus = { text: PIN_LOOKUP_TEXT.looking, tone: 'busy' };
      else if (context.lookupMessage) pincodeStatus = { text: context.lookupMessage, tone: 'error' };
    }
    return {
      field,
      value,
      error: context.errors[uuid] ?? null,
      required: !isDisplayOnlyField(field) && field.is_required === true,
      manuallyEntered: context.manuallyEntered[uuid] === true,
      priceText: isCategoryPricingField(field) ? priceTextOf(value) : null,
      file,
      pincodeStatus,
    };
  });

  return {
    screen,
    busy: screen === 'submitting',
    locked: screen !== 'editing',
    fields,
    /** The parent or guardian group, shown only while the date of birth makes the attendee a minor. */
    guardian: needsGuardian(context) ? guardianView(context) : null,
    waiverAccepted: context.waiverAccepted,
    waiverError: context.waiverError,
    showSelfPrefill: context.selfPrefillOffered && context.profile !== null,
    selfPrefillChecked: context.selfPrefillUsed,
    /** The saved-attendee control's own actor (its list and Forget buttons). */
    savedAttendees: snapshot.children.savedAttendees ?? null,
    submitError: context.submitError,
    /** A generated field's or a guardian field's `onChange(value)` and `onBlur()`, by its id. */
    fieldProps: fieldPropsOf<string, string | readonly string[]>(send),
    prefillSelf: () => send({ type: 'SELF.PREFILL' }),
    applySavedAttendee: (attendee: SavedAttendee) => send({ type: 'SAVED.APPLY', attendee }),
    chooseFile: (field: string, file: File) => send({ type: 'FILE.CHOOSE', field, file }),
    removeFile: (field: string) => send({ type: 'FILE.REMOVE', field }),
    cancelUpload: (field: string) => send({ type: 'UPLOAD.CANCEL', field }),
    retryUpload: (field: string) => send({ type: 'UPLOAD.RETRY', field }),
    consentAsGuardian: (accepted: boolean) => send({ type: 'GUARDIAN.CONSENT', accepted }),
    acceptWaiver: (accepted: boolean) => send({ type: 'WAIVER.TOGGLE', accepted }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}

export type AttendeeFormConnect = ReturnType<typeof attendeeFormConnect>;
