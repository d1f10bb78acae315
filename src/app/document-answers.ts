// The public reads a page makes on arrival can come inside its document (server/document-answers.ts):
// the API's own answers for an anonymous caller, put there while the document was made. The app's
// fetch hands each one out once, for the same GET without a token and soon after the page loaded;
// everything else, and every later read, goes to the network as before.

import { DOCUMENT_ANSWERS_ELEMENT_ID } from '../domain/constants';

/** An answer older than this is as likely stale as not: ask the network instead. */
export const DOCUMENT_ANSWER_MAX_AGE_MS = 30_000;

interface DocumentAnswer {
  status: number;
  body: unknown;
}

/** Path and query with the parameters sorted, so the order a client writes them in does not matter. */
export function answerKey(url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

/** The answers in the document, keyed by answerKey; none when absent or unreadable. */
export function readDocumentAnswers(doc: Document): Map<string, DocumentAnswer> {
  const answers = new Map<string, DocumentAnswer>();
  const text = doc.getElementById(DOCUMENT_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return answers;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return answers;
    for (const [path, answer] of Object.entries(parsed as Record<string, DocumentAnswer>)) {
      if (typeof answer?.status === 'number') answers.set(answerKey(new URL(path, doc.baseURI)), answer);
    }
  } catch {
    // A damaged script element costs only the head start: the app asks the network.
  }
  return answers;
}

interface AnsweringOptions {
  answers: Map<string, DocumentAnswer>;
  origin: string;
  /** Milliseconds since the page started loading (performance.now in the browser). */
  sincePageLoad: () => number;
  fetch: (request: Request) => Promise<Response>;
}

/** A fetch that answers from the document when it can, and asks the network otherwise. */
export function answeringFromDocument(options: AnsweringOptions): (request: Request) => Promise<Response> {
  const { answers } = options;
  return (request) => {
    const url = new URL(request.url);
    const answerable =
      answers.size > 0 &&
      request.method === 'GET' &&
      url.origin === options.origin &&
      // Signed-in callers' lists mark their own registrations: those come from the API.
      !request.headers.has('Authorization') &&
      options.sincePageLoad() <= DOCUMENT_ANSWER_MAX_AGE_MS;
    if (!answerable) return options.fetch(request);
    const key = answerKey(url);
    const answer = answers.get(key);
    if (!answer) return options.fetch(request);
    answers.delete(key);
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
  };
}
