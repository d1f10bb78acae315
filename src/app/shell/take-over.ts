// When the document came with its first screen drawn (src/app/shell/first-screens.tsx), the app does
// not render over it straight away: its first render may still be a loading indicator (the event page
// reads its event, from the document's answer, only once it has started). It renders into a hidden
// container beside the first screen instead, and takes the first screen's place once its page shows
// content, so a phone goes from the first screen to the page without a spinner or a jump between.
import { FIRST_SCREEN_PRESSES_GLOBAL } from '../../domain/constants';

/** How long the app may stay hidden after its first render before it is shown, whatever it shows. */
export const FIRST_SCREEN_MAX_WAIT_MS = 3000;

/** A page with content: a main landmark with its heading, and no loading indicator in it. */
export function pageHasContent(container: ParentNode): boolean {
  const main = container.querySelector('main');
  return main !== null && main.querySelector('h1') !== null && main.querySelector('.loading-indicator') === null;
}

export interface FirstScreenTakeOver {
  /** Where the app renders: hidden until it takes over. */
  container: HTMLElement;
  /** Shows the app in the first screen's place now (the startup error cannot wait for content). */
  takeOver: () => void;
}

function nameOf(element: Element): string | null {
  return element.getAttribute('aria-label') ?? element.textContent;
}

/**
 * The app's control that stands where `focused` stood in the first screen: the field with the same
 * id, or the link or button with the same address and name.
 */
function sameControlIn(container: HTMLElement, focused: Element | null): HTMLElement | null {
  if (focused instanceof HTMLInputElement) {
    return focused.id ? container.querySelector<HTMLInputElement>(`input#${CSS.escape(focused.id)}`) : null;
  }
  if (!(focused instanceof HTMLAnchorElement || focused instanceof HTMLButtonElement)) return null;
  const href = focused.getAttribute('href');
  const name = nameOf(focused);
  for (const control of container.querySelectorAll<HTMLElement>(focused.localName)) {
    if (control.getAttribute('href') === href && nameOf(control) === name) return control;
  }
  return null;
}

/**
 * What a visitor typed into the first screen's fields (its search box) goes into the app's same
 * fields, as if typed there: the app's state hears it through the field's input event.
 */
function carryTypedValues(firstScreen: HTMLElement, container: HTMLElement): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const typed of firstScreen.querySelectorAll<HTMLInputElement>('input[id]')) {
    if (typed.value === typed.defaultValue) continue;
    const field = container.querySelector<HTMLInputElement>(`input#${CSS.escape(typed.id)}`);
    if (!field || !setValue) continue;
    setValue.call(field, typed.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * The buttons pressed in the first screen before the app could run them (recorded by the document's
 * loader), pressed again, in order, in the app: a Filters tapped while the app loads opens when it is in.
 */
function pressAgain(container: HTMLElement): void {
  const record = window as unknown as Record<string, HTMLElement[] | undefined>;
  const pressed = record[FIRST_SCREEN_PRESSES_GLOBAL] ?? [];
  delete record[FIRST_SCREEN_PRESSES_GLOBAL];
  for (const button of pressed) sameControlIn(container, button)?.click();
}

/** Focus, and the caret in a field, where they were in the first screen. */
function carryFocus(focused: Element | null, container: HTMLElement): void {
  const control = sameControlIn(container, focused);
  if (!control) return;
  control.focus({ preventScroll: true });
  if (focused instanceof HTMLInputElement && control instanceof HTMLInputElement) {
    control.setSelectionRange(focused.selectionStart, focused.selectionEnd, focused.selectionDirection ?? undefined);
  }
}

export function renderBesideFirstScreen(firstScreen: HTMLElement): FirstScreenTakeOver {
  const container = document.createElement('div');
  container.hidden = true;
  firstScreen.after(container);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const takeOver = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    // A visitor who had tabbed into the first screen (its links work before the app), typed in its
    // search box or pressed its buttons keeps their place, their text and what they asked for.
    const focused = firstScreen.contains(document.activeElement) ? document.activeElement : null;
    carryTypedValues(firstScreen, container);
    firstScreen.remove();
    container.id = firstScreen.id;
    container.hidden = false;
    carryFocus(focused, container);
    pressAgain(container);
  };
  const observer = new MutationObserver(() => {
    if (pageHasContent(container)) takeOver();
    // Counted from the app's first render, not from the script's start: on a slow network the config
    // and the page's chunk may take longer than this, and the first screen is better than nothing.
    else timer ??= setTimeout(takeOver, FIRST_SCREEN_MAX_WAIT_MS);
  });
  observer.observe(container, { childList: true, subtree: true });
  return { container, takeOver };
}
