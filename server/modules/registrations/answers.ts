// The body of POST .../register read against the sub-event's form: every answer must name a field of
// this form, once; the SPEC §5 rules then run exactly as in the browser (src/domain validation).
import {
  ATTENDEE_MESSAGES,
  ATTENDEE_TOASTS,
  findCategoryOption,
  isCategoryField,
  isDisplayOnlyField,
  isEmptyResponse,
  validateAttendeeResponses,
  type AttendeeValues,
} from '../../../src/domain/validation';
import type { components } from '../../../src/api/schema';
import type { ResponseText } from '../../db/schema';
import { badRequest, type FieldError } from '../../errors';
import type { FormFieldView, SubEventRecord } from './sub-event';

/** One answer of the request body, as openapi.yaml's FormResponseInput has already checked it. */
export type SubmittedResponse = components['schemas']['FormResponseInput'];

export interface Answer {
  field: FormFieldView;
  value: ResponseText;
}

const MULTI_VALUE_FIELD_TYPE = 'checkbox';

function normalise(value: string | string[]): ResponseText {
  return typeof value === 'string' ? value.trim() : value.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/** Pairs each submitted answer with its field; 400 for a field that is not on this form or answered twice. */
export function matchAnswers(fields: readonly FormFieldView[], submitted: readonly SubmittedResponse[]): Answer[] {
  const byUuid = new Map(fields.map((field) => [field.field_uuid.toLowerCase(), field]));
  const seen = new Set<string>();
  const problems: FieldError[] = [];
  const answers: Answer[] = [];
  submitted.forEach((response, index) => {
    const key = response.field_uuid.toLowerCase();
    const field = byUuid.get(key);
    const at = `responses.${index}.field_uuid`;
    if (!field) problems.push({ field: at, message: `${response.field_uuid} is not a field of this form` });
    else if (seen.has(key)) problems.push({ field: at, message: `${field.label} is answered more than once` });
    else if (Array.isArray(response.response_text) && field.field_type !== MULTI_VALUE_FIELD_TYPE) {
      problems.push({ field: `responses.${index}.response_text`, message: `${field.label} takes a single answer` });
    } else {
      seen.add(key);
      // Header and paragraph fields only show text; an answer to one is dropped, as the browser never sends it.
      if (!isDisplayOnlyField(field)) answers.push({ field, value: normalise(response.response_text) });
    }
  });
  if (problems.length > 0) throw badRequest(problems[0]?.message ?? 'Unknown form field', problems);
  return answers;
}

export function valuesOf(answers: readonly Answer[]): AttendeeValues {
  return Object.fromEntries(answers.map((answer) => [answer.field.field_uuid, answer.value]));
}

/**
 * SPEC §5 field rules, plus what the browser leaves to its own widgets and the server cannot: a
 * required category must be chosen, and only from the listed categories (it sets the price).
 */
export function validateAnswers(
  fields: readonly FormFieldView[],
  answers: readonly Answer[],
  subEvent: SubEventRecord,
  now: Date,
): void {
  const values = valuesOf(answers);
  const messages = validateAttendeeResponses(fields, values, {
    minAge: subEvent.minAge,
    maxAge: subEvent.maxAge,
    today: now,
  });
  for (const field of fields.filter(isCategoryField)) {
    const value = values[field.field_uuid];
    if (isEmptyResponse(value)) {
      if (field.is_required)
        messages[field.field_uuid] = ATTENDEE_MESSAGES.required(field.label.trim() || field.field_name);
    } else if (field.options.length > 0 && !findCategoryOption(field, value)) {
      messages[field.field_uuid] = ATTENDEE_MESSAGES.notAnOption;
    }
  }
  const errors = Object.entries(messages).map(([field, message]) => ({ field, message }));
  if (errors.length > 0) throw badRequest(ATTENDEE_TOASTS.fixErrors, errors);
}
