import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * For a list whose items each have a button that removes the item (a filter chip, a saved attendee):
 * the pressed button is gone once its item is, and focus with it, which would send a keyboard user
 * back to the top of the page (WCAG 2.4.3). Call the returned function with the item's index as it is
 * pressed; once the list has changed, focus goes to the button now in that place (or the one before
 * it), or `whenNoneLeft` when the list is empty.
 */
export function useFocusAfterRemoval(
  items: readonly unknown[],
  list: RefObject<HTMLElement | null>,
  buttonSelector: string,
  whenNoneLeft: () => void,
): (index: number) => void {
  const removing = useRef<{ index: number; from: number } | null>(null);
  useEffect(() => {
    const pending = removing.current;
    if (!pending || items.length === pending.from) return;
    removing.current = null;
    const buttons = list.current?.querySelectorAll<HTMLElement>(buttonSelector);
    const next = buttons?.[Math.min(pending.index, buttons.length - 1)];
    if (next) next.focus();
    else whenNoneLeft();
  }, [items, list, buttonSelector, whenNoneLeft]);
  return useCallback(
    (index: number) => {
      removing.current = { index, from: items.length };
    },
    [items],
  );
}
