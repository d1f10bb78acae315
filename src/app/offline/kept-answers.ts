// Which of the page's answers came from the service worker's cache (KEPT_AT_HEADER), and since when: the
// API's fetch reports every answer here (main.tsx), and the screens that show passes read it to say
// 'Offline — showing your passes as of {time}'. A fresh answer for the same path clears the mark.
import { useSyncExternalStore } from 'react';
import { API_PATH_PREFIX, KEPT_AT_HEADER } from '../../domain/offline';

type KeptAnswers = ReadonlyMap<string, string>;

const NOTHING_KEPT: KeptAnswers = new Map();

export function createKeptAnswers() {
  let answers: KeptAnswers = NOTHING_KEPT;
  const listeners = new Set<() => void>();
  const set = (next: KeptAnswers) => {
    answers = next;
    listeners.forEach((listener) => listener());
  };
  return {
    /** Notes an answer of the API, by its path after the base URL. */
    noteAnswer(apiPath: string, keptAt: string | null) {
      if (keptAt === null && !answers.has(apiPath)) return;
      if (keptAt !== null && answers.get(apiPath) === keptAt) return;
      const next = new Map(answers);
      if (keptAt === null) next.delete(apiPath);
      else next.set(apiPath, keptAt);
      set(next);
    },
    forgetAll: () => set(NOTHING_KEPT),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => answers,
  };
}

export type KeptAnswersStore = ReturnType<typeof createKeptAnswers>;

/** The app's one store, fed by main.tsx's fetch. */
export const keptAnswers = createKeptAnswers();

/** A fetch that reports to `store` whether each API answer was a kept one. */
export function noticingKeptAnswers(
  fetch: (request: Request) => Promise<Response>,
  store: KeptAnswersStore = keptAnswers,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await fetch(request);
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.startsWith(`${API_PATH_PREFIX}/`)) {
      store.noteAnswer(url.pathname.slice(API_PATH_PREFIX.length), response.headers.get(KEPT_AT_HEADER));
    }
    return response;
  };
}

/** The oldest kept time among the answers whose path matches, or null when all were fresh. */
export function keptSince(answers: KeptAnswers, pattern: RegExp): string | null {
  let oldest: string | null = null;
  for (const [path, keptAt] of answers) {
    if (pattern.test(path) && (oldest === null || keptAt < oldest)) oldest = keptAt;
  }
  return oldest;
}

export function useKeptSince(pattern: RegExp, store: KeptAnswersStore = keptAnswers): string | null {
  const answers = useSyncExternalStore(store.subscribe, store.snapshot, () => NOTHING_KEPT);
  return keptSince(answers, pattern);
}
