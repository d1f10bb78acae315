// Every background job, for the server (server/main.ts) and the worker (server/worker.ts) alike:
// the outbox's delivery, the payments' settlement, the waitlists' offers and the retention of personal
// data. Each is safe to run in several processes.
import type { FastifyBaseLogger } from 'fastify';
import { outboxDeliveryJob, type Messaging } from '../messages/index';
import type { SettlementContext } from '../modules/orders/payment-events';
import { paymentSettlementJob } from '../modules/orders/payment-jobs';
import { waitlistJob } from '../modules/registrations/waitlist-offers';
import { retentionJob } from './retention';
import type { Job } from './runner';

/**
 * `ctx` is read at each pass, not copied, so what is set on it later (a metrics listener in
 * onPaymentEvent, a provider swapped in a test) reaches the jobs too.
 */
export function backgroundJobs(
  ctx: SettlementContext & { messaging: Messaging },
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Job[] {
  return [
    outboxDeliveryJob({ ...ctx, log }, ctx.messaging),
    paymentSettlementJob(ctx, log),
    waitlistJob(ctx),
    retentionJob(ctx),
  ];
}
