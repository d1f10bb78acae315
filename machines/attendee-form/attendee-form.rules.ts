// The attendee form's pure steps: the context each event leads to. The machine names them as actions;
// the rules they apply are src/domain/validation's, the same the server runs.
import { UPLOAD_TEXT } from '../../src/domain/attendee-form-texts';
import {
  dependentFieldUuids,
  isEmptyResponse,
  validateAttendeeField,
  validateWaiverAccepted,
  type AttendeeValue,
  type AttendeeValues,
} from '../../src/domain/validation/attendee-form';
import {
  FIELD_NAMES,
  categoryPrice,
  findCategoryOption,
  isCategoryField,
  isCategoryPricingField,
  isDisplayOnlyField,
  type FormField,
} from '../../src/domain/validation/form-field';
import { EMPTY_GUARDIAN } from '../../src/domain/validation/guardian';
import { validatePincode } from '../../src/domain/validation/pincode';
import {
  firstInvalidGuardianField,
  namesGuardianField,
  revealGuardian,
  untouchedGuardian,
} from './attendee-form.guardian';
import { WAIVER_FIELD } from './attendee-form.types';
import type { AttendeeFormContext, AttendeeFormInput, SubmitRegistrationError } from './attendee-form.types';
import type { SavedAttendee } from '../saved-attendees/saved-attendees.types';

type Ctx = AttendeeFormContext;

export const fieldNamed = (fields: readonly FormField[], name: string) =>
  fields.find((field) => field.field_name === name);

const fieldByUuid = (fields: readonly FormField[], uuid: string) => fields.find((field) => field.field_uuid === uuid);

/** The category option a value names (by value or label), so the price is found by its label. */
function categoryLabelOf(field: FormField, value: AttendeeValue): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const option = findCategoryOption(field, value);
  return option ? option.option_label : value.trim();
}

/** Selecting a category sets the pricing field to that category's price (SPEC §5). */
function withCategoryPrice(fields: readonly FormField[], values: Record<string, AttendeeValue>) {
  const categoryField = fields.find(isCategoryField);
  const pricingField = fields.find(isCategoryPricingField);
  if (!categoryField || !pricingField) return values;
  const label = categoryLabelOf(categoryField, values[categoryField.field_uuid]);
  const price = label === null ? null : categoryPrice(fields, label);
  return { ...values, [pricingField.field_uuid]: price ?? null };
}

/** The option of the category field the ticket's category label names, as the field's value. */
function preselectedCategory(field: FormField, category: string): string {
  const wanted = category.trim();
  const option = (field.options ?? []).find(
    (candidate) => candidate.option_label.trim() === wanted || candidate.option_value.trim() === wanted,
  );
  return option ? option.option_value : wanted;
}

export function initialContext(input: AttendeeFormInput): Ctx {
  const fields = [...input.fields].sort((a, b) => (a.order_index ?? 0) - (b.order_index ?? 0));
  let values: Record<string, AttendeeValue> = { ...input.initialValues };
  const categoryField = fields.find(isCategoryField);
  if (categoryField && input.category && isEmptyResponse(values[categoryField.field_uuid])) {
    values[categoryField.field_uuid] = preselectedCategory(categoryField, input.category);
  }
  values = withCategoryPrice(fields, values);
  return {
    subEventUuid: input.subEventUuid,
    fields,
    minAge: input.minAge,
    maxAge: input.maxAge,
    today: input.today,
    values,
    touched: {},
    errors: {},
    waiverAccepted: false,
    waiverError: null,
    guardian: { ...EMPTY_GUARDIAN, ...input.initialGuardian, consent: false },
    guardianTouched: untouchedGuardian(),
    selfPrefillOffered: input.selfPrefillOffered && input.profile !== null,
    profile: input.profile,
    selfPrefillUsed: false,
    locationFilled: false,
    manuallyEntered: {},
    lookupMessage: null,
    uploads: {},
    fileNames: {},
    submitError: null,
  };
}

const options = (context: Ctx) => ({ minAge: context.minAge, maxAge: context.maxAge, today: context.today });

