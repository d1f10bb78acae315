import { expect, type Page } from '@playwright/test';
import { DOCUMENT_ANSWERS_ELEMENT_ID } from '../../src/domain/constants';
import { expectNoAxeViolations } from './auth';

// Issue 30 part 2: a screen in Hindi is checked the same way everywhere. At 390 px: <html lang="hi">,
// nothing scrolls sideways, axe finds nothing, and no English word is left on screen but the names the
// data carries (events, cities, people) and the few terms Indians write in Latin letters.

export const PHONE = { width: 390, height: 844 };

/** Written in Latin letters in Hindi too: the product's name, and the terms as Indians use them. */
export const LATIN_TERMS = new Set(['Startline', 'OTP', 'MPIN', 'GST', 'ID', 'K', 'WhatsApp']);

/** Every word of the JSON the page was given (the API's answers, the runtime config): names, not wording. */
function wordsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const word of value.match(/[A-Za-z]+/g) ?? []) into.add(word);
  else if (Array.isArray(value)) for (const item of value) wordsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) wordsOf(item, into);
}

/** Collects the words of every JSON answer the page receives, so the scan can tell data from wording. */
export function recordDataWords(page: Page): Set<string> {
  const words = new Set<string>();
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(
      (body: unknown) => wordsOf(body, words),
      () => undefined,
    );
  });
  return words;
}

/** The words in Latin letters a reader sees, outside what is marked as another language (the 'English' option). */
export async function visibleLatinWords(page: Page, dataWords: Set<string>): Promise<string[]> {
  const { text, answers } = await page.evaluate((answersId) => {
    const shown: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      if (!lang.startsWith('hi')) continue;
      shown.push(node.textContent ?? '');
    }
    return {
      text: shown.join(' '),
      answers: document.getElementById(answersId)?.textContent ?? 'null',
    };
  }, DOCUMENT_ANSWERS_ELEMENT_ID);
  wordsOf(JSON.parse(answers), dataWords);
  const words = text.match(/[A-Za-z]+/g) ?? [];
  return [...new Set(words.filter((word) => !LATIN_TERMS.has(word) && !dataWords.has(word)))];
}

export async function expectHindiScreen(page: Page, dataWords: Set<string>, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await visibleLatinWords(page, dataWords)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `.test-results/screenshots/hindi-${name}-390.png`, fullPage: true });
}

export const languageSwitch = (page: Page, name: 'Language' | 'भाषा') => page.getByRole('group', { name });
