// The development inspector (src/app/inspector.ts, inspector-masking.ts) shows contexts and events in stately.ai/inspect:
// tokens, OTPs and MPINs must reach it as '***', at any depth, whatever shape carries them.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { InspectionEvent } from 'xstate';
import { attendeeFormMachine } from '../../machines/attendee-form/attendee-form.machine';
import { forgotMpinMachine } from '../../machines/forgot-mpin/forgot-mpin.machine';
import { loginMachine } from '../../machines/login/login.machine';
import type { SignInInput, SignInOutput } from '../../machines/login/login.types';
import { INITIAL_REGISTRATION_CONTEXT } from '../../machines/registration-wizard/registration-wizard.types';
import { savedAttendeesMachine } from '../../machines/saved-attendees/saved-attendees.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { inspect } from '../../src/app/inspector';
import { MASK, isSecretKey, maskSecrets, sanitizeContext, sanitizeEvent } from '../../src/app/inspector-masking';
import { fakeSession, fakeUser, VALID_MOBILE } from '../flows/shared/auth-fixtures';
import { FIELDS_WITH_PIN, PROFILE, SAVED, SUB_EVENT_UUID, TODAY } from '../flows/attendee-form/attendee-form.model';

const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.access.signature';
const REFRESH_TOKEN = 'rt_7f3a9c2e5b1d';
const OTP = '482913';
const MPIN = '4821';
const NEW_MPIN = '7390';

/** None of the secrets may appear anywhere in what the inspector would be sent. */
function expectNoSecret(masked: unknown) {
  const text = JSON.stringify(masked);
  for (const secret of [ACCESS_TOKEN, REFRESH_TOKEN, OTP, MPIN, NEW_MPIN]) expect(text).not.toContain(secret);
}

describe('maskSecrets', () => {
  it('masks the session tokens and keeps the user', () => {
    const context = { token: ACCESS_TOKEN, refreshToken: REFRESH_TOKEN, user: fakeUser() };
    expect(sanitizeContext(context)).toEqual({ token: MASK, refreshToken: MASK, user: fakeUser() });
    expect(context.token).toBe(ACCESS_TOKEN); // a copy: the running machine keeps its context
  });

  it('masks a forgot-MPIN context: OTP, new MPIN and confirmation, not the touched flags', () => {
    const snapshot = forgotMpinMachine.resolveState({
      value: { resetStep: 'editing' },
      context: {
        mobile: VALID_MOBILE,
        userUuid: '6f1c2f5e-2d1b-4c4a-9f1e-8d7c6b5a4e3d',
        challengeId: 'c2lnbmluLWNoYWxsZW5nZQ',
        otp: OTP,
        newMpin: NEW_MPIN,
        confirmMpin: NEW_MPIN,
        touched: { mobile: true, otp: true, newMpin: true, confirmMpin: false },
        otpClears: 0,
      },
    });
    expect(sanitizeContext(snapshot.context)).toEqual({
      mobile: VALID_MOBILE,
      userUuid: '6f1c2f5e-2d1b-4c4a-9f1e-8d7c6b5a4e3d',
      challengeId: MASK,
      otp: MASK,
      newMpin: MASK,
      confirmMpin: MASK,
      touched: { mobile: true, otp: true, newMpin: true, confirmMpin: false },
      otpClears: 0,
    });
  });

  it("masks a registration context's nested values.mpin and values.confirmMpin; empty fields stay empty", () => {
    const context = {
      ...INITIAL_REGISTRATION_CONTEXT,
      values: {
        mobile: VALID_MOBILE,
        otp: '',
        fullName: 'Asha Verma',
        username: 'asha_v',
        email: 'asha@example.com',
        mpin: MPIN,
        confirmMpin: MPIN,
      },
    };
    const masked = sanitizeContext(context);
    expect(masked.values).toEqual({ ...context.values, mpin: MASK, confirmMpin: MASK });
    expect(masked.values.otp).toBe('');
    expect(masked.touched).toEqual(INITIAL_REGISTRATION_CONTEXT.touched);
  });

  it('masks the tokens inside an event, e.g. output.session.token of a sign-in', () => {
    const session = { ...fakeSession(), token: ACCESS_TOKEN, refresh_token: REFRESH_TOKEN };
    const event = { type: 'xstate.done.actor.signIn', output: { session, message: 'Signed in' } };
    expect(sanitizeEvent(event)).toEqual({
      type: 'xstate.done.actor.signIn',
      output: { session: { token: MASK, refresh_token: MASK, user: session.user }, message: 'Signed in' },
    });
    expect(sanitizeEvent({ type: 'SESSION.START', session })).toMatchObject({ session: { token: MASK } });
    expect(sanitizeEvent({ type: 'TOKEN.REJECTED', token: ACCESS_TOKEN })).toEqual({
      type: 'TOKEN.REJECTED',
      token: MASK,
    });
  });

  it('masks the value of form events that carry an MPIN or OTP, and no other value', () => {
    expect(sanitizeEvent({ type: 'MPIN.CHANGE', value: MPIN })).toEqual({ type: 'MPIN.CHANGE', value: MASK });
    expect(sanitizeEvent({ type: 'OTP.CHANGE', value: OTP })).toEqual({ type: 'OTP.CHANGE', value: MASK });
    for (const field of ['mpin', 'confirmMpin', 'newMpin', 'otp']) {
      expect(sanitizeEvent({ type: 'FIELD.CHANGE', field, value: '12' })).toEqual({
        type: 'FIELD.CHANGE',
        field,
        value: MASK,
      });
    }
    expect(sanitizeEvent({ type: 'FIELD.CHANGE', field: 'fullName', value: 'Asha' })).toEqual({
      type: 'FIELD.CHANGE',
      field: 'fullName',
      value: 'Asha',
    });
    expect(sanitizeEvent({ type: 'MOBILE.CHANGE', value: VALID_MOBILE })).toEqual({
      type: 'MOBILE.CHANGE',
      value: VALID_MOBILE,
    });
  });

  it('knows the server spellings too', () => {
    for (const key of ['access_token', 'refresh_token', 'otp_code', 'new_mpin', 'confirm_mpin', 'accessToken']) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of ['is_mpin_set', 'mobile', 'user_uuid', 'tokenType', 'message']) {
      expect(isSecretKey(key), key).toBe(false);
    }
    expect(maskSecrets({ data: { access_token: ACCESS_TOKEN, otp_code: OTP, new_mpin: NEW_MPIN } })).toEqual({
      data: { access_token: MASK, otp_code: MASK, new_mpin: MASK },
    });
  });

  it('copies plain data out of cycles, functions and errors', () => {
    const loop: Record<string, unknown> = { mpin: MPIN };
    loop.self = loop;
    const masked = maskSecrets({ loop, run: function storeTokens() {}, error: new Error('Invalid OTP') });
    expect(masked).toEqual({
      loop: { mpin: MASK, self: '[circular]' },
      run: '[function storeTokens]',
      error: { name: 'Error', message: 'Invalid OTP' },
    });
  });
});

