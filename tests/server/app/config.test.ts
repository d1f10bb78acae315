import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_EMBED_URL, loadConfig } from '../../../server/config';

describe('loadConfig', () => {
  it('runs a development server with the sandbox on 127.0.0.1:8080 by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', host: '127.0.0.1', port: 8080, paymentProvider: 'sandbox' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.checkoutScriptUrl).toBe('/sandbox/checkout.js');
  });

  it('refuses to start production on the development secrets', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow('JWT_SECRET must be set in production');
    expect(() => loadConfig({ APP_ENV: 'production', JWT_SECRET: 'j'.repeat(32) })).toThrow(
      'MPIN_PEPPER must be set in production',
    );
    expect(loadConfig({ APP_ENV: 'production', JWT_SECRET: 'j'.repeat(32), MPIN_PEPPER: 'p'.repeat(32) }).env).toBe(
      'production',
    );
  });

  it('needs all three Razorpay secrets for the razorpay provider and then loads its checkout', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(
      /RAZORPAY_KEY_SECRET/,
    );
    const config = loadConfig({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    });
    expect(config.checkoutScriptUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '-1'],
    ['APP_ENV', 'staging'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['UPLOAD_MAX_BYTES', '5MB'],
    ['MAP_EMBED_URL', 'openstreetmap.org/embed'],
    ['MAP_EMBED_URL', 'javascript:alert(1)'],
  ])('refuses %s=%s with a clear message', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('embeds OpenStreetMap around Mumbai on the Route Map tab unless MAP_EMBED_URL says otherwise', () => {
    expect(loadConfig({}).mapEmbedUrl).toBe(DEFAULT_MAP_EMBED_URL);
    expect(new URL(DEFAULT_MAP_EMBED_URL).searchParams.get('marker')).toBe('19.0760,72.8777');
    expect(loadConfig({ MAP_EMBED_URL: 'https://maps.example.in/embed?city=Pune' }).mapEmbedUrl).toBe(
      'https://maps.example.in/embed?city=Pune',
    );
  });

  it('splits the company address into lines', () => {
    expect(loadConfig({ COMPANY_ADDRESS: 'Line 1|Line 2' }).company.addressLines).toEqual(['Line 1', 'Line 2']);
  });
});
