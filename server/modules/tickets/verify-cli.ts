// `npm run ticket:verify -- [--public-key FILE] [--revoked FILE] <code>`: checks a ticket code the way an
// organiser does, with the public key alone, and (with --revoked) against the sub-event's signed list of
// tickets cancelled or transferred since, saved from GET /.well-known/startline-revoked-tickets/{uuid}
// (revocation-list.ts). The key comes from --public-key (a PEM file, e.g. the one saved from
// GET /.well-known/startline-ticket-key.pem), else TICKET_PUBLIC_KEY (PEM or base64 SPKI), else the
// public half of this server's TICKET_SIGNING_KEY (development's fixed key when unset). Old SL1 (HMAC)
// codes are checked with TICKET_SIGNING_SECRET until TICKET_HMAC_VALID_UNTIL, like the server's config.
// Prints 'valid' with the ticket it names and exits 0, or 'invalid' with the reason and exits 1; bad
// usage exits 2.
import { readFileSync } from 'node:fs';
import { createPublicKey, type KeyObject } from 'node:crypto';
import { loadConfig } from '../../config';
import { parseTicketPublicKey, signingKeyOf } from './signing-key';
import { readRevocationList } from './revocation-list';
import { verifyTicketCode } from './ticket-code';

const USAGE = 'Usage: npm run ticket:verify -- [--public-key FILE] [--revoked FILE] <ticket code>';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const args = process.argv.slice(2);
let keyFile: string | undefined;
let revokedFile: string | undefined;
const rest: string[] = [];
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i]!;
  if (arg === '--public-key') {
    keyFile = args[i + 1];
    if (!keyFile) fail(`--public-key needs a file\n${USAGE}`);
    i += 1;
  } else if (arg === '--revoked') {
    revokedFile = args[i + 1];
    if (!revokedFile) fail(`--revoked needs a file\n${USAGE}`);
    i += 1;
  } else if (arg.startsWith('--public-key=')) {
    keyFile = arg.slice('--public-key='.length);
  } else if (arg.startsWith('--revoked=')) {
    revokedFile = arg.slice('--revoked='.length);
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

// The list is trusted only with a good signature by the same key; verifyTicketCode checks its sub-event.
let revoked: ReturnType<typeof readRevocationList> | null = null;
try {
  revoked = revokedFile ? readRevocationList(readFileSync(revokedFile, 'utf8'), publicKey) : null;
} catch (error) {
  fail((error as Error).message);
}
if (revoked && !revoked.valid) fail(`${revokedFile}: ${revoked.reason}`);
const result = verifyTicketCode(code, {
  publicKey,
  legacyHmac: config.ticketSigningSecret
    ? { secret: config.ticketSigningSecret, validUntil: config.ticketHmacValidUntil }
    : null,
  revoked: revoked?.valid ? revoked : null,
  now: new Date(),
});
if (result.valid) {
  const until = result.expiresAt ? `, valid until ${result.expiresAt.toISOString()}` : '';
  const checked = revoked?.valid ? `, not on the revoked list of ${revoked.issuedAt.toISOString()}` : '';
  console.log(
    `valid: participant ${result.participantUuid}, sub-event ${result.subEventUuid} (${result.version}${until}${checked})`,
  );
} else {
  console.log(`invalid: ${result.reason}`);
  process.exitCode = 1;
}
