import { useId } from 'react';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { FieldError } from './field-error';
import './auth.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (raw: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error = null,
  hint,
  type = 'text',
  autoComplete,
  placeholder,
  autoFocus = false,
  disabled = false,
}: TextFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={`field__input${error ? ' field__input--invalid' : ''}`}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        autoFocus={autoFocus}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
