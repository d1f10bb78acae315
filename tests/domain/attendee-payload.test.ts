// The body of POST .../register: empty values are omitted (SPEC §5).
import { describe, expect, it } from 'vitest';
import { buildRegistrationResponses, type FormField } from '../../src/domain/validation';

const meals: FormField = {
  field_uuid: 'meals',
  field_name: 'meal_preferences',
  label: 'Meals',
  field_type: 'checkbox',
  options: [
    { option_label: 'Breakfast', option_value: 'breakfast' },
    { option_label: 'Lunch', option_value: 'lunch' },
  ],
};

describe('buildRegistrationResponses', () => {
  it('leaves blank and whitespace-only ticks out of a checkbox list', () => {
    expect(buildRegistrationResponses([meals], { meals: [' ', 'breakfast', '\t', 'lunch', ''] })).toEqual([
      { field_uuid: 'meals', response_text: ['breakfast', 'lunch'] },
    ]);
  });

  it('omits a field answered with null', () => {
    expect(buildRegistrationResponses([meals], { meals: null })).toEqual([]);
  });
});
