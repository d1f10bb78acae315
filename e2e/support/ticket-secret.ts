// The e2e server's TICKET_SIGNING_SECRET (playwright.config.ts passes it to the server), so specs can
// check e-ticket codes offline the way an organiser does (docs/e-tickets.md).
export const E2E_TICKET_SIGNING_SECRET = 'startline-e2e-ticket-signing-secret-0123456789';
