// Background work (the service worker's install) waits for the person to pause (src/app/offline/when-quiet.ts):
// a key, tap, wheel or scroll starts the wait again; once it has run, nothing is left listening.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from '../../src/app/offline/when-quiet';

class FakeWindow extends EventTarget {
  setTimeout = (handler: () => void, ms: number) => setTimeout(handler, ms) as unknown as number;
  clearTimeout = (id: number) => clearTimeout(id);
  listening = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listening += 1;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listening -= 1;
    super.removeEventListener(...args);
  }
}

describe('whenQuiet', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('runs once the page has been left alone for the quiet period', () => {
    const win = new FakeWindow();
    const run = vi.fn();
    whenQuiet(win, 2000, run);
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(win.listening).toBe(0);
  });

  it('waits while the person types, taps or scrolls, then runs once', () => {
    const win = new FakeWindow();
    const run = vi.fn();
    whenQuiet(win, 2000, run);
    // Five keys a second for ten seconds, a tap and a scroll among them.
    for (let key = 0; key < 50; key++) {
      vi.advanceTimersByTime(200);
      win.dispatchEvent(new Event(key === 10 ? 'pointerdown' : key === 20 ? 'scroll' : 'keydown'));
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
