// SPEC §2: the redirect URL of protected routes and the UTM parameters kept for the visit.
import { describe, expect, it } from 'vitest';
import {
  captureUtmParams,
  isSignInPage,
  saveRedirectUrl,
  savedUtmParams,
  takeRedirectUrl,
  withUtmParams,
} from '../../src/app/navigation';
import { MemoryStorage } from './fake-browser';

describe('redirect URL (session storage redirectUrl)', () => {
  it('returns the saved path with its query once, then /', () => {
    const storage = new MemoryStorage();
    saveRedirectUrl('/my-orders/42?tab=invoice', storage);
    expect(storage.getItem('redirectUrl')).toBe('/my-orders/42?tab=invoice');
    expect(takeRedirectUrl(storage)).toBe('/my-orders/42?tab=invoice');
    expect(takeRedirectUrl(storage)).toBe('/');
  });

  it('is / when nothing was saved or storage is blocked', () => {
    expect(takeRedirectUrl(new MemoryStorage())).toBe('/');
    expect(takeRedirectUrl(null)).toBe('/');
  });

  it.each(['https://evil.example/phish', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'never keeps %s, which would leave the site',
    (url) => {
      const storage = new MemoryStorage();
      saveRedirectUrl(url, storage);
      expect(storage.getItem('redirectUrl')).toBeNull();
      storage.setItem('redirectUrl', url);
      expect(takeRedirectUrl(storage)).toBe('/');
    },
  );

  it('never returns to the sign-in pages themselves', () => {
    const storage = new MemoryStorage();
    for (const url of ['/login', '/register?utm_source=x', '/login/']) {
      expect(isSignInPage(url)).toBe(true);
      saveRedirectUrl(url, storage);
      expect(storage.getItem('redirectUrl')).toBeNull();
    }
    expect(isSignInPage('/profile')).toBe(false);
  });
});

describe('UTM parameters (session storage utm_params)', () => {
  it('saves the five marketing parameters from the first URL that has them, and only once', () => {
    const storage = new MemoryStorage();
    expect(captureUtmParams('?page=2', storage)).toEqual({});
    expect(storage.getItem('utm_params')).toBeNull();
    const first = captureUtmParams(
      '?utm_source=instagram&utm_medium=social&utm_campaign=monsoon-run&utm_term=10k&utm_content=reel&ref=x',
      storage,
    );
    expect(first).toEqual({
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'monsoon-run',
      utm_term: '10k',
      utm_content: 'reel',
    });
    expect(captureUtmParams('?utm_source=newsletter', storage)).toEqual(first);
    expect(savedUtmParams(storage)).toEqual(first);
  });

  it('adds the saved parameters to later URLs, keeping their own query and hash', () => {
    const storage = new MemoryStorage();
    captureUtmParams('?utm_source=instagram&utm_campaign=monsoon-run', storage);
    expect(withUtmParams('/events', storage)).toBe('/events?utm_source=instagram&utm_campaign=monsoon-run');
    expect(withUtmParams('/events?search=run#list', storage)).toBe(
      '/events?search=run&utm_source=instagram&utm_campaign=monsoon-run#list',
    );
    expect(withUtmParams('/events?utm_source=mail', storage)).toBe('/events?utm_source=mail&utm_campaign=monsoon-run');
  });

  it('leaves URLs alone when nothing is saved, for other sites, and ignores tampered storage', () => {
    const storage = new MemoryStorage();
    expect(withUtmParams('/events', storage)).toBe('/events');
    captureUtmParams('?utm_source=instagram', storage);
    expect(withUtmParams('https://organizers.example/', storage)).toBe('https://organizers.example/');
    storage.setItem('utm_params', '{not json');
    expect(withUtmParams('/events', storage)).toBe('/events');
    storage.setItem('utm_params', JSON.stringify({ utm_source: 7, other: 'x', utm_term: 'ok' }));
    expect(savedUtmParams(storage)).toEqual({ utm_term: 'ok' });
  });
});
