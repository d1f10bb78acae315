import { useState } from 'react';

/**
 * For a Radix dialog opened by the page's own button rather than a Dialog.Trigger: Radix then has no
 * trigger to give focus back to on close and leaves it on the body, so a keyboard user starts again
 * at the top of the page (WCAG 2.4.3). Pass the dialog's `open` and put the result on Dialog.Content:
 * it notes what had focus as the dialog opened and returns focus there on close, unless the page has
 * already moved it (e.g. to the form the dialog filled in).
 */
export function useReturnFocusToOpener(open: boolean): { onCloseAutoFocus: (event: Event) => void } {
  // Noted while rendering the opening: by the time Radix's own open hook runs, a field's autoFocus
  // has already moved focus into the dialog.
  const [seen, setSeen] = useState<{ open: boolean; opener: Element | null }>({ open: false, opener: null });
  if (seen.open !== open) setSeen({ open, opener: open ? document.activeElement : seen.opener });
  return {
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      const active = document.activeElement;
      const focusLeftBehind = active === null || active === document.body;
      const { opener } = seen;
      if (focusLeftBehind && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
  };
}
