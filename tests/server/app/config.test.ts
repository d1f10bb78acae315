import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_EMBED_URL, DEMO_COMPANY_GSTIN, loadConfig } from '../../../server/config';

describe('loadConfig', () => {
  it('runs a development server with the sandbox on 127.0.0.1:8080 by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', host: '127.0.0.1', port: 8080, paymentProvider: 'sandbox' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.checkoutScriptUrl).toBe('/sandbox/checkout.js');
  });

  const razorpay = {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'k'.repeat(24),
    RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(24),
  };
  const secrets = {
    JWT_SECRET: 'j'.repeat(32),
    MPIN_PEPPER: 'p'.repeat(32),
    TICKET_SIGNING_SECRET: 't'.repeat(32),
    // A well-formed Maharashtra GSTIN with a right check character (production refuses the demo one).
    COMPANY_GSTIN: '27AAPFU0939F1ZV',
  };

  it("refuses to start production on the demo GSTIN: invoices must carry the company's own", () => {
    const { COMPANY_GSTIN: _own, ...withoutGstin } = secrets;
    expect(() => loadConfig({ APP_ENV: 'production', ...razorpay, ...withoutGstin })).toThrow(
      'COMPANY_GSTIN must be set in production',
    );
    expect(() =>
      loadConfig({ APP_ENV: 'production', ...razorpay, ...withoutGstin, COMPANY_GSTIN: DEMO_COMPANY_GSTIN }),
    ).toThrow('COMPANY_GSTIN must be set in production');
    expect(loadConfig({ APP_ENV: 'production', ...razorpay, ...secrets }).company.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('refuses a GSTIN with a wrong check character or state code, in every environment', () => {
    const cases: [string, string][] = [
      ['29ABCDE1234F1Z5', 'has a wrong check character'],
      ['27AAPFU0939F1ZA', 'has a wrong check character'],
      ['99AAPFU0939F1ZV', "starts with '99', which is no GST state code"],
      ['25AAPFU0939F1ZV', "starts with '25', which is no GST state code"],
      ['27AAPFU0939F1Z', 'must be 15 characters'],
      ['27AAPFU0939F1XV', 'must be 15 characters'],
    ];
    for (const [gstin, problem] of cases) {
      expect(() => loadConfig({ COMPANY_GSTIN: gstin })).toThrow(problem);
      expect(() => loadConfig({ APP_ENV: 'production', ...razorpay, ...secrets, COMPANY_GSTIN: gstin })).toThrow(
        problem,
      );
    }
  });

  it('runs development on the demo GSTIN without a word', () => {
    expect(loadConfig({}).company.gstin).toBe(DEMO_COMPANY_GSTIN);
    expect(loadConfig({ APP_ENV: 'test' }).company.gstin).toBe(DEMO_COMPANY_GSTIN);
  });

  it('refuses to start production on the sandbox: its checkout marks orders paid without money', () => {
    expect(() => loadConfig({ APP_ENV: 'production', ...secrets })).toThrow(
      'PAYMENT_PROVIDER must be set in production',
    );
    expect(() => loadConfig({ APP_ENV: 'production', ...secrets, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      'PAYMENT_PROVIDER must be razorpay in production',
    );
    expect(loadConfig({ APP_ENV: 'production', ...secrets, ...razorpay }).paymentProvider).toBe('razorpay');
  });

  it('refuses to start production on the development secrets or short ones', () => {
    expect(() => loadConfig({ APP_ENV: 'production', ...razorpay })).toThrow('JWT_SECRET must be set in production');
    expect(() => loadConfig({ APP_ENV: 'production', ...razorpay, JWT_SECRET: 'j'.repeat(32) })).toThrow(
      'MPIN_PEPPER must be set in production',
    );
    expect(() => loadConfig({ APP_ENV: 'production', ...razorpay, ...secrets, JWT_SECRET: 'short' })).toThrow(
      'JWT_SECRET must be at least 32 characters in production',
    );
    expect(loadConfig({ APP_ENV: 'production', ...razorpay, ...secrets }).env).toBe('production');
  });

  it('refuses production without its own ticket signing secret: organisers are given it', () => {
    const { TICKET_SIGNING_SECRET: _unset, ...withoutTicketSecret } = secrets;
    expect(() => loadConfig({ APP_ENV: 'production', ...razorpay, ...withoutTicketSecret })).toThrow(
      'TICKET_SIGNING_SECRET must be set in production',
    );
    expect(() =>
      loadConfig({ APP_ENV: 'production', ...razorpay, ...secrets, TICKET_SIGNING_SECRET: 't'.repeat(31) }),
    ).toThrow('TICKET_SIGNING_SECRET must be at least 32 characters in production');
    expect(() =>
      loadConfig({ APP_ENV: 'production', ...razorpay, ...secrets, TICKET_SIGNING_SECRET: secrets.JWT_SECRET }),
    ).toThrow('TICKET_SIGNING_SECRET must differ from JWT_SECRET and MPIN_PEPPER');
    expect(loadConfig({ APP_ENV: 'production', ...razorpay, ...secrets }).ticketSigningSecret).toBe('t'.repeat(32));
    expect(loadConfig({ TICKET_SIGNING_SECRET: 'local-ticket-secret' }).ticketSigningSecret).toBe(
      'local-ticket-secret',
    );
  });

  it('seeds the demo catalogue in production only when asked', () => {
    expect(loadConfig({ APP_ENV: 'production', ...razorpay, ...secrets }).seedOnStart).toBe(false);
    expect(loadConfig({ APP_ENV: 'production', ...razorpay, ...secrets, SEED_ON_START: 'true' }).seedOnStart).toBe(
      true,
    );
    expect(loadConfig({}).seedOnStart).toBe(true);
    expect(loadConfig({ SEED_ON_START: 'false' }).seedOnStart).toBe(false);
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
    ['UPLOAD_STORAGE', 's3'],
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

  it('holds an unpaid ticket for TICKET_HOLD_MINUTES: 15 by default, a whole number from 1 to a week', () => {
    expect(loadConfig({}).ticketHoldMinutes).toBe(15);
    expect(loadConfig({ TICKET_HOLD_MINUTES: '30' }).ticketHoldMinutes).toBe(30);
    expect(loadConfig({ TICKET_HOLD_MINUTES: '10080' }).ticketHoldMinutes).toBe(10_080);
    for (const value of ['0', '-5', '7.5', 'soon', '10081']) {
      expect(() => loadConfig({ TICKET_HOLD_MINUTES: value })).toThrow(
        `TICKET_HOLD_MINUTES must be a whole number from 1 to 10080, got '${value}'`,
      );
    }
  });

  it('splits the company address into lines', () => {
    expect(loadConfig({ COMPANY_ADDRESS: 'Line 1|Line 2' }).company.addressLines).toEqual(['Line 1', 'Line 2']);
  });
});
