// A paid ticket keeps its category, whose price and place were paid, when its attendee details are
// filled again: by the recipient of a transfer (accept-transfer.ts) or by its holder correcting them
// (ticket-details.ts). Changing category is its own operation, with its own money.
import { findCategoryOption, isCategoryField } from '../../../src/domain/validation';
import { badRequest } from '../../errors';
import type { Answer } from './answers';
import type { FormFieldView } from './sub-event';

/**
 * The category answer left out (the page does not ask it) is the ticket's; given, it must name the
 * same one, else 400 with `refusal`'s text on the category field.
 */
export function withTicketCategory(
  fields: readonly FormFieldView[],
  answers: Answer[],
  category: string | null,
  refusal: (category: string) => string,
): Answer[] {
  const field = fields.find(isCategoryField);
  if (!field || category === null) return answers;
  const answer = answers.find((candidate) => candidate.field.field_uuid === field.field_uuid);
  if (!answer) {
    const kept = field.options.find((option) => option.option_label.trim() === category.trim());
    return [...answers, { field, value: kept?.option_value ?? category }];
  }
  const option = findCategoryOption(field, answer.value);
  if (option?.option_label.trim() !== category.trim()) {
    throw badRequest(refusal(category), [{ field: field.field_uuid, message: refusal(category) }]);
  }
  return answers;
}
