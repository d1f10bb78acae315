// The PIN code lookup of the attendee form (SPEC §5 PIN lookup, §8 texts): which changes start one,
// what is looked up and how a failure reads. Filling city and state is fillLocation in the rules.
import { FIELD_NAMES } from '../../src/domain/validation/form-field';
import { isLookupablePincode } from '../../src/domain/validation/pincode';
import { fieldNamed } from './attendee-form.rules';
import { PincodeLookupError } from './attendee-form.types';
import type { AttendeeFormContext } from './attendee-form.types';

export const isPincodeField = (context: AttendeeFormContext, field: string) =>
  fieldNamed(context.fields, FIELD_NAMES.pincode)?.field_uuid === field;

/** A change to the PIN code that can be looked up: six digits, not starting with 0. */
export const isLookupablePincodeChange = (context: AttendeeFormContext, field: string, value: unknown) =>
  isPincodeField(context, field) && typeof value === 'string' && isLookupablePincode(value.trim());

/** The PIN code as the lookup sends it. */
export function pincodeValue(context: AttendeeFormContext): string {
  const field = fieldNamed(context.fields, FIELD_NAMES.pincode);
  const value = field ? context.values[field.field_uuid] : null;
  return typeof value === 'string' ? value.trim() : '';
}

/** How a lookup failed; anything the actor did not classify is 'other'. */
export const lookupFailureOf = (error: unknown) => (error instanceof PincodeLookupError ? error.failure : 'other');
