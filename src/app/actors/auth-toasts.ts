// The auth flows' toasts (SPEC §8 "Auth and registration toasts"): top centre, 4 s (SPEC §9).
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { NotifyEmitted } from '../../../machines/login/auth-outcomes';
import { TOAST_DURATION_MS } from '../../domain/constants';

export function showAuthToast({ tone, message }: NotifyEmitted): void {
  const options = { duration: TOAST_DURATION_MS, position: 'top-center' as const };
  if (tone === 'success') toast.success(message, options);
  else if (tone === 'error') toast.error(message, options);
  else toast.info(message, options);
}

interface EmitsNotices {
  on(type: 'notify', handler: (event: NotifyEmitted) => void): { unsubscribe(): void };
}

/** Shows every 'notify' an actor emits while it is mounted (the actor may come and go, e.g. a modal's). */
export function useAuthToasts(actor: EmitsNotices | undefined): void {
  useEffect(() => {
    if (!actor) return undefined;
    const subscription = actor.on('notify', showAuthToast);
    return () => subscription.unsubscribe();
  }, [actor]);
}
