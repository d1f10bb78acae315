// The form vocabulary every flow shares (machines/shared/form-fields.ts) and SPEC §8's rule for the text
// of a failed or successful auth call (machines/shared/auth-outcomes.ts), held on their own: a step
// takes edits of its own fields only, an edit keeps the cleaned value, leaving a field marks it, and the
// server's text wins when it sent one.
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { AuthCallError, failureText, successText, wasRefused } from '../../../machines/shared/auth-outcomes';
import { otpFormIntents, stepFields } from '../../../machines/shared/form-fields';
import type { Touched } from '../../../machines/shared/form-fields';
import { AUTH_FAILURE_DEFAULTS } from '../../../src/domain/auth-texts';

type Field = 'mobile' | 'otp';
interface FormContext {
  mobile: string;
  otp: string;
  touched: Touched<Field>;
}
type FormEvent =
  { type: 'FIELD.CHANGE'; field: Field; value: string } | { type: 'FIELD.BLUR'; field: Field } | { type: 'SUBMIT' };

function mobileStep() {
  const form = stepFields<FormContext, FormEvent, 'mobile' | 'otp'>({
    steps: { mobile: ['mobile'], otp: ['otp'] },
    // The flow's own cleaning: digits only.
    withValue: (_, field, value) => ({ [field]: value.replace(/\D/g, '') }),
  });
  const machine = setup({
    types: { context: {} as FormContext, events: {} as FormEvent },
    guards: form.guards,
    actions: form.actions,
  }).createMachine({
    context: { mobile: '', otp: '', touched: { mobile: false, otp: false } },
    initial: 'editing',
    states: { editing: {}, sent: {} },
    on: {
      'FIELD.CHANGE': { guard: { type: 'isStepField', params: { step: 'mobile' } }, actions: 'setField' },
      'FIELD.BLUR': { guard: { type: 'isStepField', params: { step: 'mobile' } }, actions: 'markTouched' },
      // Both actions on an event that is no edit: they must leave the form alone; nor is it a field's.
      SUBMIT: [
        { guard: { type: 'isStepField', params: { step: 'mobile' } }, target: '.sent' },
        { actions: ['setField', 'markTouched'] },
      ],
    },
  });
  const actor = createActor(machine).start();
  return { actor, context: () => actor.getSnapshot().context };
}

describe('a form of steps', () => {
  it("keeps an edit of the step's own field as the flow cleans it, and marks it when left", () => {
    const { actor, context } = mobileStep();
    actor.send({ type: 'FIELD.CHANGE', field: 'mobile', value: '98765 43210' });
    actor.send({ type: 'FIELD.BLUR', field: 'mobile' });
    expect(context()).toEqual({ mobile: '9876543210', otp: '', touched: { mobile: true, otp: false } });
  });

  it("takes no edit of another step's field", () => {
    const { actor, context } = mobileStep();
    expect(actor.getSnapshot().can({ type: 'FIELD.CHANGE', field: 'otp', value: '123456' })).toBe(false);
    actor.send({ type: 'FIELD.CHANGE', field: 'otp', value: '123456' });
    actor.send({ type: 'FIELD.BLUR', field: 'otp' });
    expect(context()).toEqual({ mobile: '', otp: '', touched: { mobile: false, otp: false } });
  });

  it('leaves the form alone on an event that is no edit', () => {
    const { actor, context } = mobileStep();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot()).toMatchObject({ status: 'active', value: 'editing' });
    expect(context()).toEqual({ mobile: '', otp: '', touched: { mobile: false, otp: false } });
  });

  it('a blur keeps the value as typed', () => {
    const { actor, context } = mobileStep();
    actor.send({ type: 'FIELD.CHANGE', field: 'mobile', value: '98765' });
    actor.send({ type: 'FIELD.BLUR', field: 'mobile' });
    expect(context().mobile).toBe('98765');
  });
});

describe("an OTP form's intents", () => {
  it('send what their buttons and fields say', () => {
    const sent: unknown[] = [];
    const intents = otpFormIntents<Field>((event) => void sent.push(event));
    intents.fieldProps('otp').onChange('123456');
    intents.fieldProps('otp').onBlur();
    intents.submit();
    intents.resend();
    intents.editMobile();
    expect(sent).toEqual([
      { type: 'FIELD.CHANGE', field: 'otp', value: '123456' },
      { type: 'FIELD.BLUR', field: 'otp' },
      { type: 'SUBMIT' },
      { type: 'RESEND' },
      { type: 'MOBILE.EDIT' },
    ]);
  });
});

describe("SPEC §8: an auth call's texts", () => {
  const signIn = AUTH_FAILURE_DEFAULTS.signIn;

  it("the server's text when it sent one; else the short text for a refusal, the long one for no answer", () => {
    expect(failureText(new AuthCallError(401, 'Invalid credentials'), signIn)).toBe('Invalid credentials');
    expect(failureText(new AuthCallError(500, null), signIn)).toBe('Login failed. Please check your credentials.');
    expect(failureText(new AuthCallError(undefined, null), signIn)).toBe(
      'Login failed. Please check your credentials and try again.',
    );
  });

  it('anything thrown that is not an answer reads as no answer, whatever it carries', () => {
    const lookalike = Object.assign(new Error('boom'), { status: 500, serverMessage: 'Not ours to show' });
    expect(failureText(lookalike, signIn)).toBe('Login failed. Please check your credentials and try again.');
    expect(wasRefused(lookalike)).toBe(false);
  });

  it("a success shows the server's text unless it is blank", () => {
    expect(successText('Welcome back, Asha', 'Login successful! Welcome back to Startline')).toBe('Welcome back, Asha');
    expect(successText('   ', 'Login successful! Welcome back to Startline')).toBe(
      'Login successful! Welcome back to Startline',
    );
    expect(successText(null, 'Login successful! Welcome back to Startline')).toBe(
      'Login successful! Welcome back to Startline',
    );
  });

  it('names itself and says what happened when the server sent no text', () => {
    expect(new AuthCallError(401, 'Invalid credentials')).toMatchObject({
      name: 'AuthCallError',
      message: 'Invalid credentials',
    });
    expect(new AuthCallError(503, null).message).toBe('Auth call failed with 503');
    expect(new AuthCallError(undefined, null).message).toBe('Auth call failed without a response');
  });
});
