import { format, isValid, parse, startOfDay } from 'date-fns';
import { useEffect, useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import 'react-day-picker/style.css';

const ISO = 'yyyy-MM-dd';
/** SPEC §9: the listing's pickers show dd/MM/yyyy. */
const SHOWN = 'dd/MM/yyyy';

function dayOf(iso: string): Date | undefined {
  if (!iso) return undefined;
  const day = parse(iso, ISO, new Date());
  return isValid(day) ? day : undefined;
}

interface DateFieldProps {
  label: string;
  /** yyyy-mm-dd or ''. */
  value: string;
  /** Days before this one cannot be chosen. */
  earliest: Date;
  onChange: (iso: string) => void;
}

/** A button showing the day (dd/MM/yyyy) that opens a calendar below it; picking a day closes it. */
export function DateField({ label, value, earliest, onChange }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const calendarRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  // The dialog scrolls on small screens: bring the calendar that just opened into view.
  useEffect(() => {
    if (open) calendarRef.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);
  const selected = dayOf(value);
  const shown = selected ? format(selected, SHOWN) : 'dd/mm/yyyy';
  return (
    <div className="filters-field">
      <span className="filters-field__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        id={`${id}-button`}
        className={`filters-date${selected ? '' : ' filters-date--empty'}`}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-expanded={open}
        aria-controls={open ? `${id}-calendar` : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {shown}
      </button>
      {open ? (
        <div
          ref={calendarRef}
          id={`${id}-calendar`}
          className="filters-calendar"
          role="group"
          aria-label={t('eventsListing.calendar', { label })}
        >
          <DayPicker
            mode="single"
            selected={selected}
            defaultMonth={selected ?? earliest}
            disabled={{ before: startOfDay(earliest) }}
            onSelect={(day) => {
              onChange(day ? format(day, ISO) : '');
              setOpen(false);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

export { dayOf };
