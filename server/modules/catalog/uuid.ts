import { badRequest } from '../../errors';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A uuid from a path or query, lower-cased. Checked here as well as by the contract because PostgreSQL
 * rejects a malformed uuid literal with a server error, which must never reach a caller.
 */
export function requireUuid(value: unknown, name: string): string {
  if (typeof value !== 'string' || !UUID_PATTERN.test(value)) throw badRequest(`${name} must be a valid uuid`);
  return value.toLowerCase();
}
