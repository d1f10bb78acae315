// A signed-in page's first read, asked by the entry script as soon as it knows the API's address
// (config.json, which the document preloads), beside the download of the page's chunk. Without it the
// read waits for the chunk, the first render and the page's machine: on Lighthouse's phone, My Orders,
// the order summary and an invoice painted their content at about twice the hello-world's time. The
// public pages have their first reads in the document instead (document-answers.ts), and so do My Orders
// and an invoice when the page request carries the session's cookie (src/domain/page-session.ts); this
// is for the rest, and for a first visit whose cookie is not written yet.
// The app's fetch hands the early answer out once, for the same GET with the same token, soon after the
// page loaded; a 401 reaches the refresh middleware as any other would, and every other request goes to
// the network as before.
import { firstSignedInRead } from '../domain/signed-in-reads';
import { answerKey, DOCUMENT_ANSWER_MAX_AGE_MS } from './document-answers';

export interface EarlyRead {
  /** answerKey of the absolute URL asked. */
  key: string;
  authorization: string;
  response: Promise<Response>;
}

/** Asks for the route's first read with the stored token; null when the route has none or nobody is signed in. */
export function startEarlyRead(options: {
  pathname: string;
  search: string;
  apiBaseUrl: string;
  origin: string;
  accessToken: string | null;
  fetch: (request: Request) => Promise<Response>;
}): EarlyRead | null {
  const read = firstSignedInRead(options.pathname, options.search);
  if (!read || !options.accessToken) return null;
  const url = new URL(`${options.apiBaseUrl.replace(/\/$/, '')}${read}`, options.origin);
  const authorization = `Bearer ${options.accessToken}`;
  const request = new Request(url, { headers: { Authorization: authorization, Accept: 'application/json' } });
  const response = options.fetch(request);
  // Not yet anyone's: a failure here is the app's to meet when it asks (it then asks the network).
  response.catch(() => undefined);
  return { key: answerKey(url), authorization, response };
}

/** A fetch that hands out the early read's answer to the request it stands for, once. */
export function answeringEarly(options: {
  earlyRead: () => EarlyRead | null;
  /** Milliseconds since the page started loading (performance.now in the browser). */
  sincePageLoad: () => number;
  fetch: (request: Request) => Promise<Response>;
}): (request: Request) => Promise<Response> {
  let handedOut = false;
  return (request) => {
    const early = options.earlyRead();
    const answers =
      early !== null &&
      !handedOut &&
      request.method === 'GET' &&
      request.headers.get('Authorization') === early.authorization &&
      options.sincePageLoad() <= DOCUMENT_ANSWER_MAX_AGE_MS &&
      answerKey(new URL(request.url)) === early.key;
    if (!answers) return options.fetch(request);
    handedOut = true;
    return early.response.catch(() => options.fetch(request));
  };
}
