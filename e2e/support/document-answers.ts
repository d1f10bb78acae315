// The server answers the first public reads of /, /events and an event page inside their document
// (server/document-answers.ts), and draws the page from them, so the browser never asks for them. A test
// that fails or rewrites one of those reads in the browser (fault injection) first takes the answers and
// the page drawn from them out of the documents: the app then draws the page itself, as for any route.
import type { Page } from '@playwright/test';

const ANSWERS_ELEMENT = /<script type="application\/json" id="startline-answers"[^>]*>[^<]*<\/script>/;
// The drawn page: everything in #root, up to the loader's list of scripts that follows it.
const DRAWN_PAGE = /<div id="root">[\s\S]*?<\/div>(\s*<script type="application\/json" id="startline-scripts">)/;

/** Documents load without their first answers, so the page asks the API (and page.route) for them. */
export async function withoutDocumentAnswers(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    // route.fetch hands the body over decoded: it goes back unencoded, and with its new length.
    delete headers['content-encoding'];
    delete headers['content-length'];
    delete headers.etag;
    const body = (await response.text()).replace(ANSWERS_ELEMENT, '').replace(DRAWN_PAGE, '<div id="root"></div>$1');
    await route.fulfill({ status: response.status(), headers, body });
  });
}
