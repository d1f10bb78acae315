// GET /.well-known/startline-ticket-key.pem: the public half of TICKET_SIGNING_KEY (SPKI PEM), for
// organisers who check e-tickets offline (docs/e-tickets.md). It verifies tickets and cannot make one.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { signingKeyOf, ticketPublicKeyPem } from './signing-key';

export const TICKET_PUBLIC_KEY_PATH = '/.well-known/startline-ticket-key.pem';

export async function registerTicketKeyRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const pem = ticketPublicKeyPem(signingKeyOf(ctx.config.ticketSigningKey));
  app.get(TICKET_PUBLIC_KEY_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'application/x-pem-file; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      // A key rotation is a redeploy; verifiers revalidate instead of keeping an old key.
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .send(pem),
  );
}
