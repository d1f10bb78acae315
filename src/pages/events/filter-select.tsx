import * as Select from '@radix-ui/react-select';

/** Radix Select refuses '' as an item value, so "All ..." is this value and means no filter. */
const ALL = '__all__';

export interface SelectChoice {
  value: string;
  label: string;
}

interface FilterSelectProps {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  choices: SelectChoice[];
  onChange: (value: string) => void;
}

export function FilterSelect({ id, label, allLabel, value, choices, onChange }: FilterSelectProps) {
  return (
    <div className="filters-field">
      <label className="filters-field__label" htmlFor={id}>
        {label}
      </label>
      <Select.Root value={value === '' ? ALL : value} onValueChange={(next) => onChange(next === ALL ? '' : next)}>
        <Select.Trigger id={id} className="filters-select">
          <Select.Value />
          <Select.Icon className="filters-select__icon" aria-hidden="true">
            ▾
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="filters-select__content" position="popper" sideOffset={4}>
            <Select.Viewport>
              <Select.Item value={ALL} className="filters-select__item">
                <Select.ItemText>{allLabel}</Select.ItemText>
              </Select.Item>
              {choices.map((choice) => (
                <Select.Item key={choice.value} value={choice.value} className="filters-select__item">
                  <Select.ItemText>{choice.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