describe('everything a real sign-in shows the inspector', () => {
  it('carries no token or MPIN once masked: snapshots, events, promise input and output', async () => {
    const seen: InspectionEvent[] = [];
    const session = { ...fakeSession(), token: ACCESS_TOKEN, refresh_token: REFRESH_TOKEN };
    const login = createActor(
      loginMachine.provide({
        actors: { signIn: fromPromise<SignInOutput, SignInInput>(async () => ({ session, message: 'Signed in' })) },
      }),
      { inspect: (event) => void seen.push(event) },
    );
    login.start();
    login.send({ type: 'FIELD.CHANGE', field: 'mobile', value: VALID_MOBILE });
    login.send({ type: 'FIELD.CHANGE', field: 'mpin', value: MPIN });
    login.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(login.getSnapshot().status).toBe('done');

    // Unmasked, the secrets are there: the sign-in call's input, its output, the context.
    expect(JSON.stringify(seen.filter((event) => event.type === '@xstate.snapshot').map((e) => e.snapshot))).toContain(
      ACCESS_TOKEN,
    );
    const masked = maskSecrets(seen);
    expectNoSecret(masked);
    expect(JSON.stringify(masked)).toContain(VALID_MOBILE);
  });

  it('a signed-in session snapshot, as an actor registration would show it', () => {
    const snapshot = sessionMachine.resolveState({
      value: { signedIn: 'idle' },
      context: { token: ACCESS_TOKEN, refreshToken: REFRESH_TOKEN, user: fakeUser() },
    });
    const masked = maskSecrets({ type: '@xstate.actor', snapshot });
    expectNoSecret(masked);
    expect(masked.snapshot).toMatchObject({
      value: { signedIn: 'idle' },
      context: { token: MASK, refreshToken: MASK },
    });
  });
});

describe('inspect', () => {
  it('is off without a browser page asking for it', () => {
    expect(inspect).toBeUndefined();
  });
});

