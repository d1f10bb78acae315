// One attendee's form (SPEC §3 field types, §5 rules): renders the form's connect and calls its intents.
import { useCallback, useEffect, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { isCategoryPricingField, isDisplayOnlyField } from '../../domain/validation/form-field';
import { WAIVER_PARAGRAPHS } from '../../domain/waiver';
import { useConnect } from '../../ui/hooks/use-connect';
import type { AttendeeFormMachine } from '../../../machines/attendee-form/attendee-form.machine';
import { WAIVER_FIELD } from '../../../machines/attendee-form/attendee-form.types';
import { attendeeFormConnect, type FieldView } from '../../../machines/attendee-form/attendee-form.connect';
import { CheckboxListField, PriceField, RadioField, SelectField } from './fields/choice-fields';
import { DisplayField } from './fields/display-field';
import { fieldInputId } from './fields/field-shell';
import { FileField } from './fields/file-field';
import { GuardianFields } from './fields/guardian-fields';
import { SavedAttendeesControl } from './saved-attendees-control';
import { InputField, TextareaField } from './fields/input-field';
import './attendee-form.css';
import { useTranslation } from 'react-i18next';
import { useLocalWording } from '../../ui/auth/local-wording';

export const WAIVER_CHECKBOX_ID = 'attendee-waiver';

interface AttendeeFormProps {
  actor: ActorRefFrom<AttendeeFormMachine>;
  /** e.g. 'Attendee 1 of 2 — 10K Run'. */
  heading: string;
  /** The level of `heading` (2 below a page's h1); the form's own headers sit below it. */
  headingLevel?: 2 | 3;
  today: string;
  /** The submit button's words ('Submit Attendee' unless the page says otherwise). */
  submitLabel?: string;
}

export function AttendeeForm({ actor, heading, headingLevel = 2, today, submitLabel }: AttendeeFormProps) {
  const { t } = useTranslation();
  const local = useLocalWording();
  const view = useConnect(actor, attendeeFormConnect);
  const headingId = useId();
  // Somewhere for focus to go when what held it has gone (the last saved attendee forgotten).
  const focusHeading = useCallback(() => {
    const heading = document.getElementById(headingId);
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [headingId]);
  const disabled = view.locked;

  useEffect(() => {
    const subscription = actor.on('focusField', ({ field }) => {
      const id = field === WAIVER_FIELD ? WAIVER_CHECKBOX_ID : fieldInputId(field);
      const target = document.getElementById(id);
      const focusable =
        target?.matches('input, select, textarea') === true ? target : (target?.querySelector('input') ?? target);
      focusable?.focus();
      focusable?.scrollIntoView({ block: 'center' });
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const Heading = `h${headingLevel}` as 'h2';
  const SubHeading = `h${headingLevel + 1}` as 'h3';

  const renderField = (field: FieldView) => {
    const { field_type: type } = field.field;
    const handlers = { view: field, disabled, ...view.fieldProps(field.field.field_uuid) };
    if (isDisplayOnlyField(field.field)) return <DisplayField field={field.field} formHeadingLevel={headingLevel} />;
    if (isCategoryPricingField(field.field)) return <PriceField view={field} />;
    switch (type) {
      case 'textarea':
        return <TextareaField {...handlers} />;
      case 'dropdown':
        return <SelectField {...handlers} />;
      case 'radio':
        return <RadioField {...handlers} />;
      case 'checkbox':
        return <CheckboxListField {...handlers} />;
      case 'file':
        return (
          <FileField
            view={field}
            disabled={disabled}
            onChoose={view.chooseFile}
            onRemove={view.removeFile}
            onCancel={view.cancelUpload}
            onRetry={view.retryUpload}
          />
        );
      default:
        return <InputField {...handlers} today={today} />;
    }
  };

  return (
    <section className="attendee-form" aria-labelledby={headingId}>
      <div className="attendee-form__top">
        <Heading id={headingId} className="attendee-form__heading">
          {local(heading)}
        </Heading>
        {view.screen === 'submitted' ? (
          <p role="status" className="attendee-form__badge">
            {t('attendeeForm.submit.submitted')}
          </p>
        ) : null}
      </div>

      {view.showSelfPrefill || view.savedAttendees ? (
        <div className="attendee-form__helpers">
          {view.showSelfPrefill ? (
            <label className="attendee-choice attendee-choice--self">
              <input
                type="checkbox"
                checked={view.selfPrefillChecked}
                disabled={disabled || view.selfPrefillChecked}
                onChange={(event) => {
                  if (event.target.checked) view.prefillSelf();
                }}
              />
              <span>{t('attendeeForm.selfPrefill.label')}</span>
            </label>
          ) : null}
          {view.savedAttendees ? (
            <SavedAttendeesControl
              actor={view.savedAttendees}
              disabled={disabled}
              onApply={view.applySavedAttendee}
              onNoneLeft={focusHeading}
            />
          ) : null}
        </div>
      ) : null}

      <form
        className="attendee-form__fields"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          view.submit();
        }}
      >
        {view.fields.map((field) => (
          <div key={field.field.field_uuid} className="attendee-form__item">
            {renderField(field)}
          </div>
        ))}

        {view.guardian ? (
          <GuardianFields
            view={view.guardian}
            disabled={disabled}
            today={today}
            fieldProps={view.fieldProps}
            onConsent={view.consentAsGuardian}
          />
        ) : null}

        <div className="attendee-waiver">
          <SubHeading className="attendee-waiver__title">{t('waiver.title')}</SubHeading>
          <div className="attendee-waiver__text" tabIndex={0} aria-label={t('waiver.title')}>
            {WAIVER_PARAGRAPHS.map((paragraph, index) => (
              <p key={paragraph.slice(0, 24)}>{t(`waiver.paragraphs.${index}` as 'waiver.paragraphs.0')}</p>
            ))}
          </div>
          <label className="attendee-choice attendee-waiver__accept">
            <input
              id={WAIVER_CHECKBOX_ID}
              type="checkbox"
              checked={view.waiverAccepted}
              disabled={disabled}
              aria-invalid={view.waiverError ? true : undefined}
              aria-describedby={`${WAIVER_CHECKBOX_ID}-error`}
              onChange={(event) => view.acceptWaiver(event.target.checked)}
            />
            <span>
              {t('waiver.accept')}
              <span className="attendee-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </span>
          </label>
          <p id={`${WAIVER_CHECKBOX_ID}-error`} className="attendee-field__error">
            {local(view.waiverError)}
          </p>
        </div>

        {view.submitError ? (
          <p role="alert" className="attendee-form__alert">
            {local(view.submitError)}
          </p>
        ) : null}

        {view.screen === 'submitted' ? null : (
          <button
            type="submit"
            className="button button--primary attendee-form__submit"
            aria-disabled={view.busy || undefined}
          >
            {view.busy ? t('attendeeForm.submit.busy') : (submitLabel ?? t('attendeeForm.submit.button'))}
          </button>
        )}
      </form>
    </section>
  );
}