/** A field's rule result, with a running or failed upload in front of it for file fields. */
function ruleError(context: Ctx, field: FormField, values: AttendeeValues): string | null {
  const upload = context.uploads[field.field_uuid];
  if (upload?.status === 'uploading') return UPLOAD_TEXT.waitForUpload;
  if (upload?.status === 'failed') return UPLOAD_TEXT.failedToast(upload.fileName, upload.reason);
  return validateAttendeeField(field, context.fields, values, options(context));
}

/**
 * What a field shows after its value changed: touched fields are validated; before the first blur
 * only the PIN code's texts other than 'must be exactly 6 digits' show at once (validatePincode's touched).
 */
function shownError(context: Ctx, field: FormField, values: AttendeeValues, touched: Record<string, boolean>) {
  if (touched[field.field_uuid]) return ruleError(context, field, values);
  if (field.field_name === FIELD_NAMES.pincode) {
    const value = values[field.field_uuid];
    return validatePincode(typeof value === 'string' ? value : '', { touched: false });
  }
  return null;
}

function setError(errors: Record<string, string>, field: string, message: string | null) {
  const next = { ...errors };
  if (message === null) delete next[field];
  else next[field] = message;
  return next;
}

/** New values for some fields: each is re-checked (and the fields depending on it), the price follows the category. */
function withValues(context: Ctx, changes: Record<string, AttendeeValue>, touch: boolean): Partial<Ctx> {
  const values = withCategoryPrice(context.fields, { ...context.values, ...changes });
  const touched = { ...context.touched };
  if (touch) for (const uuid of Object.keys(changes)) touched[uuid] = true;
  let errors = { ...context.errors };
  const recheck = new Set<string>();
  for (const uuid of Object.keys(changes)) {
    recheck.add(uuid);
    // Stryker disable next-line ConditionalExpression: an untouched emergency contact shows no error and re-checking it untouched shows none either
    for (const dependent of dependentFieldUuids(context.fields, uuid)) if (touched[dependent]) recheck.add(dependent);
  }
  for (const uuid of recheck) {
    const field = fieldByUuid(context.fields, uuid);
    // Stryker disable next-line ConditionalExpression: every caller changes only this form's fields, and dependents are its fields too
    if (field) errors = setError(errors, uuid, shownError(context, field, values, touched));
  }
  return { values, touched, errors };
}

export function changeField(context: Ctx, field: string, value: AttendeeValue): Partial<Ctx> {
  const changed = fieldByUuid(context.fields, field);
  if (!changed || isDisplayOnlyField(changed)) return {};
  const isLocation = changed.field_name === FIELD_NAMES.city || changed.field_name === FIELD_NAMES.state;
  const manuallyEntered =
    isLocation && context.locationFilled ? { ...context.manuallyEntered, [field]: true } : context.manuallyEntered;
  return { ...withValues(context, { [field]: value }, false), manuallyEntered };
}

export function blurField(context: Ctx, field: string): Partial<Ctx> {
  const left = fieldByUuid(context.fields, field);
  if (!left) return {};
  const touched = { ...context.touched, [field]: true };
  return { touched, errors: setError(context.errors, field, ruleError(context, left, context.values)) };
}

export function fillLocation(context: Ctx, city: string, state: string): Partial<Ctx> {
  const changes: Record<string, AttendeeValue> = {};
  const cityField = fieldNamed(context.fields, FIELD_NAMES.city);
  const stateField = fieldNamed(context.fields, FIELD_NAMES.state);
  if (cityField) changes[cityField.field_uuid] = city;
  if (stateField) changes[stateField.field_uuid] = state;
  return { ...withValues(context, changes, true), locationFilled: true, manuallyEntered: {}, lookupMessage: null };
}

export function prefillSelf(context: Ctx): Partial<Ctx> {
  const profile = context.profile;
  if (!profile) return {};
  const changes: Record<string, AttendeeValue> = {};
  const put = (name: string, value: string) => {
    const field = fieldNamed(context.fields, name);
    if (field && value !== '') changes[field.field_uuid] = value;
  };
  put(FIELD_NAMES.participantName, profile.name);
  put(FIELD_NAMES.email, profile.email);
  put(FIELD_NAMES.phone, profile.phone);
  return { ...withValues(context, changes, true), selfPrefillUsed: true };
}

