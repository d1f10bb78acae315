// The cross-tab refresh lock (docs/statecharts.md "Token refresh queue"): the Web Locks API where the
// browser has it; elsewhere (insecure origins, old browsers) a lock for this tab only, and tabs then
// rely on re-reading the stored token inside the lock.

/** The part of the Web Locks API the session uses. */
export interface RefreshLock {
  request<T>(name: string, options: { signal: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

export const REFRESH_LOCK_NAME = 'startline-token-refresh';

class LockAbortedError extends Error {
  override name = 'AbortError';
}

/** One holder at a time, granted in request order; an aborted waiter leaves the queue. */
export function createInTabLock(): RefreshLock {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, options: { signal: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const turn = previous.then(() => {
        if (options.signal.aborted) throw new LockAbortedError('lock request aborted');
        return callback();
      });
      // The next waiter runs after this holder, however this holder ends.
      const settled = turn.then(
        () => undefined,
        () => undefined,
      );
      queues.set(name, settled);
      void settled.then(() => {
        if (queues.get(name) === settled) queues.delete(name);
      });
      return turn;
    },
  };
}

export function browserRefreshLock(): RefreshLock {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ?? createInTabLock();
}
