// A file field: the file is uploaded as soon as it is chosen, with a progress bar and Cancel; a failure
// shows why with Retry; an uploaded file shows its name with Replace and Remove.
import { useEffect, useRef } from 'react';
import { FieldShell, describedBy, fieldInputId } from './field-shell';
import type { FieldView } from '../../../../machines/attendee-form/attendee-form.connect';
import { useTranslation } from 'react-i18next';

interface FileFieldProps {
  view: FieldView;
  disabled: boolean;
  onChoose: (field: string, file: File) => void;
  onRemove: (field: string) => void;
  onCancel: (field: string) => void;
  onRetry: (field: string) => void;
}

export function FileField({ view, disabled, onChoose, onRemove, onCancel, onRetry }: FileFieldProps) {
  const { t } = useTranslation();
  const uuid = view.field.field_uuid;
  const input = useRef<HTMLInputElement>(null);
  const file = view.file ?? { status: 'empty' as const };
  // Each state of the upload has its own buttons, so the one pressed (Cancel, Retry, Remove) is gone
  // once the state changes, and focus with it. If focus was in this field and nobody has moved it
  // since, it goes on to the new state's first control: the picker, Cancel, Retry or Replace.
  const box = useRef<HTMLDivElement>(null);
  const focusWasHere = useRef(false);
  useEffect(() => {
    if (!focusWasHere.current) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const next =
      file.status === 'empty'
        ? input.current
        : box.current?.querySelector<HTMLElement>('.attendee-file button:not(:disabled)');
    next?.focus();
  }, [file.status]);
  const picker = (
    <input
      ref={input}
      id={fieldInputId(uuid)}
      className={file.status === 'empty' ? 'attendee-file__input' : 'visually-hidden'}
      type="file"
      accept={view.field.file_accept ?? undefined}
      aria-invalid={view.error ? true : undefined}
      aria-describedby={describedBy(view)}
      disabled={disabled || file.status === 'uploading'}
      tabIndex={file.status === 'empty' ? undefined : -1}
      onChange={(event) => {
        const chosen = event.target.files?.[0];
        event.target.value = '';
        if (chosen) onChoose(uuid, chosen);
      }}
    />
  );
  return (
    <FieldShell view={view}>
      <div
        ref={box}
        className="attendee-file__box"
        onFocus={() => (focusWasHere.current = true)}
        // A blur with nowhere to go is the pressed button leaving: the field keeps its claim.
        onBlur={(event) => {
          const to = event.relatedTarget;
          if (to !== null && !event.currentTarget.contains(to)) focusWasHere.current = false;
        }}
      >
        {picker}
        {file.status === 'uploading' ? (
          <div className="attendee-file">
            <span className="attendee-file__name">{file.fileName}</span>
            <div
              className="attendee-file__bar"
              role="progressbar"
              aria-label={t('attendeeForm.uploadingFile', { fileName: file.fileName })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={file.percent}
            >
              <span className="attendee-file__bar-fill" style={{ width: `${file.percent}%` }} />
            </div>
            <span className="attendee-file__percent" aria-live="polite">
              {t('attendeeForm.upload.uploading', { percent: file.percent })}
            </span>
            <button type="button" className="button button--ghost button--small" onClick={() => onCancel(uuid)}>
              {t('attendeeForm.upload.cancel')}
            </button>
          </div>
        ) : null}
        {file.status === 'failed' ? (
          <div className="attendee-file">
            <span className="attendee-file__name">{file.fileName}</span>
            <div className="attendee-file__actions">
              <FileAction
                label={t('attendeeForm.upload.retry')}
                disabled={disabled}
                onPress={() => onRetry(uuid)}
                primary
              />
              <FileAction
                label={t('attendeeForm.upload.replace')}
                disabled={disabled}
                onPress={() => input.current?.click()}
              />
            </div>
          </div>
        ) : null}
        {file.status === 'uploaded' ? (
          <div className="attendee-file">
            <span className="attendee-file__name">
              <span className="attendee-file__done">{t('attendeeForm.upload.uploaded')}: </span>
              {file.fileName}
            </span>
            <div className="attendee-file__actions">
              <FileAction
                label={t('attendeeForm.upload.replace')}
                disabled={disabled}
                onPress={() => input.current?.click()}
              />
              <FileAction label={t('attendeeForm.upload.remove')} disabled={disabled} onPress={() => onRemove(uuid)} />
            </div>
          </div>
        ) : null}
      </div>
    </FieldShell>
  );
}

function FileAction({
  label,
  disabled,
  onPress,
  primary = false,
}: {
  label: string;
  disabled: boolean;
  onPress: () => void;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={`button ${primary ? 'button--secondary' : 'button--ghost'} button--small`}
      disabled={disabled}
      onClick={onPress}
    >
      {label}
    </button>
  );
}
