import { randomUUID } from 'node:crypto';
import { ACCEPTED_EXTENSIONS } from './file-kinds';

/** Where uploaded files are served from (outside the JSON API; docs/architecture.md). */
export const UPLOADS_URL_PREFIX = '/uploads/files/';

// Only names this server generated can be asked for: no dots to climb out, no slashes, nothing else.
const STORED_NAME_PATTERN = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${ACCEPTED_EXTENSIONS.join('|')})$`,
);

/** A request as the log shows it: an upload's URL without the file's name (issue 27 item 5). */
export function requestForLog(request: { method: string; url: string; ip?: string }) {
  const url = request.url.startsWith(UPLOADS_URL_PREFIX) ? `${UPLOADS_URL_PREFIX}:name` : request.url;
  return { method: request.method, url, remoteAddress: request.ip };
}

export function generateStoredName(ext: string): string {
  return `${randomUUID()}.${ext}`;
}

/** The extension of a name this server generated, or null for any other name. */
export function storedNameExtension(name: string): string | null {
  return STORED_NAME_PATTERN.exec(name)?.[1] ?? null;
}

const MAX_ORIGINAL_NAME_LENGTH = 255;
const FALLBACK_NAME = 'file';
const UNSAFE_NAME_CHARACTERS = '<>:"|?*';

function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
}

/**
 * The client's file name as it may be shown back: the last path segment, without control or
 * markup-sensitive characters, at most 255 characters (the column's width).
 */
export function sanitizeOriginalName(name: string | undefined): string {
  const lastSegment = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = Array.from(lastSegment.normalize('NFC'))
    .filter((char) => !isControlCharacter(char) && !UNSAFE_NAME_CHARACTERS.includes(char))
    .join('');
  const cleaned = printable.replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return Array.from(cleaned || FALLBACK_NAME)
    .slice(0, MAX_ORIGINAL_NAME_LENGTH)
    .join('');
}
