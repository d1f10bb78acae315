// What a visitor did on a page drawn on the server before the app ran: its links and the listing's
// search form work on their own, but a button does nothing until the app hydrates it, and React resets
// a field it controls to the app's value. The document's loader records the buttons pressed meanwhile
// (server/scripts-after-paint.ts); just before hydrating, src/main.tsx takes that record and what was
// typed, and once the app has hydrated (React keeps the very same elements) the text goes back into
// its field, as if typed there, and the buttons are pressed again, in order. Presses made while React
// hydrates are React's own to replay: the record stops when hydration starts.
import { PRESSES_BEFORE_HYDRATION_GLOBAL } from '../../domain/constants';

interface Typed {
  field: HTMLInputElement;
  value: string;
}

/**
 * A press as the browser makes it, for components that act on the pointer going down (Radix's tabs)
 * as well as those that act on the click.
 */
function pressAgain(button: HTMLElement, win: Window): void {
  const at = { bubbles: true, cancelable: true, composed: true, button: 0, view: win };
  button.dispatchEvent(new PointerEvent('pointerdown', { ...at, pointerType: 'mouse', isPrimary: true }));
  button.dispatchEvent(new MouseEvent('mousedown', at));
  button.dispatchEvent(new PointerEvent('pointerup', { ...at, pointerType: 'mouse', isPrimary: true }));
  button.dispatchEvent(new MouseEvent('mouseup', at));
  button.click();
}

/** Takes what was done on `root` so far; the function it returns does it again in the hydrated app. */
export function takeWhatWasDone(root: HTMLElement, win: Window = window): () => void {
  const record = win as unknown as Record<string, HTMLElement[] | undefined>;
  const pressed = record[PRESSES_BEFORE_HYDRATION_GLOBAL] ?? [];
  delete record[PRESSES_BEFORE_HYDRATION_GLOBAL];
  const typed: Typed[] = [...root.querySelectorAll('input')]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  return () => {
    for (const { field, value } of typed) {
      if (!field.isConnected || !setValue) continue;
      // React hydrated the field with the typed text and notes a change only from what it last saw:
      // it is told the field was emptied, then the text is put back the browser's way, and the app's
      // state hears it through the field's own input event.
      field.value = field.defaultValue;
      setValue.call(field, value);
      // (The caret ends up after the text: React puts the field back before the app's state has it.)
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const button of pressed) {
      if (button.isConnected) pressAgain(button, win);
    }
  };
}
