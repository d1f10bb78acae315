// What a page arrived with: the public answers its document carries (server/document-answers.ts) and
// the moment the server read them. The server draws /events and an event page from these answers
// (src/app/shell/server-render.tsx), and the browser's first render must draw the same markup for
// hydration to keep it: both sides start those pages' machines from the same answers and the same
// clock, instead of from a loading indicator. Only the page the document was made for, and only while
// its answers are fresh, gets them; every later visit of a page loads as before.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { ANSWERS_READ_AT_ATTRIBUTE, DOCUMENT_ANSWERS_ELEMENT_ID } from '../domain/constants';
import { DOCUMENT_ANSWER_MAX_AGE_MS, answerKey, readDocumentAnswers } from './document-answers';

/** Only the path and query count (answerKey): an address relative to the app's origin is as good. */
const keyOf = (address: string) => answerKey(new URL(address, 'http://arrival.invalid'));

export interface PageArrival {
  /** The path of the page the document was made for. */
  pathname: string;
  /** When the server read the answers (ms since the epoch): the page's clock starts there on both sides. */
  readAt: number;
  /** The body of the document's 200 answer for an API address (as the app asks for it), if it has one. */
  answer(url: string): unknown;
}

/** A page that arrived with no answers: every page loads its own data. */
export const NO_ARRIVAL: PageArrival = { pathname: '', readAt: 0, answer: () => undefined };

/** An arrival from answers by their address (path and query), for the page at `pathname`. */
export function arrivalOf(pathname: string, readAt: number, bodies: ReadonlyMap<string, unknown>): PageArrival {
  const answers = new Map([...bodies].map(([address, body]) => [keyOf(address), body]));
  return {
    pathname,
    readAt,
    answer: (url) => answers.get(keyOf(url)),
  };
}

/** The browser's arrival: the document's answers, while they are fresh (DOCUMENT_ANSWER_MAX_AGE_MS). */
export function readPageArrival(doc: Document, sincePageLoad: () => number): PageArrival {
  const readAt = Number(doc.getElementById(DOCUMENT_ANSWERS_ELEMENT_ID)?.getAttribute(ANSWERS_READ_AT_ATTRIBUTE));
  if (!Number.isFinite(readAt) || readAt <= 0) return NO_ARRIVAL;
  const bodies = new Map<string, unknown>();
  for (const [key, answer] of readDocumentAnswers(doc)) if (answer.status === 200) bodies.set(key, answer.body);
  const arrival = arrivalOf(new URL(doc.baseURI).pathname, readAt, bodies);
  return {
    ...arrival,
    answer: (url) => (sincePageLoad() <= DOCUMENT_ANSWER_MAX_AGE_MS ? arrival.answer(url) : undefined),
  };
}

const PageArrivalContext = createContext<PageArrival>(NO_ARRIVAL);

export function PageArrivalProvider({ arrival, children }: { arrival: PageArrival; children: ReactNode }) {
  return <PageArrivalContext.Provider value={arrival}>{children}</PageArrivalContext.Provider>;
}

/** The arrival, for the page it was made for; NO_ARRIVAL on any other page. */
export function usePageArrival(pathname: string): PageArrival {
  const arrival = useContext(PageArrivalContext);
  return arrival.pathname === pathname ? arrival : NO_ARRIVAL;
}
