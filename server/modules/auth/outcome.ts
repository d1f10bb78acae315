// Some failures must still write: a wrong OTP or MPIN is counted, a reused refresh token revokes its
// family. Throwing inside the transaction would roll those writes back, so such steps return an
// Outcome, the transaction commits, and the failure is thrown afterwards.
import type { Db } from '../../db/connect';
import type { HttpError } from '../../errors';

export type Failure = { ok: false; error: HttpError };
export type Outcome<T> = { ok: true; value: T } | Failure;

export const succeed = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = (error: HttpError): Failure => ({ ok: false, error });

/** Runs `step` in a transaction that commits whatever it wrote, then returns its value or throws its error. */
export async function commitThenSettle<T>(db: Db, step: (tx: Db) => Promise<Outcome<T>>): Promise<T> {
  const outcome = await db.transaction((tx) => step(tx));
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
