// When the document came with its first screen drawn (src/app/shell/first-screens.tsx), the app does
// not render over it straight away: its first render may still be a loading indicator (the event page
// reads its event, from the document's answer, only once it has started). It renders into a hidden
// container beside the first screen instead, and takes the first screen's place once its page shows
// content, so a phone goes from the first screen to the page without a spinner or a jump between.

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

/** The app's link that stands where `focused` stood in the first screen (same address, same name). */
function sameLinkIn(container: HTMLElement, focused: Element | null): HTMLElement | null {
  if (!(focused instanceof HTMLAnchorElement)) return null;
  const href = focused.getAttribute('href');
  const name = focused.getAttribute('aria-label') ?? focused.textContent;
  for (const link of container.querySelectorAll('a')) {
    if (link.getAttribute('href') === href && (link.getAttribute('aria-label') ?? link.textContent) === name)
      return link;
  }
  return null;
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
    // A visitor who had tabbed into the first screen (its links work before the app) keeps their place.
    const focused = firstScreen.contains(document.activeElement) ? document.activeElement : null;
    firstScreen.remove();
    container.id = firstScreen.id;
    container.hidden = false;
    sameLinkIn(container, focused)?.focus({ preventScroll: true });
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