/** A saved answer fits a field when the field takes text, or lists every chosen option. */
function fittingValue(field: FormField, saved: string | readonly string[]): AttendeeValue {
  if (isDisplayOnlyField(field) || isCategoryField(field) || isCategoryPricingField(field)) return undefined;
  if (field.field_type === 'file') return undefined;
  // Stryker disable next-line ArrayDeclaration: a stand-in item has no option_value, so a field without options lists no saved text either way
  const listed = (field.options ?? []).map((option) => option.option_value);
  if (field.field_type === 'checkbox') {
    const chosen = typeof saved === 'string' ? [saved] : [...saved];
    return chosen.length > 0 && chosen.every((entry) => listed.includes(entry)) ? chosen : undefined;
  }
  if (typeof saved !== 'string') return undefined;
  if (field.field_type === 'dropdown' || field.field_type === 'radio')
    return listed.includes(saved) ? saved : undefined;
  return saved;
}

export function applySavedAttendee(context: Ctx, saved: SavedAttendee): Partial<Ctx> {
  const changes: Record<string, AttendeeValue> = {};
  for (const response of saved.responses) {
    const field = fieldNamed(context.fields, response.fieldName);
    const value = field ? fittingValue(field, response.responseText) : undefined;
    if (field && value !== undefined) changes[field.field_uuid] = value;
  }
  return { ...withValues(context, changes, true), locationFilled: false, manuallyEntered: {} };
}

/** A field the person can change: one of this form's, not a header or paragraph. */
export function isEditableField(context: Ctx, uuid: string): boolean {
  const field = fieldByUuid(context.fields, uuid);
  return field !== undefined && !isDisplayOnlyField(field);
}

export const isFileField = (context: Ctx, uuid: string) => fieldByUuid(context.fields, uuid)?.field_type === 'file';

/** Every field's message as a submit sees it (uploads included), in field order. */
export function allErrors(context: Ctx): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of context.fields) {
    const message = ruleError(context, field, context.values);
    if (message !== null) errors[field.field_uuid] = message;
  }
  return errors;
}

export function revealAllErrors(context: Ctx): Partial<Ctx> {
  // Stryker disable next-line ObjectLiteral: touched only ever holds this form's fields and the waiver, all set below
  const touched = { ...context.touched };
  for (const field of context.fields) touched[field.field_uuid] = true;
  touched[WAIVER_FIELD] = true;
  return {
    touched,
    errors: allErrors(context),
    waiverError: validateWaiverAccepted(context.waiverAccepted),
    ...revealGuardian(),
  };
}

/** The first field (in order) that shows an error, then the guardian's, else the waiver when it is not ticked. */
export function firstInvalidField(context: Ctx): string | null {
  const errors = allErrors(context);
  const first = context.fields.find((field) => errors[field.field_uuid] !== undefined);
  if (first) return first.field_uuid;
  return firstInvalidGuardianField(context) ?? (context.waiverAccepted ? null : WAIVER_FIELD);
}

/** The server's field errors on their fields; the rest of the form keeps what it showed. */
export function storeSubmitFailure(context: Ctx, error: SubmitRegistrationError | null, fallback: string) {
  let errors = { ...context.errors };
  const touched = { ...context.touched };
  // Stryker disable next-line ArrayDeclaration: without an error there are no field errors; a stand-in text item names no field
  for (const fieldError of error?.fieldErrors ?? []) {
    if (fieldByUuid(context.fields, fieldError.field)) {
      errors = setError(errors, fieldError.field, fieldError.message);
      touched[fieldError.field] = true;
    }
  }
  // Stryker disable next-line ArrayDeclaration: as above, a stand-in text item names no guardian field
  const guardian = namesGuardianField(error?.fieldErrors ?? []) ? revealGuardian() : {};
  return { errors, touched, ...guardian, submitError: error?.serverMessage ?? fallback };
}

/** The attendee's name for the booking page: the name field's answer. */
export function attendeeName(context: Ctx): string {
  const field = fieldNamed(context.fields, FIELD_NAMES.participantName);
  const value = field ? context.values[field.field_uuid] : null;
  return typeof value === 'string' ? value.trim() : '';
}
