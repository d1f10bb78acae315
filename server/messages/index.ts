// The messages part of the server (issue 25): SMS and e-mail providers, the outbox and its delivery
// job. `createMessaging` is the one place they are wired, from the configuration.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Job } from '../jobs/runner';
import { deliverDueMessages } from './deliver';
import { createMailer, type Mailer } from './mail/mailer';
import type { OrderDocuments } from './render';
import { createSmsProvider, type SmsProvider } from './sms/index';

export interface Messaging {
  sms: SmsProvider;
  mailer: Mailer;
  documents: OrderDocuments;
}

/** No documents yet: the confirmation carries the e-tickets alone. */
export const NO_DOCUMENTS: OrderDocuments = async () => [];

export function createMessaging(
  config: Config,
  log: Pick<FastifyBaseLogger, 'warn'>,
  documents: OrderDocuments = NO_DOCUMENTS,
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
  };
}
