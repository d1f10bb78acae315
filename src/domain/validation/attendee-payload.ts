// The body of POST .../register (SPEC §7): header and paragraph fields are not submitted and empty
// values are omitted (SPEC §5).
import { isEmptyResponse, type AttendeeValues } from './attendee-form';
import { isDisplayOnlyField, type FormField } from './form-field';

export interface RegistrationResponse {
  field_uuid: string;
  /** Text, or the ticked options of a checkbox list. */
  response_text: string | string[];
}

export function buildRegistrationResponses(
  fields: readonly FormField[],
  values: AttendeeValues,
): RegistrationResponse[] {
  const responses: RegistrationResponse[] = [];
  for (const field of fields) {
    const value = values[field.field_uuid];
    // Stryker disable next-line ConditionalExpression: isEmptyResponse skips null and undefined too; these checks narrow the type
    if (isDisplayOnlyField(field) || value === null || value === undefined) continue;
    if (isEmptyResponse(value)) continue;
    responses.push({
      field_uuid: field.field_uuid,
      response_text: typeof value === 'string' ? value.trim() : value.filter((entry) => entry.trim() !== ''),
    });
  }
  return responses;
}
