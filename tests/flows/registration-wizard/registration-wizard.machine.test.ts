// Registration wizard: every recorded path on a real actor, held to
// models/registration-wizard.model.ts, plus SPEC §2/§4/§5/§8 examples.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { RegistrationWizardMachine } from '../../../machines/registration-wizard/registration-wizard.machine';
import type { RegistrationField } from '../../../machines/registration-wizard/registration-wizard.types';
import { registrationConnect } from '../../../machines/registration-wizard/registration-wizard.connect';
import { INVALID_CREDENTIALS, SERVER_DOWN, WRONG_OTP, fakeSession } from '../shared/auth-fixtures';
import { describeGraph, startRig } from '../shared/graph-harness';
import { REGISTERED_USER_UUID, registrationModel } from './registration-wizard.model';

describeGraph(registrationModel);

describe('registration wizard machine: SPEC examples', () => {
  const NEW_NUMBER = {
    userUuid: REGISTERED_USER_UUID,
    isProfileCompleted: false,
    isEmailVerified: false,
    isMpinSet: false,
    message: null,
  };

  function start() {
    const rig = startRig(registrationModel, undefined);
    rig.actor.start();
    const snapshot = () => rig.actor.getSnapshot() as SnapshotFrom<RegistrationWizardMachine>;
    const view = () => registrationConnect(snapshot(), () => {});
    const change = (field: RegistrationField, value: string) => rig.actor.send({ type: 'FIELD.CHANGE', field, value });
    const answer = (type: string, payload: Record<string, unknown>) => rig.drive({ type, ...payload }, type);
    return { rig, snapshot, view, change, answer };
  }

  async function onVerifyStep() {
    const started = start();
    started.change('mobile', '9876543210');
    started.rig.actor.send({ type: 'SUBMIT' });
    await started.answer('xstate.done.actor.sendOtp', { output: { outcome: 'sent', message: null, userUuid: null } });
    started.rig.takeRecords();
    return started;
  }

  async function onProfileStep() {
    const started = await onVerifyStep();
    started.change('otp', '123456');
    started.rig.actor.send({ type: 'SUBMIT' });
    await started.answer('xstate.done.actor.verifyMobile', { output: NEW_NUMBER });
    started.rig.takeRecords();
    return started;
  }

  function fillProfile(started: ReturnType<typeof start>, mpin = '4826') {
    started.change('fullName', 'Asha 2 Verma');
    started.change('username', 'asha_v');
    started.change('email', ' asha@example.com ');
    started.change('mpin', mpin);
    started.change('confirmMpin', mpin);
    started.change('consent', 'yes');
  }

  it('goes Mobile -> Verify -> Profile, and the back link returns to the number kept as typed', async () => {
    const started = start();
    started.change('mobile', '9876543210');
    started.rig.actor.send({ type: 'SUBMIT' });
    expect(started.rig.calls()).toContainEqual({
      id: 'sendOtp',
      input: { purpose: 'registration', kind: 'send', mobile: '9876543210', userUuid: null },
    });
    await started.answer('xstate.done.actor.sendOtp', { output: { outcome: 'sent', message: null, userUuid: null } });
    expect(started.view().step).toBe('verify');
    expect(started.rig.takeRecords()).toMatchObject({
      emitted: [{ type: 'notify', tone: 'success', message: 'OTP sent successfully' }],
      sentToChildren: [{ to: 'cooldown', event: { type: 'COOLDOWN.START', secondsLeft: 30 } }],
    });
    started.rig.actor.send({ type: 'MOBILE.EDIT' });
    expect(started.snapshot().value).toEqual({ mobile: 'editing' });
    expect(started.view().values.mobile).toBe('9876543210');
  });

  it("goes straight to Verify when the code is less than 30 s old: 'Please wait 25s before requesting another OTP' as info", async () => {
    const started = start();
    started.change('mobile', '9876543210');
    started.rig.actor.send({ type: 'SUBMIT' });
    await started.answer('xstate.done.actor.sendOtp', {
      output: { outcome: 'coolingDown', secondsLeft: 25, userUuid: null },
    });
    expect(started.snapshot().value).toEqual({ verify: 'entering' });
    expect(started.rig.takeRecords()).toMatchObject({
      emitted: [{ type: 'notify', tone: 'info', message: 'Please wait 25s before requesting another OTP' }],
      sentToChildren: [{ to: 'cooldown', event: { type: 'COOLDOWN.START', secondsLeft: 25 } }],
    });
  });

  it("refuses an incomplete OTP with 'Please enter complete 6-digit OTP'", async () => {
    const started = await onVerifyStep();
    started.change('otp', '12a3');
    expect(started.view().values.otp).toBe('123');
    expect(started.view().canSubmit).toBe(false);
    started.rig.actor.send({ type: 'FIELD.BLUR', field: 'otp' });
    expect(started.view().errors.otp).toBe('Please enter complete 6-digit OTP');
  });

  it("says 'Please wait 12s before requesting another OTP' when a resend comes too early", async () => {
    const started = await onVerifyStep();
    started.change('otp', '123456');
    started.rig.actor.send({ type: 'RESEND' });
    await started.answer('xstate.done.actor.resendOtp', {
      output: { outcome: 'coolingDown', secondsLeft: 12, userUuid: null },
    });
    expect(started.rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'error', message: 'Please wait 12s before requesting another OTP' },
    ]);
    expect(started.view().values.otp).toBe('123456');
  });

  it('clears a refused OTP and counts the clear; a network failure keeps the digits', async () => {
    const started = await onVerifyStep();
    started.change('otp', '123456');
    started.rig.actor.send({ type: 'SUBMIT' });
    await started.answer('xstate.error.actor.verifyMobile', { error: SERVER_DOWN });
    expect(started.snapshot().context).toMatchObject({ values: { otp: '123456' }, otpClears: 0 });
    expect(started.rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'error', message: 'Invalid OTP. Please try again.' },
    ]);
    started.rig.actor.send({ type: 'SUBMIT' });
    await started.answer('xstate.error.actor.verifyMobile', { error: WRONG_OTP });
    expect(started.snapshot().context).toMatchObject({ values: { otp: '' }, otpClears: 1 });
    expect(started.rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'error', message: 'Invalid OTP. 4 attempts remaining.' },
    ]);
  });

  it("sends an existing account to /login with 'Profile already exists. Please login to continue.'", async () => {
    const started = await onVerifyStep();
    started.change('otp', '123456');
    started.rig.actor.send({ type: 'SUBMIT' });
    await started.answer('xstate.done.actor.verifyMobile', {
      output: { ...NEW_NUMBER, isProfileCompleted: true, isEmailVerified: true, isMpinSet: true },
    });
    expect(started.snapshot().value).toBe('profileExists');
    expect(started.rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'info', message: 'Profile already exists. Please login to continue.' },
      { type: 'leave', to: '/login' },
    ]);
  });

  it("ticks and unticks the privacy notice through the connect's consent intents", async () => {
    const started = await onProfileStep();
    const sent: unknown[] = [];
    const consent = registrationConnect(started.snapshot(), (event) => sent.push(event)).consentProps;
    consent.onChange(true);
    consent.onChange(false);
    consent.onBlur();
    expect(sent).toEqual([
      { type: 'FIELD.CHANGE', field: 'consent', value: 'yes' },
      { type: 'FIELD.CHANGE', field: 'consent', value: '' },
      { type: 'FIELD.BLUR', field: 'consent' },
    ]);
  });

  it('strips digits from the full name, and needs every profile field valid', async () => {
    const started = await onProfileStep();
    fillProfile(started);
    expect(started.view().values).toMatchObject({ fullName: 'Asha  Verma', email: 'asha@example.com' });
    expect(started.view().canSubmit).toBe(true);
    started.change('confirmMpin', '4821');
    expect(started.view().canSubmit).toBe(false);
    started.rig.actor.send({ type: 'FIELD.BLUR', field: 'confirmMpin' });
    expect(started.view().errors.confirmMpin).toBe('MPIN does not match');
  });

  it('refuses the weak MPIN 1234 at once, with SUBMIT disabled', async () => {
    const started = await onProfileStep();
    fillProfile(started, '1234');
    expect(started.view().canSubmit).toBe(false);
    expect(started.view().errors.mpin).toBe('This MPIN is too easy to guess. Choose a less obvious one.');
  });

  it("keeps 'Complete Registration' disabled until the privacy notice is agreed to (issue 27 item 2)", async () => {
    const started = await onProfileStep();
    fillProfile(started);
    started.change('consent', '');
    expect(started.view().canSubmit).toBe(false);
    started.rig.actor.send({ type: 'FIELD.BLUR', field: 'consent' });
    expect(started.view().errors.consent).toBe('Please agree to the privacy notice to continue');
    started.rig.actor.send({ type: 'SUBMIT' });
    expect(started.rig.calls().map((call) => call.id)).not.toContain('completeProfile');
    started.change('consent', 'yes');
    expect(started.view().canSubmit).toBe(true);
    expect(started.view().errors.consent).toBeNull();
  });

  it("completes the profile, signs in with the new MPIN and says 'Registration completed successfully! Welcome to Startline'", async () => {
    const started = await onProfileStep();
    fillProfile(started);
    started.rig.actor.send({ type: 'SUBMIT' });
    expect(started.rig.calls()).toContainEqual({
      id: 'completeProfile',
      input: {
        userUuid: REGISTERED_USER_UUID,
        fullName: 'Asha  Verma',
        username: 'asha_v',
        email: 'asha@example.com',
        mpin: '4826',
        confirmMpin: '4826',
        consent: 'yes',
      },
    });
    await started.answer('xstate.done.actor.completeProfile', { output: { message: null, session: null } });
    expect(started.rig.calls()).toContainEqual({ id: 'signIn', input: { mobile: '9876543210', mpin: '4826' } });
    const session = fakeSession();
    await started.answer('xstate.done.actor.signIn', { output: { session, message: 'Welcome back' } });
    expect(started.rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'success', message: 'Profile completed successfully' },
      { type: 'signedIn', session },
      { type: 'notify', tone: 'success', message: 'Registration completed successfully! Welcome to Startline' },
    ]);
    expect(started.snapshot().value).toBe('registered');
  });

  it('is signed in by complete-profile itself when its answer carries the session: no sign-in call', async () => {
    const started = await onProfileStep();
    fillProfile(started);
    started.rig.actor.send({ type: 'SUBMIT' });
    const session = fakeSession();
    await started.answer('xstate.done.actor.completeProfile', {
      output: { message: 'Profile completed successfully', session },
    });
    expect(started.rig.calls().map((call) => call.id)).not.toContain('signIn');
    expect(started.rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'success', message: 'Profile completed successfully' },
      { type: 'signedIn', session },
      { type: 'notify', tone: 'success', message: 'Registration completed successfully! Welcome to Startline' },
    ]);
    expect(started.snapshot().value).toBe('registered');
  });

  it("goes to /login with 'Registration completed but login failed. Please login manually.' when the sign-in fails", async () => {
    const started = await onProfileStep();
    fillProfile(started);
    started.rig.actor.send({ type: 'SUBMIT' });
    await started.answer('xstate.done.actor.completeProfile', {
      output: { message: 'Profile completed successfully', session: null },
    });
    await started.answer('xstate.error.actor.signIn', { error: INVALID_CREDENTIALS });
    expect(started.rig.takeRecords().emitted).toEqual([
      { type: 'notify', tone: 'success', message: 'Profile completed successfully' },
      { type: 'notify', tone: 'error', message: 'Registration completed but login failed. Please login manually.' },
      { type: 'leave', to: '/login' },
    ]);
  });

  it("sends the send's challenge id back with the code, so a phone that changed network is still accepted (issue 25 item 5)", async () => {
    const started = start();
    started.change('mobile', '9876543210');
    started.rig.actor.send({ type: 'SUBMIT' });
    await started.answer('xstate.done.actor.sendOtp', {
      output: { outcome: 'sent', message: null, userUuid: null, challengeId: 'cmVnaXN0cmF0aW9uLWlk' },
    });
    started.change('otp', '123456');
    started.rig.actor.send({ type: 'SUBMIT' });
    expect(started.rig.calls()).toContainEqual({
      id: 'verifyMobile',
      input: { mobile: '9876543210', otp: '123456', challengeId: 'cmVnaXN0cmF0aW9uLWlk' },
    });
  });
});
