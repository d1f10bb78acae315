// Small helpers the validators share.

/** True for null, undefined and strings that are only whitespace. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Field name -> message, or null when the field is fine. */
export type FieldErrors<Field extends string> = Record<Field, string | null>;

/** True when no field of a form-level result carries a message. */
export function hasNoErrors(errors: Readonly<Record<string, string | null>>): boolean {
  return Object.values(errors).every((message) => message === null);
}

/** The first message of a form-level result (what a server answers with), or null. */
export function firstError(errors: Readonly<Record<string, string | null>>): string | null {
  return Object.values(errors).find((message) => message !== null) ?? null;
}
