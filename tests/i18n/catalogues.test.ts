// The catalogues (src/i18n/locales) are complete and well formed (issue 30 part 2): every key of one
// is in the other, every message parses as ICU in its language, and both languages ask for the same
// placeholders, so no screen shows a key, a broken message or an unfilled '{name}'.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from '../../src/i18n/i18n';
import en, { parts as englishParts } from '../../src/i18n/locales/en';
import hi, { parts as hindiParts } from '../../src/i18n/locales/hi';

const english = flattenCatalogue(en);
const hindi = flattenCatalogue(hi);

/**
 * Where Hindi words a message with other placeholders than English, on purpose: the caller gives both.
 * A moment: English says AM/PM ({period}), Hindi the part of the day ({dayPart}, 'सुबह', 'शाम').
 */
const OWN_PLACEHOLDERS: Record<string, { en: string[]; hi: string[] }> = {
  'dates.eventDateTime': { en: ['period'], hi: ['dayPart'] },
};

interface AstElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstElement[] }>;
  children?: AstElement[];
}

/** The placeholders a message asks for: {name}, {n, number}, {count, plural, ...}, {x, select, ...}. */
function placeholdersOf(message: string, locale: string): Set<string> {
  const names = new Set<string>();
  const walk = (elements: AstElement[]) => {
    for (const element of elements) {
      // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural (@formatjs/icu-messageformat-parser TYPE).
      if (element.type >= 1 && element.type <= 6 && typeof element.value === 'string') names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as AstElement[]);
  return names;
}

describe('the catalogues', () => {
  it('have texts to compare', () => {
    expect(english.size).toBeGreaterThan(300);
  });

  it('have the same keys: none missing from Hindi, none only in Hindi', () => {
    expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
    expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('leave no text empty, except where English needs no words (the end of the hero heading)', () => {
    const empty = (texts: Map<string, string>) => [...texts].filter(([, text]) => text.trim() === '').map(([k]) => k);
    expect(empty(english)).toEqual(['hero.headingEnd']);
    expect(empty(hindi)).toEqual([]);
  });

  it.each([...english.keys()])('%s parses as ICU in both and asks for the same placeholders', (key) => {
    const inEnglish = placeholdersOf(english.get(key) ?? '', 'en-IN');
    const inHindi = placeholdersOf(hindi.get(key) ?? '', 'hi-IN');
    const own = OWN_PLACEHOLDERS[key];
    const without = (names: Set<string>, left: string[] = []) => [...names].filter((n) => !left.includes(n)).sort();
    expect(without(inHindi, own?.hi)).toEqual(without(inEnglish, own?.en));
  });

  it('the check can fail: a missing placeholder and a broken plural are seen', () => {
    expect([...placeholdersOf('{shown} में से', 'hi-IN')]).toEqual(['shown']);
    expect(() => placeholdersOf('{count, plural, one {# दिन}', 'hi-IN')).toThrow();
  });

  it('keeps Hindi in Hindi: no Hindi text is left as its English one, but for names of things', () => {
    // The same in both: figures, the product's name, and what Indians write in Latin letters.
    const sameOnPurpose = new Set([
      'app.titleSuffix',
      'dates.cardDate',
      'hero.figures',
      'howItWorks.stats.listed.value',
      'howItWorks.stats.monthly.value',
      'howItWorks.stats.support.value',
      'carousel.slideOf',
    ]);
    const untranslated = [...english]
      .filter(([key, text]) => /[A-Za-z]{3,}/.test(text) && hindi.get(key) === text && !sameOnPurpose.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('words Hindi in Devanagari with Latin digits, never Devanagari digits (Indian formats in both languages)', () => {
    expect([...hindi].filter(([, text]) => /[०-९]/u.test(text)).map(([key]) => key)).toEqual([]);
  });

  it.each([
    ['English', englishParts],
    ['Hindi', hindiParts],
  ])('keep each screen in one part of the %s catalogue: no two parts share a top-level key', (_, parts) => {
    const owners = new Map<string, string[]>();
    for (const [part, texts] of Object.entries(parts)) {
      for (const screen of Object.keys(texts)) owners.set(screen, [...(owners.get(screen) ?? []), part]);
    }
    expect([...owners].filter(([, inParts]) => inParts.length > 1)).toEqual([]);
  });

  it('keep the same parts in both languages, each screen in the same part', () => {
    const screensOf = (parts: Record<string, object>) =>
      Object.fromEntries(Object.entries(parts).map(([part, texts]) => [part, Object.keys(texts).sort()]));
    expect(screensOf(hindiParts)).toEqual(screensOf(englishParts));
  });
});
