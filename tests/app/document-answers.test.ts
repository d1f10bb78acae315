// The app's fetch hands out the answers the server put in the document (src/app/document-answers.ts):
// each once, for the same anonymous GET, soon after the page loaded; anything else goes to the network.
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ANSWER_MAX_AGE_MS,
  answerKey,
  answeringFromDocument,
  readDocumentAnswers,
} from '../../src/app/document-answers';

const ORIGIN = 'https://startline.test';
const LIST = '/api/v1/sub-events/public?page=1&limit=12&fields=card';
const LIST_BODY = { success: true, message: 'Sub-events fetched successfully', data: [{ id: 1 }] };

/** Just what readDocumentAnswers reads of a document. */
function documentWith(scriptText: string | null): Document {
  return {
    baseURI: `${ORIGIN}/events`,
    getElementById: (id: string) =>
      id === 'startline-answers' && scriptText !== null ? { textContent: scriptText } : null,
  } as unknown as Document;
}

function setUp(options: { scriptText?: string | null; age?: number } = {}) {
  const network: string[] = [];
  const scriptText =
    options.scriptText === undefined
      ? JSON.stringify({ [LIST]: { status: 200, body: LIST_BODY } })
      : options.scriptText;
  const fetch = answeringFromDocument({
    answers: readDocumentAnswers(documentWith(scriptText)),
    origin: ORIGIN,
    sincePageLoad: () => options.age ?? 1_000,
    fetch: (request) => {
      network.push(`${request.method} ${request.url}`);
      return Promise.resolve(new Response(JSON.stringify({ from: 'network' }), { status: 200 }));
    },
  });
  return { fetch, network };
}

describe('answering from the document', () => {
  it("answers the page's first read from the document, then asks the network for it", async () => {
    const { fetch, network } = setUp();
    const first = await fetch(new Request(`${ORIGIN}${LIST}`));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await first.json()).toEqual(LIST_BODY);
    expect(network).toEqual([]);
    expect(await (await fetch(new Request(`${ORIGIN}${LIST}`))).json()).toEqual({ from: 'network' });
    expect(network).toEqual([`GET ${ORIGIN}${LIST}`]);
  });

  it('matches whatever order the query is written in', async () => {
    const { fetch, network } = setUp();
    await fetch(new Request(`${ORIGIN}/api/v1/sub-events/public?fields=card&limit=12&page=1`));
    expect(network).toEqual([]);
    expect(answerKey(new URL(`${ORIGIN}/a?b=2&a=1`))).toBe(answerKey(new URL(`${ORIGIN}/a?a=1&b=2`)));
  });

  it("asks the network for a signed-in read, which marks the caller's own registrations", async () => {
    const { fetch, network } = setUp();
    await fetch(new Request(`${ORIGIN}${LIST}`, { headers: { Authorization: 'Bearer token' } }));
    expect(network).toHaveLength(1);
  });

  it('asks the network for other reads, other methods, other origins and once the answers are old', async () => {
    const reads = [
      new Request(`${ORIGIN}/api/v1/sub-events/public?page=2&limit=12&fields=card`),
      new Request(`${ORIGIN}${LIST}`, { method: 'POST', body: '{}' }),
      new Request(`https://elsewhere.test${LIST}`),
    ];
    for (const request of reads) {
      const { fetch, network } = setUp();
      await fetch(request);
      expect(network).toHaveLength(1);
    }
    const late = setUp({ age: DOCUMENT_ANSWER_MAX_AGE_MS + 1 });
    await late.fetch(new Request(`${ORIGIN}${LIST}`));
    expect(late.network).toHaveLength(1);
  });

  it('asks the network when the document has no answers or damaged ones', async () => {
    for (const scriptText of [null, '', '{"cut off', '[1,2]', JSON.stringify({ [LIST]: { body: {} } })]) {
      const { fetch, network } = setUp({ scriptText });
      await fetch(new Request(`${ORIGIN}${LIST}`));
      expect(network).toHaveLength(1);
    }
  });
});
