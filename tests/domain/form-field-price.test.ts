// Selecting a category sets the pricing field to that category's price (SPEC §5).
import { describe, expect, it } from 'vitest';
import { categoryPrice, type FormField } from '../../src/domain/validation';

function pricing(options: FormField['options']): FormField {
  return {
    field_uuid: 'pricing',
    field_name: 'mandatory_event_category_pricing',
    label: 'Category Price',
    field_type: 'dropdown',
    options,
  };
}

describe('categoryPrice', () => {
  it('matches option labels without the spaces around them', () => {
    const fields = [pricing([{ option_label: ' 10K Run ', option_value: '799.00' }])];
    expect(categoryPrice(fields, '10K Run')).toBe('799.00');
  });

  it.each([
    { name: 'no options', options: undefined },
    { name: 'null options', options: null },
    { name: 'an empty list', options: [] },
  ])('is null for a pricing field with $name', ({ options }) => {
    expect(categoryPrice([pricing(options)], '10K Run')).toBeNull();
  });
});
