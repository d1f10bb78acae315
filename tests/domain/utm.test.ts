// SPEC §2 marketing parameters: read from a URL or from session storage, added to later URLs.
import { describe, expect, it } from 'vitest';
import { addUtmParams, isSameSitePath, parseUtmParams, utmParamsIn, type UtmParams } from '../../src/domain/utm';

describe('utmParamsIn', () => {
  it('keeps the five utm_* parameters with a value, and nothing else', () => {
    expect(utmParamsIn('?utm_source=news&utm_campaign=diwali&utm_medium=&ref=x&utm_other=y')).toEqual({
      utm_source: 'news',
      utm_campaign: 'diwali',
    });
  });
});

describe('parseUtmParams', () => {
  it.each([
    { raw: null, params: {} },
    { raw: 'not json', params: {} },
    { raw: '"text"', params: {} },
    { raw: '{"utm_source":"news","utm_term":7,"evil":"x"}', params: { utm_source: 'news' } },
    { raw: '{"utm_source":"","utm_medium":"email"}', params: { utm_medium: 'email' } },
  ])('$raw -> $params', ({ raw, params }) => {
    expect(parseUtmParams(raw)).toEqual(params);
  });
});

describe('addUtmParams', () => {
  const params = { utm_source: 'news', utm_campaign: 'diwali' };
  it.each([
    { href: '/events', result: '/events?utm_source=news&utm_campaign=diwali' },
    { href: '/', result: '/?utm_source=news&utm_campaign=diwali' },
    { href: '/events?page=2#list', result: '/events?page=2&utm_source=news&utm_campaign=diwali#list' },
    { href: '/events?utm_source=mail', result: '/events?utm_source=mail&utm_campaign=diwali' },
    { href: 'https://elsewhere.example/', result: 'https://elsewhere.example/' },
    { href: '//elsewhere.example/', result: '//elsewhere.example/' },
    { href: '/\\elsewhere.example/', result: '/\\elsewhere.example/' },
    { href: '#events', result: '#events' },
    { href: 'mailto:hi@example.com', result: 'mailto:hi@example.com' },
  ])('$href -> $result', ({ href, result }) => {
    expect(addUtmParams(href, params)).toBe(result);
  });

  it('leaves the href alone without parameters', () => {
    expect(addUtmParams('/events', {})).toBe('/events');
  });

  it('adds only the five utm_* parameters, and none left undefined', () => {
    const extra = { utm_source: 'news', utm_medium: undefined, ref: 'x' } as UtmParams;
    expect(addUtmParams('/events', extra)).toBe('/events?utm_source=news');
    expect(addUtmParams('/events', { ref: 'x' } as UtmParams)).toBe('/events');
  });
});

describe('isSameSitePath', () => {
  it.each(['/', '/events', '/event/x?y=1', '/a\\b'])('%s is a path on this site', (url) => {
    expect(isSameSitePath(url)).toBe(true);
  });

  // Browsers read '/\host' as '//host': another site.
  it.each(['//elsewhere.example', '/\\elsewhere.example', 'https://elsewhere.example/', 'events', ''])(
    '%s is not',
    (url) => {
      expect(isSameSitePath(url)).toBe(false);
    },
  );
});
