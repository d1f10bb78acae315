// Masking for the development inspector (src/app/inspector.ts): what stately.ai/inspect is sent is a
// copy in which every token, OTP and MPIN is '***'. Loaded only with the inspector, never in production.
import type { AnyEventObject, MachineContext } from 'xstate';

export const MASK = '***';

/** Key names whose values are secrets, compared without case, `_` or `-` (accessToken = access_token). */
const SECRET_KEYS = new Set(
  ['token', 'accessToken', 'refreshToken', 'otp', 'otpCode', 'mpin', 'currentMpin', 'newMpin', 'confirmMpin'].map(
    normalizeKey,
  ),
);

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, '');
}

export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(normalizeKey(key));
}

/**
 * An object whose `value` is a secret without being named so: a form event such as
 * `{ type: 'FIELD.CHANGE', field: 'newMpin', value }` or `{ type: 'MPIN.CHANGE', value }`.
 */
function holdsSecretValue(record: Record<string, unknown>): boolean {
  if (typeof record.field === 'string' && isSecretKey(record.field)) return true;
  return typeof record.type === 'string' && record.type.split('.').some(isSecretKey);
}

/**
 * Empty, missing and yes/no values tell whether a field is filled or touched without telling the secret
 * (`touched.mpin: true`, `refreshToken: null`), so they stay; anything else becomes '***'.
 */
function maskValue(value: unknown): unknown {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return value;
  return MASK;
}

const MAX_DEPTH = 24;

function copyMasked(value: unknown, ancestors: Set<object>, depth: number): unknown {
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  if (value === null || typeof value !== 'object') return value;
  if (ancestors.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  // Snapshots, actor references and dates say what they want to show (JSON.stringify does the same).
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') {
    const shown: unknown = toJSON.call(value);
    if (shown !== value) return copyMasked(shown, ancestors, depth + 1);
  }
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => copyMasked(item, ancestors, depth + 1));
    const record = value as Record<string, unknown>;
    const masked: Record<string, unknown> = {};
    // An error's name and message are not enumerable but are what a reader needs.
    if (value instanceof Error) Object.assign(masked, { name: value.name, message: value.message });
    const secretValue = holdsSecretValue(record);
    for (const [key, item] of Object.entries(record)) {
      masked[key] =
        isSecretKey(key) || (key === 'value' && secretValue) ? maskValue(item) : copyMasked(item, ancestors, depth + 1);
    }
    return masked;
  } finally {
    ancestors.delete(value);
  }
}

/**
 * A copy of `value` that is safe to show: every token, OTP and MPIN, at any depth, found by its key
 * name, is '***'. The copy is plain data (no functions or cycles), so it can be posted to another window.
 */
export function maskSecrets<T>(value: T): T {
  return copyMasked(value, new Set(), 0) as T;
}

export const sanitizeContext = (context: MachineContext): MachineContext => maskSecrets(context);
export const sanitizeEvent = (event: AnyEventObject): AnyEventObject => maskSecrets(event);
