// `npm run ticket:verify -- [--public-key FILE] <code>`: checks a ticket code the way an organiser does,
// with the public key alone. The key comes from --public-key (a PEM file, e.g. the one saved from
// GET /.well-known/startline-ticket-key.pem), else TICKET_PUBLIC_KEY (PEM or base64 SPKI), else the
// public half of this server's TICKET_SIGNING_KEY (development's fixed key when unset). Old SL1 (HMAC)
// codes are checked with TICKET_SIGNING_SECRET until TICKET_HMAC_VALID_UNTIL, like the server's config.
// Prints 'valid' with the ticket it names and exits 0, or 'invalid' with the reason and exits 1; bad
// usage exits 2.
import { readFileSync } from 'node:fs';
import { createPublicKey, type KeyObject } from 'node:crypto';
import { loadConfig } from '../../config';
import { parseTicketPublicKey, signingKeyOf } from './signing-key';
import { verifyTicketCode } from './ticket-code';

const USAGE = 'Usage: npm run ticket:verify -- [--public-key FILE] <ticket code>';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const args = process.argv.slice(2);
let keyFile: string | undefined;
const rest: string[] = [];
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i]!;
  if (arg === '--public-key') {
    keyFile = args[i + 1];
    if (!keyFile) fail(`--public-key needs a file\n${USAGE}`);
    i += 1;
  } else if (arg.startsWith('--public-key=')) {
    keyFile = arg.slice('--public-key='.length);
  } else if (arg.startsWith('--')) {
    fail(`Unknown option ${arg}\n${USAGE}`);
  } else {
    rest.push(arg);
  }
}
const code = rest.join(' ').trim();
if (!code) fail(USAGE);

let config: ReturnType<typeof loadConfig>;
let publicKey: KeyObject;
try {
  config = loadConfig();
  if (keyFile) {
    publicKey = parseTicketPublicKey(readFileSync(keyFile, 'utf8'), keyFile);
  } else if (process.env.TICKET_PUBLIC_KEY) {
    publicKey = parseTicketPublicKey(process.env.TICKET_PUBLIC_KEY, 'TICKET_PUBLIC_KEY');
  } else {
    publicKey = createPublicKey(signingKeyOf(config.ticketSigningKey));
  }
} catch (error) {
  fail((error as Error).message);
}

const result = verifyTicketCode(code, {
  publicKey,
  legacyHmac: config.ticketSigningSecret
    ? { secret: config.ticketSigningSecret, validUntil: config.ticketHmacValidUntil }
    : null,
  now: new Date(),
});
if (result.valid) {
  const until = result.expiresAt ? `, valid until ${result.expiresAt.toISOString()}` : '';
  console.log(
    `valid: participant ${result.participantUuid}, sub-event ${result.subEventUuid} (${result.version}${until})`,
  );
} else {
  console.log(`invalid: ${result.reason}`);
  process.exitCode = 1;
}
