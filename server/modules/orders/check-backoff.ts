// How the payment jobs space their questions to the provider about one row (an order, a cancelled
// ticket's refund): each claim pushes the row's next check out by PAYMENT_RECONCILE_AFTER_MS doubled
// for every earlier check, at most MAX_CHECK_INTERVAL_MS, which is also how long a process that died
// mid-check holds the row.
import { sql, type SQL } from 'drizzle-orm';

/** The longest wait between two checks of one row, however often it was checked. */
const MAX_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** The SET clause of a claim: provider_check_at moved out, provider_checks counted. */
export function nextCheckAssignments(now: Date, afterMs: number): SQL {
  return sql`provider_check_at = ${now.toISOString()}::timestamptz
          + make_interval(secs => least(${afterMs}::float8 * power(2, least(provider_checks, 30)), ${MAX_CHECK_INTERVAL_MS}) / 1000),
        provider_checks = provider_checks + 1`;
}

/** A row is due once its next check has come, or, never checked, `afterMs` after its last change. */
export function checkIsDue(now: Date, afterMs: number): SQL {
  return sql`coalesce(provider_check_at, updated_at + make_interval(secs => ${afterMs}::float8 / 1000)) <= ${now.toISOString()}::timestamptz`;
}
