// SPEC §3 stored auth data: access_token, refresh_token, user_data in local storage.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { DeliveredOtp, DeliverOtpInput } from '../../machines/otp-send/otp-send.types';
import { createOtpSend } from '../../src/app/flows/otp-send';
import { createInTabLock } from '../../src/app/session/refresh-lock';
import {
  clearStoredSession,
  readStoredSession,
  writeRefreshedTokens,
  writeStoredSession,
} from '../../src/app/session/stored-session';
import { MemoryStorage, TEST_USER } from './fake-browser';

describe('stored session', () => {
  it('writes the three keys of SPEC §3 and reads them back', () => {
    const storage = new MemoryStorage();
    writeStoredSession(storage, { token: 'access-1', refresh_token: 'refresh-1', user: TEST_USER });
    expect(storage.snapshot()).toEqual({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      user_data: JSON.stringify(TEST_USER),
    });
    expect(readStoredSession(storage)).toEqual({ token: 'access-1', refreshToken: 'refresh-1', user: TEST_USER });
  });

  it('replaces the refresh token only when the server rotated it', () => {
    const storage = new MemoryStorage();
    writeStoredSession(storage, { token: 'access-1', refresh_token: 'refresh-1', user: TEST_USER });
    writeRefreshedTokens(storage, { token: 'access-2', refreshToken: null });
    expect(readStoredSession(storage)).toMatchObject({ token: 'access-2', refreshToken: 'refresh-1' });
    writeRefreshedTokens(storage, { token: 'access-3', refreshToken: 'refresh-3' });
    expect(readStoredSession(storage)).toMatchObject({ token: 'access-3', refreshToken: 'refresh-3' });
  });

  it('is signed out without an access token, and tolerates a damaged user_data', () => {
    const storage = new MemoryStorage();
    storage.setItem('refresh_token', 'refresh-1');
    expect(readStoredSession(storage)).toBeNull();
    storage.setItem('access_token', 'access-1');
    storage.setItem('user_data', '{oops');
    expect(readStoredSession(storage)).toEqual({ token: 'access-1', refreshToken: 'refresh-1', user: null });
    storage.setItem('user_data', JSON.stringify({ name: 'no uuid' }));
    expect(readStoredSession(storage)?.user).toBeNull();
  });

  it('clears only the auth keys: a running OTP cooldown survives a logout', async () => {
    const storage = new MemoryStorage();
    writeStoredSession(storage, { token: 'a', refresh_token: 'r', user: TEST_USER });
    // The entry otp-send writes for this number (src/app/flows/otp-send.ts).
    await toPromise(
      createActor(
        createOtpSend(
          fromPromise<DeliveredOtp, DeliverOtpInput>(async () => ({ message: null, userUuid: null })),
          storage,
          () => 0,
        ),
        { input: { purpose: 'registration', kind: 'send', mobile: '9876543210', userUuid: null } },
      ).start(),
    );
    const cooldown = { 'otp_cooldown:registration:9876543210': JSON.stringify({ endsAt: 30_000, userUuid: null }) };
    expect(storage.snapshot()).toMatchObject(cooldown);
    clearStoredSession(storage);
    expect(storage.snapshot()).toEqual(cooldown);
  });
});

describe('in-tab refresh lock (fallback without navigator.locks)', () => {
  it('grants one holder at a time, in request order, and skips a waiter that gave up', async () => {
    const lock = createInTabLock();
    const order: string[] = [];
    let releaseFirst = () => {};
    const first = lock.request('l', { signal: new AbortController().signal }, async () => {
      order.push('first');
      await new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      order.push('first released');
    });
    const giveUp = new AbortController();
    const abandoned = lock.request('l', { signal: giveUp.signal }, async () => order.push('abandoned'));
    const third = lock.request('l', { signal: new AbortController().signal }, async () => order.push('third'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(['first']);
    giveUp.abort();
    releaseFirst();
    await first;
    await expect(abandoned).rejects.toThrow('aborted');
    await third;
    expect(order).toEqual(['first', 'first released', 'third']);
  });
});
