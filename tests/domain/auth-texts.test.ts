// SPEC §5 and §8 texts of the sign-in flows.
import { describe, expect, it } from 'vitest';
import { AUTH_SUCCESS_TEXTS, otpCooldownMessage } from '../../src/domain/auth-texts';

describe('otpCooldownMessage', () => {
  it.each([
    { seconds: 30, text: 'Please wait 30s before requesting another OTP' },
    { seconds: 1, text: 'Please wait 1s before requesting another OTP' },
  ])("SPEC §5: 'Please wait {n}s before requesting another OTP' with n = $seconds", ({ seconds, text }) => {
    expect(otpCooldownMessage(seconds)).toBe(text);
  });
});

describe('welcome toasts', () => {
  it('name the product, DESIGN §6', () => {
    expect(AUTH_SUCCESS_TEXTS.signedIn).toBe('Login successful! Welcome back to Startline');
    expect(AUTH_SUCCESS_TEXTS.registered).toBe('Registration completed successfully! Welcome to Startline');
  });
});
