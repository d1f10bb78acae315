// otp-send with its storage (src/app/flows/otp-send.ts): the resend cooldown of SPEC §5 and §9,
// 30 s per mobile number and purpose in local storage, with the account the code was sent for.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { DeliveredOtp, DeliverOtpInput, OtpSendInput } from '../../../machines/otp-send/otp-send.types';
import { AuthCallError } from '../../../machines/shared/auth-outcomes';
import { createOtpSend } from '../../../src/app/flows/otp-send';
import { MemoryStorage } from '../../app/fake-browser';

const MOBILE = '9876543210';
const USER_UUID = '6f1c2f5e-2d1b-4c4a-9f1e-8d7c6b5a4e3d';
const T0 = Date.parse('2026-11-24T10:00:00.000Z');

function setUp(
  storage: Storage | null = new MemoryStorage(),
  answer: () => Promise<DeliveredOtp> = async () => ({
    message: 'OTP sent successfully',
    userUuid: null,
  }),
) {
  const delivered: DeliverOtpInput[] = [];
  const clock = { now: T0 };
  const logic = createOtpSend(
    fromPromise<DeliveredOtp, DeliverOtpInput>(async ({ input }) => {
      delivered.push(input);
      return answer();
    }),
    storage,
    () => clock.now,
  );
  const send = (input: Partial<OtpSendInput> = {}) =>
    toPromise(
      createActor(logic, {
        input: { purpose: 'registration', kind: 'send', mobile: MOBILE, userUuid: null, ...input },
      }).start(),
    );
  return { storage, delivered, clock, send };
}

describe('createOtpSend', () => {
  it('delivers when nothing is remembered, and remembers the end of the 30 s with the account', async () => {
    const { storage, delivered, send } = setUp(new MemoryStorage(), async () => ({
      message: null,
      userUuid: USER_UUID,
    }));
    expect(await send({ purpose: 'mpin_reset' })).toEqual({ outcome: 'sent', message: null, userUuid: USER_UUID });
    expect(delivered).toEqual([{ kind: 'send', mobile: MOBILE, userUuid: null }]);
    expect((storage as MemoryStorage).snapshot()).toEqual({
      [`otp_cooldown:mpin_reset:${MOBILE}`]: JSON.stringify({ endsAt: T0 + 30_000, userUuid: USER_UUID }),
    });
  });

  it('sends nothing for 30 s and says how long is left and for which account, then sends again', async () => {
    const { delivered, clock, send } = setUp(new MemoryStorage(), async () => ({ message: null, userUuid: USER_UUID }));
    await send({ purpose: 'mpin_reset' });
    clock.now = T0 + 5_000;
    expect(await send({ purpose: 'mpin_reset', kind: 'resend' })).toEqual({
      outcome: 'coolingDown',
      secondsLeft: 25,
      userUuid: USER_UUID,
    });
    clock.now = T0 + 29_001;
    expect(await send({ purpose: 'mpin_reset' })).toMatchObject({ outcome: 'coolingDown', secondsLeft: 1 });
    expect(delivered).toHaveLength(1);
    clock.now = T0 + 30_000;
    expect(await send({ purpose: 'mpin_reset' })).toMatchObject({ outcome: 'sent' });
    expect(delivered).toHaveLength(2);
  });

  it('keeps the cooldown per number and per purpose', async () => {
    const { delivered, send } = setUp();
    await send();
    expect(await send({ mobile: '8123456789' })).toMatchObject({ outcome: 'sent' });
    expect(await send({ purpose: 'mpin_reset' })).toMatchObject({ outcome: 'sent' });
    expect(await send()).toMatchObject({ outcome: 'coolingDown', secondsLeft: 30 });
    expect(delivered.map((input) => input.mobile)).toEqual([MOBILE, '8123456789', MOBILE]);
  });

  it('still reads the bare end time earlier builds stored (without an account)', async () => {
    const storage = new MemoryStorage();
    storage.setItem(`otp_cooldown:registration:${MOBILE}`, String(T0 + 12_000));
    const { delivered, send } = setUp(storage);
    expect(await send()).toEqual({ outcome: 'coolingDown', secondsLeft: 12, userUuid: null });
    expect(await send({ userUuid: USER_UUID })).toEqual({
      outcome: 'coolingDown',
      secondsLeft: 12,
      userUuid: USER_UUID,
    });
    expect(delivered).toEqual([]);
  });

  it('treats an unreadable entry as none, and an ended cooldown as none', async () => {
    const storage = new MemoryStorage();
    storage.setItem(`otp_cooldown:registration:${MOBILE}`, '{oops');
    storage.setItem(`otp_cooldown:registration:8123456789`, JSON.stringify({ endsAt: T0 - 1, userUuid: USER_UUID }));
    const { delivered, send } = setUp(storage);
    expect(await send()).toMatchObject({ outcome: 'sent' });
    expect(await send({ mobile: '8123456789' })).toEqual({
      outcome: 'sent',
      message: 'OTP sent successfully',
      userUuid: null,
    });
    expect(delivered).toHaveLength(2);
  });

  it('sends even when storage is missing or throws, and then only the server holds the cooldown', async () => {
    const throwing = new MemoryStorage();
    throwing.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    throwing.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    for (const storage of [null, throwing]) {
      const { delivered, send } = setUp(storage);
      expect(await send()).toMatchObject({ outcome: 'sent' });
      expect(await send()).toMatchObject({ outcome: 'sent' });
      expect(delivered).toHaveLength(2);
    }
  });

  it('ends failed with the error of a failed delivery and remembers nothing', async () => {
    const refused = new AuthCallError(429, 'Too many OTP requests. Please try again later.');
    const { storage, send } = setUp(new MemoryStorage(), async () => {
      throw refused;
    });
    expect(await send()).toEqual({ outcome: 'failed', error: refused });
    expect((storage as MemoryStorage).snapshot()).toEqual({});
  });
});
