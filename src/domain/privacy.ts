// The privacy notice and its promises, written once: the registration wizard's notice, the privacy
// policy page, the server's consent record and the retention job (server/jobs/retention.ts) all read
// these, so what the policy says is kept for how long is what the code deletes (docs/privacy.md).

/** The privacy policy's version; a consent record names the version the person agreed to. */
export const PRIVACY_POLICY_VERSION = '2026-11-27';

export const PRIVACY_POLICY_PATH = '/privacy-policy';

/** The registration wizard's short notice (DPDP Act 2023 §5: what, why, how long, and the rights). */
export const CONSENT_NOTICE = {
  heading: 'Your data and your consent',
  what: 'We collect your mobile number, name, username and email, and the attendee details you enter when you book.',
  why: 'We use them to create your account, sign you in, register attendees for events, take payment and send your tickets and GST invoices.',
  howLong:
    'We keep them while your account is open. You can download your data or delete your account on My Profile at any time; GST invoices are kept for 8 years as tax law requires.',
  linkText: 'Read the privacy policy',
  checkboxLabel: 'I have read the notice and agree to the processing of my personal data',
  required: 'Please agree to the privacy notice to continue',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long each kind of data is kept once it is no longer needed, in days. The retention job deletes
 * each kind after its period; the privacy policy page and docs/privacy.md show the same numbers.
 */
export const RETENTION_DAYS = {
  /** OTP challenges (and forgot-MPIN decoys), counted from their expiry. */
  otpChallenges: 1,
  /** The log of OTP sends: the hourly send caps need one hour of it. */
  otpSendLog: 1,
  /** Failed sign-ins and OTP checks: the limits count 15 minutes of them. */
  authFailureLog: 1,
  /** The payment provider's webhook payloads: Razorpay redelivers for at most 24 hours. */
  webhookPayloads: 30,
  /** Refresh tokens, counted from their expiry. */
  expiredRefreshTokens: 1,
  /** A sign-up whose profile was never completed (a mobile number verified, no account made). */
  abandonedSignUps: 7,
  /** Tickets and orders never paid, counted from when they were made. */
  unpaidRegistrations: 30,
  /** GST invoices and credit notes (CGST Act §36: 72 months after the annual return's due date). */
  taxDocumentYears: 8,
} as const;

export const retentionMs = (days: number) => days * DAY_MS;

/** The texts of 'Download my data' and 'Delete account' on /profile, said by the server and the screen. */
export const PRIVACY_TEXTS = {
  exported: 'Your data is ready',
  exportFailed: 'Failed to download your data. Please try again.',
  deleted: 'Your account has been deleted',
  deleteFailed: 'Failed to delete your account. Please try again.',
  wrongMpin: 'Incorrect MPIN',
} as const;

/** What the Delete account dialog says before it asks for the MPIN. */
export const ACCOUNT_DELETION_NOTICE = {
  summary: 'This cannot be undone. Enter your MPIN to delete your account.',
  facts: [
    'Your profile, the attendees you registered, your orders, saved attendees and uploaded documents are deleted.',
    'You are signed out everywhere.',
    `GST invoices and credit notes are kept as issued for ${RETENTION_DAYS.taxDocumentYears} years, as tax law requires.`,
    'You can register again with the same mobile number.',
  ],
} as const;

/** The 'Your Data' card on /profile. */
export const YOUR_DATA_TEXT = {
  heading: 'Your Data',
  intro: 'Download a copy of everything we hold about your account, or delete your account and its personal data.',
  policyLink: 'Privacy Policy',
} as const;
