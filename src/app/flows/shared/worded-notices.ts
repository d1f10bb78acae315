// The toasts of sign-in, the profile and booking in the reader's language (issue 30 part 2). The
// machines word them in SPEC's English, some from parts ('Location found: Pune, Maharashtra', 'Promo
// code RUN10 applied'); the toasts translate a fixed text by itself, and these screens word one made
// of parts with their own catalogue messages first (src/ui/auth/local-wording.ts). English is unchanged.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotifyEmitted } from '../../../../machines/shared/notices';
import { localWording } from '../../../ui/auth/local-wording';
import { showNotice } from '../../notices';

interface EmitsNotices {
  on(type: 'notify', handler: (event: NotifyEmitted) => void): { unsubscribe(): void };
}

/** `showNotice` with the message worded in the view's language, for a flow's own subscriptions. */
export function useShowWordedNotice(): (notice: NotifyEmitted) => void {
  const { i18n } = useTranslation();
  const latest = useRef(i18n);
  latest.current = i18n;
  const show = useRef((notice: NotifyEmitted) =>
    showNotice({ ...notice, message: localWording(latest.current, notice.message) }),
  );
  return show.current;
}

/** `useNotices`, each message worded in the view's language. */
export function useWordedNotices(actor: EmitsNotices | undefined): void {
  const show = useShowWordedNotice();
  useEffect(() => {
    if (!actor) return undefined;
    const subscription = actor.on('notify', show);
    return () => subscription.unsubscribe();
  }, [actor, show]);
}
