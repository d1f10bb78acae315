// What may be uploaded, judged by the bytes (file-type reads the magic numbers), never by the name or
// the Content-Type the client claimed: a text file renamed .png is still text.
import { fileTypeFromBuffer } from 'file-type';

export interface FileKind {
  mime: string;
  /** The canonical extension the stored name gets. */
  ext: string;
  /** Shown in the browser (images) or downloaded (PDF), when served back. */
  disposition: 'inline' | 'attachment';
}

const ACCEPTED: readonly FileKind[] = [
  { mime: 'image/jpeg', ext: 'jpg', disposition: 'inline' },
  { mime: 'image/png', ext: 'png', disposition: 'inline' },
  { mime: 'image/webp', ext: 'webp', disposition: 'inline' },
  { mime: 'image/gif', ext: 'gif', disposition: 'inline' },
  { mime: 'application/pdf', ext: 'pdf', disposition: 'attachment' },
];

export const ACCEPTED_EXTENSIONS = ACCEPTED.map((kind) => kind.ext);

/** The accepted kind the content is, or null for anything else (including unrecognisable bytes). */
export async function detectFileKind(content: Uint8Array): Promise<FileKind | null> {
  const detected = await fileTypeFromBuffer(content);
  return ACCEPTED.find((kind) => kind.mime === detected?.mime) ?? null;
}

export function fileKindOfExtension(ext: string): FileKind | null {
  return ACCEPTED.find((kind) => kind.ext === ext) ?? null;
}
