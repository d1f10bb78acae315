// One toast vocabulary for every flow (docs/flow-pattern.md 'Toasts and failures'). A flow never shows a
// toast itself: its `notify*` actions emit `notify` with a tone and a text, built here, and the screen's
// composition root (src/app) turns it into a sonner toast. The texts come from src/domain or, for a
// failure, from the server's message when it sent one (SPEC §8).

/** success: it worked; error: it did not, or it cannot be done; info: it is under way, or nothing changed. */
export type NoticeTone = 'success' | 'error' | 'info';

/** Emitted for a toast (top centre, SPEC §9 duration); the screen shows it. */
export interface NotifyEmitted {
  type: 'notify';
  tone: NoticeTone;
  message: string;
  /** Only where SPEC §9 gives this toast its own duration (the session-expired toast's 3 s). */
  durationMs?: number;
}

/** Emitted when the flow sends the person to another route (e.g. /login after 'Profile already exists'). */
export interface LeaveEmitted {
  type: 'leave';
  to: string;
}

const noticeOf =
  (tone: NoticeTone) =>
  (message: string, options: { durationMs?: number } = {}): NotifyEmitted => ({
    type: 'notify',
    tone,
    message,
    ...options,
  });

/** `emit(notice.error(TEXT))`, `emit(({ context }) => notice.success(textOf(context)))`. */
export const notice = { success: noticeOf('success'), error: noticeOf('error'), info: noticeOf('info') };
