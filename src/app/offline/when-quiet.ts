// Runs a piece of background work once the person has stopped touching the page for a while: the
// browser's idle callback comes between two keystrokes, which is not the pause such work should wait for.

/** What a person does to a page; each one starts the quiet period again. */
const PRESENCE_EVENTS = ['keydown', 'pointerdown', 'wheel', 'scroll', 'touchstart'] as const;

interface QuietTarget {
  addEventListener(type: string, listener: () => void, options: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options: EventListenerOptions): void;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/** Calls `run` once `quietMs` have passed without a key, tap, wheel or scroll on `win`. */
export function whenQuiet(win: QuietTarget, quietMs: number, run: () => void): void {
  let timer = 0;
  const restart = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(done, quietMs);
  };
  function done() {
    for (const type of PRESENCE_EVENTS) win.removeEventListener(type, restart, { capture: true });
    run();
  }
  for (const type of PRESENCE_EVENTS) win.addEventListener(type, restart, { capture: true, passive: true });
  timer = win.setTimeout(done, quietMs);
}
