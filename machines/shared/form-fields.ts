// The form vocabulary every flow uses, so events read the same in every diagram: FIELD.CHANGE and
// FIELD.BLUR name their field; what a person sees of the errors is decided here once.
import { assign } from 'xstate';
import type { EventObject, MachineContext } from 'xstate';
import type { FieldErrors } from '../../src/domain/validation/text';

export { hasNoErrors } from '../../src/domain/validation/text';
export type { FieldErrors } from '../../src/domain/validation/text';

/** A field's value is text, or (the attendee form's checkbox lists) the ticked options. */
export type FieldChangeEvent<Field extends string, Value = string> = {
  type: 'FIELD.CHANGE';
  field: Field;
  value: Value;
};
export type FieldBlurEvent<Field extends string> = { type: 'FIELD.BLUR'; field: Field };
export type FieldEvent<Field extends string, Value = string> = FieldChangeEvent<Field, Value> | FieldBlurEvent<Field>;

/**
 * A connect's field intents, written once for every form: `fieldProps(field)` gives the props an input
 * takes (`onChange(value)`, `onBlur()`), which send the flow FIELD.CHANGE and FIELD.BLUR for that field.
 */
export function fieldPropsOf<Field extends string, Value = string>(send: (event: FieldEvent<Field, Value>) => void) {
  return (field: Field) => ({
    onChange: (value: Value) => send({ type: 'FIELD.CHANGE', field, value }),
    onBlur: () => send({ type: 'FIELD.BLUR', field }),
  });
}

/** The events of a form that sends an OTP to a mobile number and takes it back (the wizard, Forgot MPIN). */
type OtpFormEvent<Field extends string> =
  FieldEvent<Field> | { type: 'SUBMIT' } | { type: 'RESEND' } | { type: 'MOBILE.EDIT' };

/** Such a form's intents, written once: its fields, submit, resend the OTP, and change the number. */
export function otpFormIntents<Field extends string>(send: (event: OtpFormEvent<Field>) => void) {
  return {
    fieldProps: fieldPropsOf<Field>(send),
    submit: () => send({ type: 'SUBMIT' }),
    resend: () => send({ type: 'RESEND' }),
    editMobile: () => send({ type: 'MOBILE.EDIT' }),
  };
}

export type Touched<Field extends string> = Record<Field, boolean>;

/**
 * A form whose steps each take their own fields (the registration wizard, Forgot MPIN), written once for
 * every step: a step's `'FIELD.CHANGE'` and `'FIELD.BLUR'` are guarded by
 * `{ type: 'isStepField', params: { step } }`, so it takes edits of its own fields only, as its screen
 * shows them; `setField` keeps the value as the flow cleans it (`withValue`), `markTouched` that the field
 * was left. Spread `guards` and `actions` into the flow's `setup`.
 */
export function stepFields<
  TContext extends MachineContext & { touched: Touched<Field> },
  TEvent extends EventObject,
  Step extends string,
  Field extends string = keyof TContext['touched'] & string,
>(form: {
  steps: Record<Step, readonly Field[]>;
  withValue: (context: TContext, field: Field, value: string) => Partial<TContext>;
}) {
  const edited = (event: EventObject) =>
    event.type === 'FIELD.CHANGE' || event.type === 'FIELD.BLUR' ? (event as FieldEvent<Field>) : null;
  return {
    guards: {
      isStepField: ({ event }: { event: TEvent }, params: { step: Step }) => {
        const edit = edited(event);
        return edit !== null && form.steps[params.step].includes(edit.field);
      },
    },
    actions: {
      setField: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
        const edit = edited(event);
        return edit?.type === 'FIELD.CHANGE' ? form.withValue(context, edit.field, edit.value) : {};
      }),
      markTouched: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
        const edit = edited(event);
        return edit ? ({ touched: { ...context.touched, [edit.field]: true } } as Partial<TContext>) : {};
      }),
    },
  };
}

export function untouched<Field extends string>(fields: readonly Field[]): Touched<Field> {
  return Object.fromEntries(fields.map((field) => [field, false])) as Touched<Field>;
}

/**
 * The errors a person should see: a field's error once they have left it (or a failed submit marked
 * it), and at once the errors listed in `eager` (e.g. a too-easy MPIN as soon as its four digits are in).
 */
export function visibleErrors<Field extends string>(
  errors: FieldErrors<Field>,
  touched: Touched<Field>,
  eager: Partial<FieldErrors<Field>> = {},
): FieldErrors<Field> {
  const visible = { ...errors };
  for (const field of Object.keys(errors) as Field[]) {
    if (!touched[field]) visible[field] = eager[field] ?? null;
  }
  return visible;
}
