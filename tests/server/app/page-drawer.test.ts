// When the server draws a page again (server/document-answers.ts, pageDrawer): only when its answers,
// its address or its language change, or after 10 s on the API's clock. On a clock of the test's own,
// so a busy machine cannot move it (a shared CI run once took the wall clock past the window).
import { describe, expect, it } from 'vitest';
import { pageDrawer, type DocumentVisit } from '../../../server/document-answers';
import type { PageRenderRequest } from '../../../src/domain/server-render';

function countingRenderer() {
  const drawn: PageRenderRequest[] = [];
  return {
    drawn,
    renderer: {
      renderPage: (request: PageRenderRequest) => {
        drawn.push(request);
        return Promise.resolve(`<main>${drawn.length}</main>`);
      },
    },
  };
}

const visit: DocumentVisit = { pathname: '/', search: '', config: {}, language: 'en' };
const answers = () => new Map<string, unknown>([['/api/v1/promotional-banners', { data: [{ name: 'Monsoon 10K' }] }]]);

function drawerAt(start: number) {
  let clock = start;
  return { draw: pageDrawer(() => clock), advance: (ms: number) => (clock += ms) };
}

describe('a drawn page, handed out again', () => {
  it('for the same answers within 10 s, with the moment it was first read', async () => {
    const { drawn, renderer } = countingRenderer();
    const { draw, advance } = drawerAt(1_000_000);
    const first = await draw(renderer, visit, answers());
    advance(10_000);
    const again = await draw(renderer, visit, answers());
    expect(drawn).toHaveLength(1);
    expect(again).toEqual(first);
    expect(again?.readAt).toBe(1_000_000);
  });

  it('drawn again once it is older than 10 s, on the new moment', async () => {
    const { drawn, renderer } = countingRenderer();
    const { draw, advance } = drawerAt(1_000_000);
    await draw(renderer, visit, answers());
    advance(10_001);
    const later = await draw(renderer, visit, answers());
    expect(drawn).toHaveLength(2);
    expect(later?.readAt).toBe(1_010_001);
    expect(drawn[1]?.readAt).toBe(1_010_001);
  });

  it.each([
    ['its answers change', visit, new Map([['/api/v1/promotional-banners', { data: [{ name: 'Ladakh Ride' }] }]])],
    ['another address asks', { ...visit, search: '?ref=poster' }, answers()],
    ['another language asks', { ...visit, language: 'hi' as const }, answers()],
  ])('drawn again when %s', async (_, otherVisit, otherAnswers) => {
    const { drawn, renderer } = countingRenderer();
    const { draw } = drawerAt(1_000_000);
    await draw(renderer, visit, answers());
    await draw(renderer, otherVisit, otherAnswers);
    expect(drawn).toHaveLength(2);
  });

  it('none when the renderer fails, and the failure is not kept', async () => {
    let fail = true;
    const renderer = {
      renderPage: () => (fail ? Promise.reject(new Error('the renderer failed')) : Promise.resolve('<main></main>')),
    };
    const { draw } = drawerAt(1_000_000);
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await draw(renderer, visit, answers())).toBeNull();
    } finally {
      console.error = quiet;
    }
    fail = false;
    expect(await draw(renderer, visit, answers())).toEqual({
      markup: '<main></main>',
      readAt: 1_000_000,
      at: 1_000_000,
    });
  });
});
