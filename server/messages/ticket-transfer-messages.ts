// What a ticket transfer (issue 28 item 2) writes to the outbox, in its own transaction: the SMS with
// the link to the recipient's number when it is sent (they may have no account yet), and an e-mail to
// the sender when it is accepted. Keyed by the transfer, so each is sent once; rendered at delivery
// from the transfer, like an order's messages (order-facts.ts).
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { escapeHtml } from '../../src/domain/escape-html';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { subEvents, ticketTransfers, users, type TransferMessagePayload } from '../db/schema';
import { enqueue } from './outbox';
import { MessageNotRenderable, type RenderedMail } from './render';
import type { SmsMessage } from './sms/provider';
import { mailLabelsIn, smsLanguage, transferAcceptedMailIn, untilIn } from './i18n';
import { transferOfferSms, type TransferFacts } from './texts';
import type { AccountLanguage } from '../db/schema';

/** The sender as the recipient reads them: the name on their account, else its username. */
export function senderNameOf(fullName: string | null, username: string | null): string {
  return fullName?.trim() || username?.trim() || 'A Startline participant';
}

type TransferRow = { id: number; recipientMobile: string; fromUserId: number };

export async function enqueueTransferOfferMessage(tx: Db, transfer: TransferRow, now: Date): Promise<void> {
  const payload: TransferMessagePayload = { ticketTransferId: transfer.id };
  await enqueue(
    tx,
    {
      dedupeKey: `transfer_offer:${transfer.id}:sms`,
      kind: 'transfer_offer',
      channel: 'sms',
      recipient: transfer.recipientMobile,
      payload,
    },
    now,
  );
}

export async function enqueueTransferAcceptedMessages(tx: Db, transfer: TransferRow, now: Date): Promise<void> {
  const [sender] = await tx.select({ email: users.email }).from(users).where(eq(users.id, transfer.fromUserId));
  if (!sender?.email) return;
  const payload: TransferMessagePayload = { ticketTransferId: transfer.id };
  await enqueue(
    tx,
    {
      dedupeKey: `transfer_accepted:${transfer.id}:email`,
      kind: 'transfer_accepted',
      channel: 'email',
      recipient: sender.email,
      payload,
    },
    now,
  );
}

async function loadTransferFacts(
  db: Db,
  config: Pick<Config, 'publicBaseUrl'>,
  about: TransferMessagePayload,
  /** The SMS recipient's language for `until`; else the sender's account's, whose mail this is. */
  wordedIn?: AccountLanguage,
): Promise<(TransferFacts & { language: AccountLanguage }) | null> {
  const sender = alias(users, 'sender');
  const [row] = await db
    .select({
      transferUuid: ticketTransfers.transferUuid,
      recipientName: ticketTransfers.recipientName,
      expiresAt: ticketTransfers.expiresAt,
      senderName: sender.fullName,
      senderUsername: sender.username,
      senderLanguage: sender.language,
      eventName: subEvents.name,
    })
    .from(ticketTransfers)
    .innerJoin(sender, eq(sender.id, ticketTransfers.fromUserId))
    .innerJoin(subEvents, eq(subEvents.id, ticketTransfers.subEventId))
    .where(eq(ticketTransfers.id, about.ticketTransferId));
  if (!row) return null;
  const language = wordedIn ?? row.senderLanguage;
  return {
    language,
    senderName: senderNameOf(row.senderName, row.senderUsername),
    recipientName: row.recipientName,
    eventName: row.eventName,
    until: untilIn(language, row.expiresAt.toISOString()),
    link: `${config.publicBaseUrl}/transfers/${row.transferUuid}`,
  };
}

function acceptedMail(facts: TransferFacts, language: AccountLanguage, to: string): RenderedMail {
  const text = transferAcceptedMailIn(language, facts);
  const labels = mailLabelsIn(language);
  const plain = [text.heading, '', text.intro, '', text.closing, '', labels.footer];
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(text.subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#111;background:#f5f5f4">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px;overflow-wrap:anywhere">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.intro)}</p>
<p>${escapeHtml(text.closing)}</p>
<p style="font-size:12px;color:#666">${escapeHtml(labels.footer)}</p>
</div></body></html>
`;
  return { to, subject: text.subject, text: `${plain.join('\n')}\n`, html, attachments: [] };
}

/** The transfer's SMS (to its recipient) or e-mail (to its sender) as delivered. */
export async function renderTransferMessage(
  deps: { db: Db; config: Pick<Config, 'publicBaseUrl'> },
  channel: 'sms' | 'email',
  about: TransferMessagePayload,
  recipient: string,
): Promise<{ sms: SmsMessage } | { mail: RenderedMail }> {
  // The SMS goes to the recipient's number in its language (smsForRecipient); the mail to the sender in theirs.
  const language = channel === 'sms' ? await smsLanguage(deps.db, recipient) : undefined;
  const facts = await loadTransferFacts(deps.db, deps.config, about, language);
  if (!facts) throw new MessageNotRenderable(`ticket transfer ${about.ticketTransferId} is gone`);
  return channel === 'sms'
    ? { sms: { mobileNumber: recipient, template: 'transfer', ...transferOfferSms(facts) } }
    : { mail: acceptedMail(facts, facts.language, recipient) };
}
