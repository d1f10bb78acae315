// Delivery of the outbox's due messages: the job the runner calls (server/jobs). Each claimed message
// is rendered from the rows it names and handed to its channel's provider; a provider failure is
// retried with backoff, up to OUTBOX_MAX_ATTEMPTS, then the message is 'failed' with its reason.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Mailer } from './mail/mailer';
import { mailDomain } from './mail/mailer';
import { smsForRecipient } from './i18n';
import { claimDue, markAttemptFailed, markSent, type OutboxRow } from './outbox';
import { MessageProviderError } from './provider-error';
import { MessageNotRenderable, renderMail, renderSms, type OrderDocuments } from './render';
import type { SmsMessage, SmsProvider } from './sms/provider';
import { renderReissuedTicket } from './ticket-details-messages';
import { renderTransferMessage } from './ticket-transfer-messages';
import { OFFER_ENDED_UNSENT, offerStillOpen, renderWaitlistOffer } from './waitlist-messages';

export interface DeliveryDependencies {
  db: Db;
  config: Config;
  sms: SmsProvider;
  mailer: Mailer;
  documents: OrderDocuments;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** How many messages one pass claims. */
const BATCH = 20;

/** A claim outlives the slowest send: rendering plus a provider call that times out. */
export function leaseMs(config: Config): number {
  return 2 * config.messageProviderTimeoutMs + 10_000;
}

export function messageIdFor(config: Config, row: Pick<OutboxRow, 'id' | 'dedupeKey'>): string {
  const key = row.dedupeKey.replace(/[^A-Za-z0-9.-]+/g, '.');
  return `<${key}.${row.id}@${mailDomain(config.mailFrom)}>`;
}

/** An SMS goes out in the language of the account its number belongs to (issue 30 part 2). */
async function sendSms(deps: DeliveryDependencies, sms: SmsMessage): Promise<string> {
  return (await deps.sms.send(await smsForRecipient(deps.db, sms))).providerMessageId;
}

async function send(deps: DeliveryDependencies, row: OutboxRow): Promise<string> {
  if (row.kind === 'waitlist_offer' && 'waitlistEntryId' in row.payload) {
    if (!(await offerStillOpen(deps.db, row.payload, deps.now()))) throw new MessageNotRenderable(OFFER_ENDED_UNSENT);
    const rendered = await renderWaitlistOffer(deps, row.channel, row.payload, row.recipient);
    if ('sms' in rendered) return sendSms(deps, rendered.sms);
    return (await deps.mailer.send(rendered.mail, messageIdFor(deps.config, row))).providerMessageId;
  }
  if ('reissuedParticipantUuid' in row.payload) {
    const mail = await renderReissuedTicket(deps, row.payload, row.recipient);
    return (await deps.mailer.send(mail, messageIdFor(deps.config, row))).providerMessageId;
  }
  if ('ticketTransferId' in row.payload) {
    const rendered = await renderTransferMessage(deps, row.channel, row.payload, row.recipient);
    if ('sms' in rendered) return sendSms(deps, rendered.sms);
    return (await deps.mailer.send(rendered.mail, messageIdFor(deps.config, row))).providerMessageId;
  }
  if (
    row.kind === 'otp' ||
    row.kind === 'waitlist_offer' ||
    row.kind === 'transfer_offer' ||
    row.kind === 'transfer_accepted' ||
    row.kind === 'ticket_reissued' ||
    !('orderUuid' in row.payload)
  ) {
    // OTPs are sent inside their request (a failure must reach the person at once); an 'otp' row
    // is only ever written as sent.
    throw new MessageNotRenderable(`a ${row.kind} message is not delivered by the outbox`);
  }
  if (row.channel === 'sms') {
    return sendSms(deps, await renderSms(deps, row.kind, row.payload, row.recipient));
  }
  const mail = await renderMail(deps, row.kind, row.payload, row.recipient);
  return (await deps.mailer.send(mail, messageIdFor(deps.config, row))).providerMessageId;
}

/** One pass: claims what is due and delivers it. Returns what happened, for logs and metrics. */
export async function deliverDueMessages(deps: DeliveryDependencies): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const claimed = await claimDue(deps.db, deps.now(), BATCH, leaseMs(deps.config));
  for (const row of claimed) {
    try {
      const providerMessageId = await send(deps, row);
      await markSent(deps.db, row, providerMessageId, deps.now());
      report.sent += 1;
    } catch (error) {
      const permanent = error instanceof MessageNotRenderable;
      if (!permanent && !(error instanceof MessageProviderError))
        deps.log.error({ err: error, outbox_id: row.id }, 'message delivery crashed');
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await markAttemptFailed(deps.db, row, reason, deps.now(), {
        maxAttempts: deps.config.outboxMaxAttempts,
        permanent,
      });
      deps.log.warn(
        { outbox_id: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts, reason, outcome },
        'message not delivered',
      );
      report[outcome === 'failed' ? 'failed' : 'retried'] += 1;
    }
  }
  return report;
}
