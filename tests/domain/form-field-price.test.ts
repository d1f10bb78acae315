// Selecting a category sets the pricing field to that category's price (SPEC §5).
import { describe, expect, it } from 'vitest';
import { categoryPrice, findCategoryOption, type FormField } from '../../src/domain/validation';

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

describe('findCategoryOption', () => {
  // An organiser's options where one label is another option's value.
  const category = {
    options: [
      { option_label: '10K', option_value: '5K' },
      { option_label: 'Ten K', option_value: '10K' },
    ],
  };

  it('matches the value the select sends before a label, whatever the order of the options', () => {
    expect(findCategoryOption(category, '10K')?.option_label).toBe('Ten K');
    expect(findCategoryOption(category, ' 5K ')?.option_label).toBe('10K');
  });

  it('matches a label an API client sends when no value is the same', () => {
    expect(findCategoryOption(category, 'Ten K')?.option_value).toBe('10K');
  });

  it('finds nothing for an answer that is not listed, empty or not text', () => {
    expect(findCategoryOption(category, 'Half Marathon')).toBeUndefined();
    expect(findCategoryOption(category, '')).toBeUndefined();
    expect(findCategoryOption(category, ['10K'])).toBeUndefined();
    expect(findCategoryOption({ options: null }, '10K')).toBeUndefined();
  });
});
