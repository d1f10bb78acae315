// `npm run ticket:verify -- <code>`: checks a ticket code with this server's TICKET_SIGNING_SECRET
// (read from the environment like the server reads it). Prints 'valid' with the ticket it names and
// exits 0, or 'invalid' with the reason and exits 1; a missing code exits 2.
import { loadConfig } from '../../config';
import { verifyTicketCode } from './ticket-code';

const code = process.argv.slice(2).join(' ').trim();
if (!code) {
  console.error('Usage: npm run ticket:verify -- <ticket code>');
  process.exit(2);
}
const result = verifyTicketCode(loadConfig().ticketSigningSecret, code);
if (result.valid) {
  console.log(`valid: participant ${result.participantUuid}, sub-event ${result.subEventUuid}`);
} else {
  console.log(`invalid: ${result.reason}`);
  process.exitCode = 1;
}
