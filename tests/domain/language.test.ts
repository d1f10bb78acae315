// Issue 30 part 2: English (the default, SPEC's texts) and Hindi, chosen in a cookie the server reads.
import { describe, expect, it } from 'vitest';
import { isLanguage, languageCookie, languageFromCookieHeader, languageOfHtmlLang } from '../../src/domain/language';

describe('isLanguage', () => {
  it.each(['en', 'hi'])('%s is a language we speak', (value) => {
    expect(isLanguage(value)).toBe(true);
  });

  it.each(['fr', 'EN', 'hi-IN', '', 42, null, undefined])('%s is not', (value) => {
    expect(isLanguage(value)).toBe(false);
  });
});

describe('languageFromCookieHeader', () => {
  it.each([
    { header: 'startline_lang=hi', language: 'hi' },
    { header: 'theme=dark; startline_lang=hi; other=1', language: 'hi' },
    { header: 'startline_lang=en;theme=dark', language: 'en' },
    { header: 'startline_lang= hi ', language: 'hi' },
  ])('$header -> $language', ({ header, language }) => {
    expect(languageFromCookieHeader(header)).toBe(language);
  });

  it.each([
    { header: null },
    { header: undefined },
    { header: '' },
    { header: 'theme=dark' },
    { header: 'startline_lang=fr' },
    { header: 'startline_lang=' },
    // '=' belongs to the value: 'h=i' is not 'hi'.
    { header: 'startline_lang=h=i' },
    { header: 'startline_language=hi' },
    { header: 'x_startline_lang=hi' },
  ])('$header chose no language', ({ header }) => {
    expect(languageFromCookieHeader(header)).toBeNull();
  });

  it('reads the first startline_lang cookie', () => {
    expect(languageFromCookieHeader('startline_lang=hi; startline_lang=en')).toBe('hi');
  });
});

describe('languageCookie', () => {
  it('remembers the choice for the whole site for 400 days', () => {
    expect(languageCookie('hi', false)).toBe('startline_lang=hi; Path=/; Max-Age=34560000; SameSite=Lax');
  });

  it('is Secure on https', () => {
    expect(languageCookie('en', true)).toBe('startline_lang=en; Path=/; Max-Age=34560000; SameSite=Lax; Secure');
  });

  it('is read back by languageFromCookieHeader', () => {
    expect(languageFromCookieHeader(languageCookie('hi', true))).toBe('hi');
  });
});

describe('languageOfHtmlLang', () => {
  it.each(['hi', 'hi-IN', 'HI-in'])('%s is Hindi', (lang) => {
    expect(languageOfHtmlLang(lang)).toBe('hi');
  });

  it.each(['en-IN', 'en', 'mr-IN', 'hindi', '', null, undefined])('%s is English', (lang) => {
    expect(languageOfHtmlLang(lang)).toBe('en');
  });
});
