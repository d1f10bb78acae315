// Every background job, for the server (server/main.ts) and the worker (server/worker.ts) alike:
// the outbox's delivery and the payments' settlement. Each is safe to run in several processes.
import type { FastifyBaseLogger } from 'fastify';
import { outboxDeliveryJob, type Messaging } from '../messages/index';
import type { SettlementContext } from '../modules/orders/payment-events';
import { paymentSettlementJob } from '../modules/orders/payment-jobs';
import type { Job } from './runner';

export interface BackgroundJobDependencies extends SettlementContext {
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export function backgroundJobs(deps: BackgroundJobDependencies): Job[] {
  return [outboxDeliveryJob(deps, deps.messaging), paymentSettlementJob(deps, deps.log)];
}
