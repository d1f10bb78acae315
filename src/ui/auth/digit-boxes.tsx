// A row of one-digit boxes for OTPs and MPINs (SPEC §5): digits only, typing moves to the next box,
// backspace on an empty box moves back, pasting fills every box at once.
import { useEffect, useId, useRef } from 'react';
import type { ClipboardEvent, FocusEvent, KeyboardEvent } from 'react';
import { FieldError } from './field-error';
import './auth.css';
import { useTranslation } from 'react-i18next';

interface DigitBoxesProps {
  /** The group's accessible name, e.g. 'MPIN' or 'OTP'. */
  label: string;
  length: number;
  /** Digits only, at most `length`. */
  value: string;
  onChange: (value: string) => void;
  /** Called when focus leaves the whole group (for 'touched'). */
  onBlur?: () => void;
  /** Hides the digits (MPIN) until the person chooses to show them. */
  masked?: boolean;
  error?: string | null;
  /** Extra description ids, e.g. a countdown hint. */
  describedBy?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** 'one-time-code' lets phones offer the received OTP. */
  autoComplete?: string;
  /** Hides the visible legend when the surrounding form already shows the label. */
  hideLabel?: boolean;
}

export function DigitBoxes({
  label,
  length,
  value,
  onChange,
  onBlur,
  masked = false,
  error = null,
  describedBy,
  autoFocus = false,
  disabled = false,
  autoComplete = 'off',
  hideLabel = false,
}: DigitBoxesProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const { t } = useTranslation();
  const errorId = useId();
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  useEffect(() => {
    if (autoFocus) focusBox(Math.min(value.length, length - 1));
    // Only on mount: later focus follows typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const write = (index: number, digits: string) => {
    // Digits land from the first empty box at the latest, so the value never has gaps.
    const start = Math.min(index, value.length);
    const next = (value.slice(0, start) + digits + value.slice(start + digits.length)).slice(0, length);
    onChange(next);
    focusBox(start + digits.length);
  };

  const handleInput = (index: number, raw: string) => {
    // Reached by keyboards that send no key (some phone keyboards), autofill and drag-and-drop.
    const digits = raw.replace(/\D/g, '');
    if (digits === '') return;
    const previous = value[index];
    // A box that already held a digit now holds two characters: keep the one just added.
    const added = digits.length === 2 && previous !== undefined ? digits.replace(previous, '') || previous : digits;
    write(index, added);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typed here rather than in onChange: retyping the digit a box already shows changes nothing
      // in the input, so React reports no change and focus would not move on.
      event.preventDefault();
      write(index, event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (value[index] !== undefined) {
        onChange(value.slice(0, index) + value.slice(index + 1));
      } else if (index > 0) {
        onChange(value.slice(0, index - 1) + value.slice(index));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(Math.min(index + 1, value.length));
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits === '') return;
    // A whole code replaces what was there; a fragment goes in where the cursor is.
    if (digits.length >= length) {
      onChange(digits.slice(0, length));
      focusBox(length - 1);
    } else {
      write(index, digits);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!groupRef.current?.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  const description = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset ref={groupRef} className="digit-boxes" onBlur={handleBlur} disabled={disabled}>
      <legend className={hideLabel ? 'visually-hidden' : 'field__label'}>{label}</legend>
      <div className="digit-boxes__row">
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="digit-boxes__box"
            type={masked ? 'password' : 'text'}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? autoComplete : 'off'}
            aria-label={t('authFields.digitOf', { label, index: index + 1, length })}
            aria-invalid={error ? true : undefined}
            aria-describedby={description}
            value={value[index] ?? ''}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
