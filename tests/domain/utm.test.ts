// SPEC §2 marketing parameters: read from a URL or from session storage, added to later URLs.
import { describe, expect, it } from 'vitest';
import { addUtmParams, parseUtmParams, utmParamsIn } from '../../src/domain/utm';

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
    { href: '#events', result: '#events' },
    { href: 'mailto:hi@example.com', result: 'mailto:hi@example.com' },
  ])('$href -> $result', ({ href, result }) => {
    expect(addUtmParams(href, params)).toBe(result);
  });

  it('leaves the href alone without parameters', () => {
    expect(addUtmParams('/events', {})).toBe('/events');
  });
});
