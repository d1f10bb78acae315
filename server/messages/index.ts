// The messages part of the server (issue 25): SMS and e-mail providers, the outbox and its delivery
// job. `createMessaging` is the one place they are wired, from the configuration.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Job } from '../jobs/runner';
import { issuedCreditNotePdf, issuedInvoicePdf, ticketCreditNotePdf } from '../modules/invoices/issued';
import { deliverDueMessages } from './deliver';
import { createMailer, type Mailer } from './mail/mailer';
import { countDue } from './outbox';
import type { OrderDocuments } from './render';
import { createSmsProvider, type SmsProvider } from './sms/index';

export interface Messaging {
  sms: SmsProvider;
  mailer: Mailer;
  documents: OrderDocuments;
}

/**
 * The order's tax documents as issued (server/modules/invoices): the GST invoice with a confirmation,
 * the credit note with a refund notice, a cancelled ticket's own credit note with its notice; none
 * when there is none (a free order, a refund of a payment that was never invoiced, nothing refunded).
 */
export const ISSUED_TAX_DOCUMENTS: OrderDocuments = async (db, { orderUuid, participantUuid }, kind) => {
  const issued =
    kind === 'order_confirmation'
      ? await issuedInvoicePdf(db, orderUuid)
      : kind === 'ticket_cancelled' && participantUuid
        ? await ticketCreditNotePdf(db, participantUuid)
        : await issuedCreditNotePdf(db, orderUuid);
  return issued
    ? [{ filename: issued.fileName, contentType: 'application/pdf', content: Buffer.from(issued.pdf) }]
    : [];
};

export function createMessaging(
  config: Config,
  log: Pick<FastifyBaseLogger, 'warn'>,
  documents: OrderDocuments = ISSUED_TAX_DOCUMENTS,
): Messaging {
  return { sms: createSmsProvider(config, log), mailer: createMailer(config), documents };
}

export function outboxDeliveryJob(
  deps: { db: Db; config: Config; now: () => Date; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> },
  messaging: Messaging,
): Job {
  return {
    name: 'outbox-delivery',
    everyMs: deps.config.jobPollMs,
    run: async () => ({ ...(await deliverDueMessages({ ...deps, ...messaging })) }),
    backlog: () => countDue(deps.db, deps.now()),
  };
}
