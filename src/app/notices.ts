// Every flow's toasts: what a machine emits as `notify` (machines/shared/notices.ts) shown top centre,
// 4 s unless SPEC §9 gives the toast its own duration.
import { useEffect } from 'react';
import type { NotifyEmitted } from '../../machines/shared/notices';
import { TOAST_DURATION_MS } from '../domain/constants';
import { showToast } from './toasts';

export function showNotice({ tone, message, durationMs }: NotifyEmitted): void {
  showToast(tone, message, { duration: durationMs ?? TOAST_DURATION_MS, position: 'top-center' });
}

interface EmitsNotices {
  on(type: 'notify', handler: (event: NotifyEmitted) => void): { unsubscribe(): void };
}

/** Shows every 'notify' an actor emits while it is mounted (the actor may come and go, e.g. a modal's). */
export function useNotices(actor: EmitsNotices | undefined): void {
  useEffect(() => {
    if (!actor) return undefined;
    const subscription = actor.on('notify', showNotice);
    return () => subscription.unsubscribe();
  }, [actor]);
}
