// The event page's Share (SPEC §2 page actions): the system share sheet when the browser has one,
// else the link copied to the clipboard, else the link in a toast to copy by hand.
import { SHARE_TEXT } from '../../domain/event-share';

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The parts of `navigator` Share uses; tests hand in their own. */
export interface ShareCapabilities {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

export type ShareOutcome =
  | { kind: 'shared' }
  | { kind: 'dismissed' }
  | { kind: 'copied'; message: string }
  | { kind: 'manual'; message: string };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Web Share first; a person closing the sheet (AbortError) is an answer, not a failure. Without Web
 * Share, or when it fails, the link is copied ('Link copied'); when that fails too, the toast shows it.
 */
export async function shareLink(data: ShareData, capabilities: ShareCapabilities): Promise<ShareOutcome> {
  if (capabilities.share) {
    try {
      await capabilities.share(data);
      return { kind: 'shared' };
    } catch (error) {
      if (isAbort(error)) return { kind: 'dismissed' };
    }
  }
  if (capabilities.clipboard) {
    try {
      await capabilities.clipboard.writeText(data.url);
      return { kind: 'copied', message: SHARE_TEXT.linkCopied };
    } catch {
      // Denied or unavailable (an insecure page): fall through to copying by hand.
    }
  }
  return { kind: 'manual', message: SHARE_TEXT.copyByHand(data.url) };
}

/** What the browser offers: `navigator.share` only where it exists (bound, it needs its receiver). */
export function browserShareCapabilities(nav: Navigator = navigator): ShareCapabilities {
  return {
    ...(typeof nav.share === 'function' ? { share: (data: ShareData) => nav.share(data) } : {}),
    ...(nav.clipboard ? { clipboard: nav.clipboard } : {}),
  };
}
