import * as Select from '@radix-ui/react-select';
import { memo } from 'react';
import type { DialogFilterField } from '../../../machines/events-listing/events-listing.types';

/** Radix Select refuses '' as an item value, so "All ..." is this value and means no filter. */
const ALL = '__all__';

export interface SelectChoice {
  value: string;
  label: string;
}

interface FilterSelectProps {
  id: string;
  field: DialogFilterField;
  label: string;
  allLabel: string;
  value: string;
  choices: readonly SelectChoice[];
  onChange: (field: DialogFilterField, value: string) => void;
}

/**
 * One of the Filters dialog's selects. Memoised: choosing in one select changes the dialog's draft, and
 * the other selects' options need not be drawn again for it.
 *
 * The items carry their text themselves, without Select.ItemText, and the trigger shows the chosen
 * label as Select.Value's child. Each ItemText registers a native <option> with the Select's root when
 * it mounts and again once its text is read, and each registration draws the root and every item once
 * more: opening the City select drew 644 components in one tap with ItemText, 397 without (at 4x CPU
 * slowdown that tap is bench/interaction-latency.ts's slowest). The option's name is its text, as
 * before; `textValue` keeps typeahead.
 */
export const FilterSelect = memo(function FilterSelect({
  id,
  field,
  label,
  allLabel,
  value,
  choices,
  onChange,
}: FilterSelectProps) {
  const options = [{ value: ALL, label: allLabel }, ...choices];
  const selected = value === '' ? ALL : value;
  const shown = options.find((option) => option.value === selected)?.label ?? value;
  return (
    <div className="filters-field">
      <label className="filters-field__label" htmlFor={id}>
        {label}
      </label>
      <Select.Root value={selected} onValueChange={(next) => onChange(field, next === ALL ? '' : next)}>
        <Select.Trigger id={id} className="filters-select">
          <Select.Value>{shown}</Select.Value>
          <Select.Icon className="filters-select__icon" aria-hidden="true">
            ▾
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="filters-select__content" position="popper" sideOffset={4}>
            <Select.Viewport>
              {options.map((option) => (
                // Radix labels an option by its ItemText's id; without one, its own text names it.
                <Select.Item
                  key={option.value}
                  value={option.value}
                  textValue={option.label}
                  className="filters-select__item"
                  aria-labelledby={undefined}
                >
                  {option.label}
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
});
