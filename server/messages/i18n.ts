// The messages' languages (issue 30 part 2): SMS texts in the recipient account's language, from the
// server's own catalogues (server/messages/locales/{en,hi}.json) through i18next with ICU, as the app's
// screens are (src/i18n). English stays exactly what SMS_TEMPLATES says (the en catalogue is tested to
// be the same), and an English message is sent as before, byte for byte; a Hindi one is the Hindi
// template, registered on DLT under its own id (Msg91Settings.hindiTemplateIds), with the same variables.
// Placeholders are ICU's `{name}`, which is also how the DLT templates are written here.
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { eq } from 'drizzle-orm';
import { formatInr } from '../../src/domain/money';
import { DEFAULT_LANGUAGE, INTL_LOCALE, isLanguage, languageFromCookieHeader } from '../../src/domain/language';
import type { Db } from '../db/connect';
import { users, type AccountLanguage } from '../db/schema';
import en from './locales/en.json';
import hi from './locales/hi.json';
import type { OrderFacts } from './order-facts';
import type { SmsMessage } from './sms/provider';
import { MAIL_LABELS, confirmationMail, type MailText } from './texts';

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
