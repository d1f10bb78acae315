// Drizzle wraps driver errors (DrizzleQueryError.cause); both pg and PGlite report SQLSTATE in `code`.

const UNIQUE_VIOLATION = '23505';

/** True when the error, or one it wraps, is a unique-constraint violation on `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === UNIQUE_VIOLATION) {
      // pg names the constraint; PGlite may not, so fall back to its message.
      return fields.constraint === constraint || current.message.includes(constraint);
    }
  }
  return false;
}
