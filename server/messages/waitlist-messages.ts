// What offering released places to a waitlister (issue 28 item 5) writes to the outbox, in the offering
// transaction: an SMS to their mobile and an e-mail to their address (when they gave one), keyed by
// the entry and the moment of the offer, so an offer is announced once. Rendered at delivery from the
// entry, like an order's messages (order-facts.ts).
import { eq } from 'drizzle-orm';
import { escapeHtml } from '../../src/domain/escape-html';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { subEvents, users, waitlistEntries, type WaitlistMessagePayload } from '../db/schema';
import { enqueue } from './outbox';
import { MessageNotRenderable, type RenderedMail } from './render';
import type { SmsMessage } from './sms/provider';
import { mailLabelsIn, smsLanguage, untilIn, waitlistOfferMailIn } from './i18n';
import { waitlistOfferSms, type WaitlistOfferFacts } from './texts';
import type { AccountLanguage } from '../db/schema';

export async function enqueueWaitlistOfferMessages(
  tx: Db,
  entry: { id: number; userId: number; offeredAt: Date },
  now: Date,
): Promise<void> {
  const [person] = await tx
    .select({ mobile: users.mobileNumber, email: users.email })
    .from(users)
    .where(eq(users.id, entry.userId));
  if (!person) return;
  const kind = 'waitlist_offer';
  const payload: WaitlistMessagePayload = { waitlistEntryId: entry.id };
  const key = `${kind}:${entry.id}:${entry.offeredAt.getTime()}`;
  await enqueue(tx, { dedupeKey: `${key}:sms`, kind, channel: 'sms', recipient: person.mobile, payload }, now);
  if (person.email) {
    await enqueue(tx, { dedupeKey: `${key}:email`, kind, channel: 'email', recipient: person.email, payload }, now);
  }
}

/**
 * The offer's facts, or null when the entry is gone or was never offered; `until` worded in `language`
 * (the SMS recipient's), else in the waitlister account's own (issue 30 part 2).
 */
export async function loadWaitlistOfferFacts(
  db: Db,
  config: Pick<Config, 'publicBaseUrl'>,
  about: WaitlistMessagePayload,
  language?: AccountLanguage,
): Promise<(WaitlistOfferFacts & { language: AccountLanguage }) | null> {
  const [row] = await db
    .select({
      places: waitlistEntries.places,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
      buyerName: users.fullName,
      accountLanguage: users.language,
      eventName: subEvents.name,
      subEventUuid: subEvents.subEventUuid,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .innerJoin(subEvents, eq(subEvents.id, waitlistEntries.subEventId))
    .where(eq(waitlistEntries.id, about.waitlistEntryId));
  if (!row?.offerExpiresAt) return null;
  const wordedIn = language ?? row.accountLanguage;
  return {
    language: wordedIn,
    buyerName: row.buyerName ?? 'there',
    eventName: row.eventName,
    places: row.places,
    until: untilIn(wordedIn, row.offerExpiresAt),
    link: `${config.publicBaseUrl}/event/${row.subEventUuid}`,
  };
}

function waitlistOfferSmsMessage(facts: WaitlistOfferFacts, mobileNumber: string): SmsMessage {
  return { mobileNumber, template: 'waitlist', ...waitlistOfferSms(facts) };
}

function waitlistOfferMailMessage(facts: WaitlistOfferFacts, language: AccountLanguage, to: string): RenderedMail {
  const { action, ...text } = waitlistOfferMailIn(language, facts);
  const labels = mailLabelsIn(language);
  const plain = [
    text.heading,
    '',
    text.intro,
    '',
    `${labels.event}: ${facts.eventName}`,
    '',
    text.closing,
    '',
    `${action}: ${facts.link}`,
    '',
    labels.footer,
  ];
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(text.subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#111;background:#f5f5f4">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px;overflow-wrap:anywhere">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.intro)}</p>
<p>${escapeHtml(text.closing)}</p>
<p><a href="${escapeHtml(facts.link)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;background:#0f766e;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(labels.footer)}</p>
</div></body></html>
`;
  return { to, subject: text.subject, text: `${plain.join('\n')}\n`, html, attachments: [] };
}

/** The offer's SMS or e-mail as delivered; an entry never offered cannot be rendered (a permanent failure). */
/** Said of an offer whose window ran out, or which was taken or left, before its message went out. */
export const OFFER_ENDED_UNSENT = 'the offer ended before it could be sent: nothing to tell';

/**
 * Whether the offer a message announces still stands: delivery asks before sending, so a message held
 * up (a provider away, a backlog) never tells someone a place is theirs after it has gone to the next.
 */
export async function offerStillOpen(db: Db, about: WaitlistMessagePayload, now: Date): Promise<boolean> {
  const [entry] = await db
    .select({ status: waitlistEntries.status, offerExpiresAt: waitlistEntries.offerExpiresAt })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, about.waitlistEntryId));
  return entry?.status === 'offered' && entry.offerExpiresAt !== null && entry.offerExpiresAt > now;
}

export async function renderWaitlistOffer(
  deps: { db: Db; config: Pick<Config, 'publicBaseUrl'> },
  channel: 'sms' | 'email',
  about: WaitlistMessagePayload,
  recipient: string,
): Promise<{ sms: SmsMessage } | { mail: RenderedMail }> {
  // An SMS is worded in its number's language, as smsForRecipient sends it; a mail in the account's.
  const language = channel === 'sms' ? await smsLanguage(deps.db, recipient) : undefined;
  const facts = await loadWaitlistOfferFacts(deps.db, deps.config, about, language);
  if (!facts) throw new MessageNotRenderable(`waitlist entry ${about.waitlistEntryId} was not offered places`);
  return channel === 'sms'
    ? { sms: waitlistOfferSmsMessage(facts, recipient) }
    : { mail: waitlistOfferMailMessage(facts, facts.language, recipient) };
}
