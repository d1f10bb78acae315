// The messages' languages (issue 30 part 2): SMS texts in the recipient account's language, from the
// server's own catalogues (server/messages/locales/{en,hi}.json) through i18next with ICU, as the app's
// screens are (src/i18n). English stays exactly what SMS_TEMPLATES says (the en catalogue is tested to
// be the same), and an English message is sent as before, byte for byte; a Hindi one is the Hindi
// template, registered on DLT under its own id (Msg91Settings.hindiTemplateIds), with the same variables.
// Placeholders are ICU's `{name}`, which is also how the DLT templates are written here.
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { eq } from 'drizzle-orm';
import { formatEventDateTime, formatOrderDate } from '../../src/domain/dates';
import { formatInr } from '../../src/domain/money';
import { INDIA_TIME_ZONE } from '../../src/domain/constants';
import { toInstant, wallClockIn, type DateInput } from '../../src/domain/time-zone';
import { DEFAULT_LANGUAGE, INTL_LOCALE, isLanguage, languageFromCookieHeader } from '../../src/domain/language';
import type { Db } from '../db/connect';
import { users, type AccountLanguage } from '../db/schema';
import en from './locales/en.json' with { type: 'json' };
import hi from './locales/hi.json' with { type: 'json' };
import type { OrderFacts } from './order-facts';
import type { SmsMessage } from './sms/provider';
import type { CancellationFacts } from './ticket-cancellation-messages';
import {
  MAIL_LABELS,
  cancellationMail,
  confirmationMail,
  refundMail,
  reissuedMail,
  transferAcceptedMail,
  waitlistOfferMail,
  type MailText,
  type ReissueFacts,
  type TransferFacts,
  type WaitlistOfferFacts,
} from './texts';

export const MESSAGE_CATALOGUES = { en, hi } as const;

