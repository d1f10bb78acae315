import type { FastifyInstance } from 'fastify';
import type { AppContext, ContractHandlers } from '../context';
import { createAuthHandlers } from './auth/handlers';
import { createCatalogHandlers } from './catalog/handlers';
import { createRegistrationHandlers } from './registrations/handlers';
import { createUploadHandlers, registerUploadRoutes } from './uploads/handlers';
import { createInvoiceHandlers } from './invoices/handlers';
import { createPrivacyHandlers } from './privacy/handlers';
import { createOrderHandlers, registerPaymentRoutes } from './orders/handlers';
import { registerTicketKeyRoute } from './tickets/public-key-route';
import { registerRevocationRoute } from './tickets/revocation-route';

/** Every operationId of openapi.yaml, answered by the module that owns its resource. */
export function createHandlers(ctx: AppContext): ContractHandlers {
  return {
    ...createAuthHandlers(ctx),
    ...createCatalogHandlers(ctx),
    ...createRegistrationHandlers(ctx),
    ...createUploadHandlers(ctx),
    ...createOrderHandlers(ctx),
    ...createInvoiceHandlers(ctx),
    ...createPrivacyHandlers(ctx),
  };
}

/**
 * Routes outside the JSON contract: uploaded files, the sandbox checkout script, the ticket public key
 * and the sub-events' revoked tickets.
 */
export async function registerPlainRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerUploadRoutes(app, ctx);
  await registerPaymentRoutes(app, ctx);
  await registerTicketKeyRoute(app, ctx);
  await registerRevocationRoute(app, ctx);
}
