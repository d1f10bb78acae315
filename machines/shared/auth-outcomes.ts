// How a failed auth call becomes a text (SPEC §8: the server's message is used when present), and what a
// sign-in hands its screen. Shared by login, forgot MPIN, the registration wizard, change MPIN and
// profile, so the rule lives once. The texts themselves live in src/domain/auth-texts.
import type { AuthSession } from '../../src/api/types';
import type { FailureDefaults } from '../../src/domain/auth-texts';

/** The failure an auth actor throws: the HTTP status (absent when no response came) and the server's text. */
export class AuthCallError extends Error {
  override name = 'AuthCallError';
  constructor(
    readonly status: number | undefined,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `Auth call failed${status === undefined ? ' without a response' : ` with ${status}`}`);
  }
}

/**
 * Sign-in refused because this browser's network has too many failed sign-ins (issue 25 item 6): an
 * OTP went to the account's number, and signing in again with it and `challengeId` gets through.
 */
export class SignInOtpRequired extends AuthCallError {
  override name = 'SignInOtpRequired';
  constructor(
    serverMessage: string | null,
    readonly challengeId: string,
  ) {
    super(429, serverMessage);
  }
}

export function failureText(error: unknown, defaults: FailureDefaults): string {
  if (error instanceof AuthCallError) {
    if (error.serverMessage) return error.serverMessage;
    return error.status === undefined ? defaults.unreachable : defaults.refused;
  }
  return defaults.unreachable;
}

/**
 * True when the server answered and said no (a wrong OTP or MPIN, a locked account): what was typed
 * into the code boxes is wrong and is cleared. Without an answer the code may be right, so it stays.
 */
export function wasRefused(error: unknown): boolean {
  return error instanceof AuthCallError && error.status !== undefined;
}

/** A success text: the server's message when it sent one, else the SPEC default. */
export function successText(serverMessage: string | null | undefined, fallback: string): string {
  return serverMessage && serverMessage.trim() !== '' ? serverMessage : fallback;
}

// Toasts and navigation live in ./notices; profile still imports them from here until its change lands.
export type { LeaveEmitted, NotifyEmitted } from './notices';

/** Emitted once signed in: the screen hands the session over and goes to the saved redirect URL or /. */
export interface SignedInEmitted {
  type: 'signedIn';
  session: AuthSession;
}

/** POST /auth/signin's input and what the flows keep of its answer (login and the wizard's auto sign-in). */
export interface SignInInput {
  mobile: string;
  mpin: string;
  /** The sign-in OTP step's code and the challenge it answers (issue 25 item 6). */
  otp?: string;
  challengeId?: string;
}

export interface SignInOutput {
  session: AuthSession;
  message: string | null;
}