const messages = i18next.createInstance();
void messages.use(new ICU({ parseLngForICU: (lng: string) => (isLanguage(lng) ? INTL_LOCALE[lng] : lng) })).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  resources: { en: { translation: en }, hi: { translation: hi } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

// The app's catalogue types i18next's keys (src/i18n); these catalogues are the server's own.
const translate = messages.t.bind(messages) as unknown as (key: string, options: Record<string, unknown>) => string;

/** The SMS `message` worded in `language`: an English one is returned as it is. */
export function smsIn(language: AccountLanguage, message: SmsMessage): SmsMessage {
  if (language === 'en') return message;
  const key = `sms.${message.template}`;
  if (!messages.exists(key, { lng: language }))
    throw new Error(`no ${language} text for the SMS '${message.template}'`);
  return { ...message, language, text: translate(key, { lng: language, ...message.variables }) };
}

/**
 * Who gets an SMS: the account's language; for a number with no account yet, or one whose sign-up is
 * still under way (an OTP at sign-up), the language the request came with (its `startline_lang`
 * cookie), else English.
 */
export async function smsLanguage(
  db: Db,
  mobileNumber: string,
  request?: { headers: { cookie?: string | undefined } },
): Promise<AccountLanguage> {
  const [account] = await db
    .select({ language: users.language, status: users.status })
    .from(users)
    .where(eq(users.mobileNumber, mobileNumber));
  const asked = languageFromCookieHeader(request?.headers.cookie);
  if (account && account.status !== 'pending') return account.language;
  return asked ?? account?.language ?? DEFAULT_LANGUAGE;
}

/** The SMS as its recipient gets it: in their account's language. */
export async function smsForRecipient(db: Db, sms: SmsMessage): Promise<SmsMessage> {
  return smsIn(await smsLanguage(db, sms.mobileNumber), sms);
}

export type MailLabels = { [Label in keyof typeof MAIL_LABELS]: string };

/** The labels of an order's mail in `language`: English is MAIL_LABELS itself. */
export function mailLabelsIn(language: AccountLanguage): MailLabels {
  if (language === 'en') return MAIL_LABELS;
  const labels = Object.keys(MAIL_LABELS).map((label) => [label, translate(`mail.labels.${label}`, { lng: language })]);
  return Object.fromEntries(labels) as MailLabels;
}

/** The alt text of an attendee's e-ticket QR in the mail's HTML. */
export function qrAltIn(language: AccountLanguage, name: string): string {
  return language === 'en' ? `E-ticket QR code for ${name}` : translate('mail.qrAlt', { lng: language, name });
}

/** The confirmation mail's texts (the e-ticket mail) in `language`: English is confirmationMail's, as it was. */
export function confirmationMailIn(language: AccountLanguage, facts: OrderFacts, invoiceAttached: boolean): MailText {
  if (language === 'en') return confirmationMail(facts, invoiceAttached);
  const say = (key: string, values: Record<string, string> = {}) =>
    translate(`mail.confirmation.${key}`, { lng: language, ...values });
  return {
    subject: say('subject', { event: facts.event.name }),
    heading: say('heading'),
    intro: say('intro', { name: facts.buyer.name, amount: formatInr(facts.grandTotalPaise), event: facts.event.name }),
    closing: invoiceAttached
      ? say('closingAttached', { invoice: facts.invoiceNumber ? ` ${facts.invoiceNumber}` : '' })
      : say('closingInvoicePage'),
  };
}

/** A mail's texts under `mail.<name>` in `language`. */
function mailSaying(language: AccountLanguage, name: string) {
  return (key: string, values: Record<string, string> = {}) =>
    translate(`mail.${name}.${key}`, { lng: language, ...values });
}

/** Hindi names the part of the day rather than AM/PM, as the app does (src/i18n/formats.ts). */
function dayPartOf(hour: number): 'morning' | 'afternoon' | 'evening' | 'night' {
  if (hour >= 4 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 16) return 'afternoon';
  if (hour >= 16 && hour < 20) return 'evening';
  return 'night';
}

/**
 * An event's moment in `language`: English as formatEventDateTime words it ('January 5, 2025 at 10:30 AM');
 * Hindi as the app words it (src/i18n/formats.ts localEventDateTime, which the server may not import:
 * the same months and parts of the day, in the server's catalogue): '5 जनवरी 2025, सुबह 10:30 बजे'.
 * India's clock and Latin digits in both.
 */
export function eventMomentIn(language: AccountLanguage, value: DateInput): string {
  if (language === 'en') return formatEventDateTime(value);
  if (value === null || value === undefined || value === '') return translate('dates.tbd', { lng: language });
  const instant = toInstant(value, INDIA_TIME_ZONE);
  if (!instant) return translate('dates.invalid', { lng: language });
  const clock = wallClockIn(instant, INDIA_TIME_ZONE);
  return translate('dates.eventDateTime', {
    lng: language,
    month: translate(`dates.monthLong.${clock.month}`, { lng: language }),
    day: String(clock.day),
    year: String(clock.year),
    hour: String(clock.hour % 12 === 0 ? 12 : clock.hour % 12),
    minute: String(clock.minute).padStart(2, '0'),
    period: clock.hour < 12 ? 'am' : 'pm',
    dayPart: dayPartOf(clock.hour),
  });
}

/**
 * The end of an offer or a transfer's window in `language`: English as formatOrderDate words it
 * ('05 Jan 2031, 10:30 AM', the SMS templates' `{until}`), Hindi as an event's moment is.
 */
export function untilIn(language: AccountLanguage, value: DateInput): string {
  return language === 'en' ? formatOrderDate(value) : eventMomentIn(language, value);
}

/** A late payment's refund mail in `language`: English is refundMail's. */
export function refundMailIn(language: AccountLanguage, facts: OrderFacts, creditNoteAttached: boolean): MailText {
  if (language === 'en') return refundMail(facts, creditNoteAttached);
  const say = mailSaying(language, 'refund');
  return {
    subject: say('subject', { event: facts.event.name }),
    heading: say('heading'),
    intro: say('intro', { name: facts.buyer.name, amount: formatInr(facts.grandTotalPaise), event: facts.event.name }),
    closing: `${say('closing')}${creditNoteAttached ? say('creditNoteAttached') : ''}`,
  };
}

/** A cancelled ticket's mail in `language`: English is cancellationMail's. */
export function cancellationMailIn(
  language: AccountLanguage,
  facts: OrderFacts,
  cancellation: CancellationFacts,
): MailText {
  if (language === 'en') return cancellationMail(facts, cancellation);
  const say = mailSaying(language, 'cancellation');
  const { attendeeName, refundAmountPaise, feeKeptPaise, creditNoteNumber } = cancellation;
  const feeKept = feeKeptPaise > 0 ? say('feeKept', { fee: formatInr(feeKeptPaise) }) : '';
  const creditNote = creditNoteNumber ? say('creditNote', { note: creditNoteNumber }) : '';
  return {
    subject: say('subject', { event: facts.event.name }),
    heading: say('heading'),
    intro: say('intro', { name: facts.buyer.name, attendee: attendeeName, event: facts.event.name }),
    closing:
      refundAmountPaise > 0
        ? `${say('refunded', { amount: formatInr(refundAmountPaise) })}${feeKept}${say('feesKept')}${creditNote}`
        : say('nothingRefunded'),
  };
}

/** The re-issued e-ticket's mail in `language`: English is reissuedMail's. */
export function reissuedMailIn(language: AccountLanguage, facts: ReissueFacts): MailText {
  if (language === 'en') return reissuedMail(facts);
  const say = mailSaying(language, 'reissued');
  const who = { name: facts.holderName, attendee: facts.attendeeName, event: facts.eventName };
  const change = facts.categoryChange;
  return {
    subject: say('subject', { event: facts.eventName }),
    heading: say('heading'),
    intro: change ? say('introCategory', { ...who, from: change.from, to: change.to }) : say('introDetails', who),
    closing: say('closing'),
  };
}

/** The mail that tells a ticket's sender its transfer was accepted, in `language`. */
export function transferAcceptedMailIn(language: AccountLanguage, facts: TransferFacts): MailText {
  if (language === 'en') return transferAcceptedMail(facts);
  const say = mailSaying(language, 'transferAccepted');
  const who = { sender: facts.senderName, recipient: facts.recipientName, event: facts.eventName };
  return {
    subject: say('subject', who),
    heading: say('heading'),
    intro: say('intro', who),
    closing: say('closing'),
  };
}

/** A waitlist offer's mail in `language` (`facts.until` worded in it, untilIn), and its button. */
export function waitlistOfferMailIn(
  language: AccountLanguage,
  facts: WaitlistOfferFacts,
): MailText & { action: string } {
  if (language === 'en') return { ...waitlistOfferMail(facts), action: 'Book your places' };
  const say = mailSaying(language, 'waitlist');
  return {
    subject: say('subject', { event: facts.eventName }),
    heading: say('heading'),
    intro: say('intro', {
      name: facts.buyerName,
      event: facts.eventName,
      places: String(facts.places),
      until: facts.until,
    }),
    closing: say('closing'),
    action: say('action'),
  };
}
