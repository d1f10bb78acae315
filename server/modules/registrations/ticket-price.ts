// What one ticket costs, decided on the server only: a price sent by the browser (the category pricing
// answer) is never read, it is overwritten with the price derived here.
import { paiseToRupeeString, tryRupeesToPaise, type Paise } from '../../../src/domain/money';
import {
  categoryPrice,
  findCategoryOption,
  isCategoryField,
  isCategoryPricingField,
} from '../../../src/domain/validation';
import { badRequest } from '../../errors';
import type { Answer } from './answers';
import type { FormFieldView, SubEventRecord } from './sub-event';

/** participants.event_category's width. */
const EVENT_CATEGORY_MAX_LENGTH = 100;

export interface TicketPrice {
  /** The chosen category's label; null when the form has no category or none was chosen. */
  eventCategory: string | null;
  amountPaise: Paise;
}

/**
 * A free event costs nothing; otherwise the chosen category's price from the pricing field's options,
 * or the entry fee when no category applies.
 */
export function priceTicket(
  subEvent: SubEventRecord,
  fields: readonly FormFieldView[],
  answers: readonly Answer[],
): TicketPrice {
  const categoryAnswer = answers.find((answer) => isCategoryField(answer.field));
  const option = categoryAnswer ? findCategoryOption(categoryAnswer.field, categoryAnswer.value) : undefined;
  const eventCategory =
    option?.option_label.trim() ?? (typeof categoryAnswer?.value === 'string' ? categoryAnswer.value : null);

  if (eventCategory !== null && eventCategory.length > EVENT_CATEGORY_MAX_LENGTH) {
    throw badRequest(`An event category has at most ${EVENT_CATEGORY_MAX_LENGTH} characters`);
  }
  if (!subEvent.entryFeeRequired) return { eventCategory, amountPaise: 0 };
  const hasPricing = fields.some(isCategoryPricingField);
  if (eventCategory === null || !hasPricing) return { eventCategory, amountPaise: subEvent.entryFeePaise };

  const price = categoryPrice(fields, eventCategory);
  const paise = price === null ? null : tryRupeesToPaise(price.trim());
  if (paise === null) {
    // The organiser's form lists the category without a readable price: refuse rather than guess.
    throw badRequest(`No price is set for the category '${eventCategory}'`, [
      { field: categoryAnswer?.field.field_uuid ?? 'event_category', message: 'No price is set for this category' },
    ]);
  }
  return { eventCategory, amountPaise: paise };
}

/** The answers as stored: the pricing answer, if the form has that field, states the derived price. */
export function answersToStore(
  fields: readonly FormFieldView[],
  answers: readonly Answer[],
  price: TicketPrice,
): Answer[] {
  const stored = answers.filter((answer) => !isCategoryPricingField(answer.field));
  const pricingField = fields.find(isCategoryPricingField);
  if (pricingField && price.eventCategory !== null) {
    stored.push({ field: pricingField, value: paiseToRupeeString(price.amountPaise) });
  }
  return stored;
}
