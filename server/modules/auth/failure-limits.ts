// Guessing is slow everywhere (OWASP ASVS 5.0 V6.3, NIST SP 800-63B-4 §3.2.2): failed sign-ins and
// wrong OTPs are limited per client and across all clients, on top of the per-account MPIN lockout
// and the per-challenge OTP tries. The account limits stop guessing one account; these stop one
// client spraying one MPIN over many numbers, and a crowd of clients doing it together.
//
// Each attempt takes a slot in auth_failure_log before it is checked, under a lock per client, so
// parallel guesses cannot all slip under the limit; a right answer gives its slot back.
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { authFailureLog, type AuthFailureKind } from '../../db/schema';
import { RetryLaterError } from '../../errors';
import { clientFailureCapMessage, globalFailureCapMessage } from './messages';
import { AUTH_FAILURE_WINDOW_MS, ceilUnits } from './rules';

const MINUTE_MS = 60 * 1000;

/** The limits of one attempt: per client (an address or a trusted device) and, unless null, for all. */
export interface FailureLimits {
  perClient: number;
  global: number | null;
}

/** The client's own limit is used up (not the server-wide one): sign-in may offer its OTP step. */
export class ClientLimitReached extends RetryLaterError {}

function limitsFor(config: Config, kind: AuthFailureKind): FailureLimits {
  return kind === 'signin'
    ? { perClient: config.signinFailureLimitPerClient, global: config.signinFailureLimitGlobal }
    : { perClient: config.otpFailureLimitPerClient, global: config.otpFailureLimitGlobal };
}

/**
 * Milliseconds until fewer than `limit` failures are left in the window, or 0 when one more is
 * allowed now. The `limit`-th newest failure is the one whose leaving the window frees a slot.
 */
async function waitUnderLimit(db: Db, where: SQL | undefined, limit: number, now: Date): Promise<number> {
  if (limit <= 0) return AUTH_FAILURE_WINDOW_MS;
  const windowStart = new Date(now.getTime() - AUTH_FAILURE_WINDOW_MS);
  const [freeing] = await db
    .select({ failedAt: authFailureLog.failedAt })
    .from(authFailureLog)
    .where(and(where, gt(authFailureLog.failedAt, windowStart)))
    .orderBy(desc(authFailureLog.failedAt))
    .offset(limit - 1)
    .limit(1);
  return freeing ? freeing.failedAt.getTime() + AUTH_FAILURE_WINDOW_MS - now.getTime() : 0;
}

export interface FailureSlot {
  id: number;
}

/**
 * Takes a slot for one attempt of `kind` by `client`, or throws 429 with Retry-After when the client,
 * or all clients together, used up the window's failures. The slot counts as a failure until
 * `giveBack` is called for a right answer.
 */
export async function takeFailureSlot(
  db: Db,
  config: Config,
  kind: AuthFailureKind,
  client: string,
  now: Date,
  limits: FailureLimits = limitsFor(config, kind),
): Promise<FailureSlot> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth-failure:${kind}:${client}`}))`);
    const clientWait = await waitUnderLimit(
      tx,
      and(eq(authFailureLog.kind, kind), eq(authFailureLog.client, client)),
      limits.perClient,
      now,
    );
    if (clientWait > 0) {
      throw new ClientLimitReached(
        clientFailureCapMessage(kind, ceilUnits(clientWait, MINUTE_MS)),
        ceilUnits(clientWait, 1000),
      );
    }
    const globalWait =
      limits.global === null ? 0 : await waitUnderLimit(tx, eq(authFailureLog.kind, kind), limits.global, now);
    if (globalWait > 0) {
      throw new RetryLaterError(globalFailureCapMessage(ceilUnits(globalWait, MINUTE_MS)), ceilUnits(globalWait, 1000));
    }
    const [slot] = await tx
      .insert(authFailureLog)
      .values({ kind, client, failedAt: now })
      .returning({ id: authFailureLog.id });
    if (!slot) throw new Error('auth_failure_log insert returned nothing');
    return slot;
  });
}

/** A right answer is not a failure: its slot no longer counts. */
export async function giveBack(db: Db, slot: FailureSlot): Promise<void> {
  await db.delete(authFailureLog).where(eq(authFailureLog.id, slot.id));
}

/**
 * Runs one guess of `kind` for `client` inside the limits: refused with 429 when they are used up,
 * counted as a failure unless `wasRight` says otherwise (the guess's own check, not whatever else
 * the step may refuse afterwards).
 */
export async function withinFailureLimits<T>(
  db: Db,
  config: Config,
  attempt: { kind: AuthFailureKind; client: string; now: Date; limits?: FailureLimits },
  guess: (markRight: () => void) => Promise<T>,
): Promise<T> {
  const slot = await takeFailureSlot(db, config, attempt.kind, attempt.client, attempt.now, attempt.limits);
  let right = false;
  try {
    return await guess(() => {
      right = true;
    });
  } finally {
    if (right) await giveBack(db, slot);
  }
}
