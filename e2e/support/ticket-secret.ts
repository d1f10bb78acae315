// The e2e server's TICKET_SIGNING_KEY (playwright.config.ts passes it to the server), an Ed25519 key of
// the tests' own (not development's), so specs can check e-ticket codes offline the way an organiser
// does: with its public key alone (docs/e-tickets.md).
import { createPublicKey } from 'node:crypto';
import { parseTicketSigningKey } from '../../server/modules/tickets/signing-key';

export const E2E_TICKET_SIGNING_KEY = 'MC4CAQAwBQYDK2VwBCIEIFe+4sdS4xXd7IYmeNoSQsSfHEtCK3r69YmLwP+3AFM/';

/** What GET /.well-known/startline-ticket-key.pem serves on the e2e server. */
export const E2E_TICKET_PUBLIC_KEY = createPublicKey(parseTicketSigningKey(E2E_TICKET_SIGNING_KEY));