describe('inspect with ?inspect in development', () => {
  it('loads the inspector once, with the masking options, and hands it what came before', async () => {
    vi.resetModules();
    vi.stubGlobal('window', { location: { search: '?inspect' } });
    const received: unknown[] = [];
    const created = vi.fn((_options: Record<string, unknown>) => ({
      inspect: { next: (event: unknown) => void received.push(event) },
    }));
    vi.doMock('@statelyai/inspect', () => ({ createBrowserInspector: created }));
    try {
      const module = await import('../../src/app/inspector');
      expect(module.inspect).toBeDefined();
      const first = { type: '@xstate.event' } as InspectionEvent;
      const second = { type: '@xstate.snapshot' } as InspectionEvent;
      module.inspect?.next?.(first);
      module.inspect?.next?.(second);
      await vi.waitFor(() => expect(received).toEqual([first, second]));
      module.inspect?.next?.(first);
      expect(received).toEqual([first, second, first]);
      expect(created).toHaveBeenCalledTimes(1);
      const options = created.mock.calls[0]?.[0];
      const masking = await import('../../src/app/inspector-masking');
      expect(options).toMatchObject({ sanitizeContext: masking.sanitizeContext, sanitizeEvent: masking.sanitizeEvent });
      const serialize = options?.serialize as (event: unknown) => unknown;
      expect(
        serialize({ type: '@xstate.snapshot', snapshot: { input: { mobile: VALID_MOBILE, mpin: MPIN } } }),
      ).toEqual({
        type: '@xstate.snapshot',
        snapshot: { input: { mobile: VALID_MOBILE, mpin: MASK } },
      });
    } finally {
      vi.doUnmock('@statelyai/inspect');
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});

describe('attendee personal data', () => {
  // What a participant types about the people they book for (often family) never reaches the inspector.
  const ATTENDEE = { name: 'Meera Kulkarni', email: 'meera.k@example.com', phone: '9988776655', pin: '411001' };

  it('a real attendee form: typed answers, a saved attendee applied and the self-prefill profile are ***', async () => {
    // Field ids as the server gives them (uuids), never names the account forms use.
    const fields = FIELDS_WITH_PIN.map((field) => ({
      ...field,
      field_uuid: `${field.field_uuid}-${crypto.randomUUID()}`,
    }));
    const idOf = (label: string) => fields.find((field) => field.label === label)!.field_uuid;
    const seen: InspectionEvent[] = [];
    const form = createActor(
      attendeeFormMachine.provide({
        actors: {
          savedAttendees: savedAttendeesMachine.provide({
            actors: { loadSavedAttendees: fromPromise(async () => [SAVED]) },
          }),
          lookupPincode: fromPromise(async () => ({ city: 'Pune', state: 'Maharashtra' })),
        },
      }),
      {
        input: {
          subEventUuid: SUB_EVENT_UUID,
          fields,
          minAge: null,
          maxAge: null,
          today: TODAY,
          category: '10K Run',
          initialValues: {},
          selfPrefillOffered: true,
          profile: PROFILE,
        },
        inspect: (event) => void seen.push(event),
      },
    );
    form.start();
    form.send({ type: 'FIELD.CHANGE', field: idOf('Full Name'), value: ATTENDEE.name });
    form.send({ type: 'FIELD.CHANGE', field: idOf('Email Address'), value: ATTENDEE.email });
    form.send({ type: 'FIELD.CHANGE', field: idOf('Mobile Number'), value: ATTENDEE.phone });
    form.send({ type: 'FIELD.CHANGE', field: idOf('PIN Code'), value: ATTENDEE.pin });
    await new Promise((resolve) => setTimeout(resolve, 0));
    form.send({ type: 'SAVED.APPLY', attendee: SAVED });

    // Unmasked, the inspection events do carry them (actor refs serialize to their ids).
    const unmasked = JSON.stringify(seen);
    for (const secret of [ATTENDEE.name, ATTENDEE.email, SAVED.email, PROFILE.email])
      expect(unmasked).toContain(secret);
    const masked = JSON.stringify(maskSecrets(seen));
    for (const secret of <string[]>[
      ...Object.values(ATTENDEE),
      SAVED.name,
      SAVED.email,
      SAVED.phone,
      PROFILE.name,
      PROFILE.email,
    ]) {
      expect(masked, secret).not.toContain(secret);
    }
    // The form's definition stays readable: a designer still sees which fields there are.
    expect(masked).toContain('Full Name');
    form.stop();
  });

  it('attendees in order summaries, registrations and the checkout prefill are ***, the account holder is not', () => {
    const ticket = {
      participantUuid: 'p-1',
      name: ATTENDEE.name,
      email: ATTENDEE.email,
      phone: ATTENDEE.phone,
      category: '10K Run',
    };
    const masked = maskSecrets({
      summary: { tickets: [ticket] },
      registrations: { participants: [ticket] },
      details: { prefill: { name: ATTENDEE.name, email: ATTENDEE.email, contact: ATTENDEE.phone } },
      tickets: [{ key: '10K Run#1', attendeeName: ATTENDEE.name, answers: { pin: ATTENDEE.pin } }],
      user: fakeUser(),
    });
    const text = JSON.stringify(masked);
    for (const secret of Object.values(ATTENDEE)) expect(text, secret).not.toContain(secret);
    expect(masked.summary.tickets[0]).toMatchObject({ participantUuid: 'p-1', category: '10K Run', name: MASK });
    expect(masked.user).toEqual(fakeUser());
    expect(sanitizeEvent({ type: 'FIELD.CHANGE', field: 'fullName', value: 'Asha' })).toMatchObject({ value: 'Asha' });
  });
});
