import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_EMBED_URL, DEMO_COMPANY_GSTIN, loadConfig } from '../../../server/config';
import { DEV_TICKET_SIGNING_KEY } from '../../../server/modules/tickets/signing-key';

const ed25519 = generateKeyPairSync('ed25519');
const TICKET_KEY_BASE64 = ed25519.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
const TICKET_KEY_PEM = ed25519.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

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
  // Production's SMS and mail: MSG91 and an SMTP server, and the address links in messages point to.
  const messaging = {
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'a'.repeat(24),
    MSG91_SENDER_ID: 'STRTLN',
    MSG91_OTP_TEMPLATE_ID: 'otp-template',
    MSG91_CONFIRMATION_TEMPLATE_ID: 'confirmation-template',
    MSG91_REFUND_TEMPLATE_ID: 'refund-template',
    MSG91_CANCELLATION_TEMPLATE_ID: 'cancellation-template',
    MSG91_WAITLIST_TEMPLATE_ID: 'waitlist-template',
    MSG91_TRANSFER_TEMPLATE_ID: 'transfer-template',
    MSG91_OTP_TEMPLATE_ID_HI: 'otp-template-hi',
    MSG91_CONFIRMATION_TEMPLATE_ID_HI: 'confirmation-template-hi',
    MSG91_REFUND_TEMPLATE_ID_HI: 'refund-template-hi',
    MSG91_CANCELLATION_TEMPLATE_ID_HI: 'cancellation-template-hi',
    MSG91_WAITLIST_TEMPLATE_ID_HI: 'waitlist-template-hi',
    MSG91_TRANSFER_TEMPLATE_ID_HI: 'transfer-template-hi',
    SMTP_URL: 'smtp://mail.example:587',
    PUBLIC_BASE_URL: 'https://startline.example',
  };
  const secrets = {
    JWT_SECRET: 'j'.repeat(32),
    MPIN_PEPPER: 'p'.repeat(32),
    TICKET_SIGNING_KEY: TICKET_KEY_BASE64,
    // A well-formed Maharashtra GSTIN with a right check character (production refuses the demo one).
    COMPANY_GSTIN: '27AAPFU0939F1ZV',
  };

  it("refuses to start production on the demo GSTIN: invoices must carry the company's own", () => {
    const { COMPANY_GSTIN: _own, ...withoutGstin } = secrets;
    expect(() => loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, ...withoutGstin })).toThrow(
      'COMPANY_GSTIN must be set in production',
    );
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        ...messaging,
        ...razorpay,
        ...withoutGstin,
        COMPANY_GSTIN: DEMO_COMPANY_GSTIN,
      }),
    ).toThrow('COMPANY_GSTIN must be set in production');
    expect(loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, ...secrets }).company.gstin).toBe(
      '27AAPFU0939F1ZV',
    );
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
      expect(() =>
        loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, ...secrets, COMPANY_GSTIN: gstin }),
      ).toThrow(problem);
    }
  });

  it('runs development on the demo GSTIN without a word', () => {
    expect(loadConfig({}).company.gstin).toBe(DEMO_COMPANY_GSTIN);
    expect(loadConfig({ APP_ENV: 'test' }).company.gstin).toBe(DEMO_COMPANY_GSTIN);
  });

  it('refuses to start production on the sandbox: its checkout marks orders paid without money', () => {
    expect(() => loadConfig({ APP_ENV: 'production', ...messaging, ...secrets })).toThrow(
      'PAYMENT_PROVIDER must be set in production',
    );
    expect(() => loadConfig({ APP_ENV: 'production', ...messaging, ...secrets, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      'PAYMENT_PROVIDER must be razorpay in production',
    );
    expect(loadConfig({ APP_ENV: 'production', ...messaging, ...secrets, ...razorpay }).paymentProvider).toBe(
      'razorpay',
    );
  });

  it("refuses production with RAZORPAY_API_BASE_URL on a loopback stand-in or plain http; takes Razorpay's by default", () => {
    const production = { APP_ENV: 'production', ...messaging, ...secrets, ...razorpay };
    expect(loadConfig(production).razorpayApiBaseUrl).toBe('https://api.razorpay.com');
    for (const standIn of [
      'http://127.0.0.1:4592',
      'https://127.0.0.1:4592',
      'https://localhost:4592',
      'https://[::1]:4592',
      'http://api.razorpay.com',
    ]) {
      expect(() => loadConfig({ ...production, RAZORPAY_API_BASE_URL: standIn }), standIn).toThrow(
        'RAZORPAY_API_BASE_URL must be an https address of Razorpay in production',
      );
    }
    expect(loadConfig({ ...production, RAZORPAY_API_BASE_URL: 'https://api.razorpay.com/' }).razorpayApiBaseUrl).toBe(
      'https://api.razorpay.com',
    );
    // Outside production the stand-in is what RAZORPAY_API_BASE_URL is for.
    expect(loadConfig({ ...razorpay, RAZORPAY_API_BASE_URL: 'http://127.0.0.1:4592' }).razorpayApiBaseUrl).toBe(
      'http://127.0.0.1:4592',
    );
    expect(() => loadConfig({ RAZORPAY_API_BASE_URL: 'ftp://x' })).toThrow('RAZORPAY_API_BASE_URL must be an absolute');
  });

  it('reconciles unsettled payments a few minutes after their last change by default', () => {
    expect(loadConfig({}).paymentReconcileAfterMs).toBe(180_000);
    expect(loadConfig({ PAYMENT_RECONCILE_AFTER_MS: '500' }).paymentReconcileAfterMs).toBe(500);
    expect(() => loadConfig({ PAYMENT_RECONCILE_AFTER_MS: '0' })).toThrow('PAYMENT_RECONCILE_AFTER_MS must be');
  });

  it('refuses to start production on the development secrets or short ones', () => {
    expect(() => loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay })).toThrow(
      'JWT_SECRET must be set in production',
    );
    expect(() => loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, JWT_SECRET: 'j'.repeat(32) })).toThrow(
      'MPIN_PEPPER must be set in production',
    );
    expect(() =>
      loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, ...secrets, JWT_SECRET: 'short' }),
    ).toThrow('JWT_SECRET must be at least 32 characters in production');
    expect(loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, ...secrets }).env).toBe('production');
  });

  it('refuses production without its own Ed25519 ticket signing key', () => {
    const { TICKET_SIGNING_KEY: _unset, ...withoutKey } = secrets;
    expect(() => loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, ...withoutKey })).toThrow(
      'TICKET_SIGNING_KEY must be set in production',
    );
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        ...messaging,
        ...razorpay,
        ...secrets,
        TICKET_SIGNING_KEY: DEV_TICKET_SIGNING_KEY,
      }),
    ).toThrow('TICKET_SIGNING_KEY must not be the development key in production');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(() => loadConfig({ TICKET_SIGNING_KEY: rsa.toString() })).toThrow(
      'TICKET_SIGNING_KEY must be an Ed25519 private key, got a rsa key',
    );
    expect(() => loadConfig({ TICKET_SIGNING_KEY: 'not a key' })).toThrow(
      'TICKET_SIGNING_KEY must be an Ed25519 private key as PEM or base64 PKCS8 DER',
    );
    expect(loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, ...secrets }).ticketSigningKey).toBe(
      TICKET_KEY_BASE64,
    );
    expect(loadConfig({ TICKET_SIGNING_KEY: TICKET_KEY_PEM }).ticketSigningKey).toBe(TICKET_KEY_PEM);
    expect(loadConfig({}).ticketSigningKey).toBe(DEV_TICKET_SIGNING_KEY);
  });

  it('keeps the legacy HMAC secret optional in production, and then needs the date HMAC tickets end', () => {
    // Unset: HMAC tickets are retired.
    expect(loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, ...secrets }).ticketSigningSecret).toBe('');
    const legacy = { TICKET_SIGNING_SECRET: 't'.repeat(32) };
    expect(() => loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, ...secrets, ...legacy })).toThrow(
      'TICKET_HMAC_VALID_UNTIL must be set in production while TICKET_SIGNING_SECRET is',
    );
    const until = { TICKET_HMAC_VALID_UNTIL: '2027-03-31T23:59:59+05:30' };
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        ...messaging,
        ...razorpay,
        ...secrets,
        ...until,
        TICKET_SIGNING_SECRET: 't'.repeat(31),
      }),
    ).toThrow('TICKET_SIGNING_SECRET must be at least 32 characters in production');
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        ...messaging,
        ...razorpay,
        ...secrets,
        ...until,
        TICKET_SIGNING_SECRET: secrets.JWT_SECRET,
      }),
    ).toThrow('TICKET_SIGNING_SECRET must differ from JWT_SECRET and MPIN_PEPPER');
    const config = loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, ...secrets, ...legacy, ...until });
    expect(config.ticketSigningSecret).toBe('t'.repeat(32));
    expect(config.ticketHmacValidUntil?.toISOString()).toBe('2027-03-31T18:29:59.000Z');
    expect(() => loadConfig({ TICKET_HMAC_VALID_UNTIL: 'next spring' })).toThrow(
      "TICKET_HMAC_VALID_UNTIL must be an ISO 8601 date or date-time such as 2027-03-31T23:59:59+05:30, got 'next spring'",
    );
    expect(loadConfig({ TICKET_SIGNING_SECRET: 'local-ticket-secret' }).ticketSigningSecret).toBe(
      'local-ticket-secret',
    );
  });

  it('refuses production on the console SMS provider, without SMTP_URL or without PUBLIC_BASE_URL', () => {
    const production = { APP_ENV: 'production', ...messaging, ...razorpay, ...secrets };
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'console' })).toThrow(
      'SMS_PROVIDER must be msg91 in production',
    );
    expect(() => loadConfig({ ...production, SMS_PROVIDER: '' })).toThrow('SMS_PROVIDER must be msg91 in production');
    expect(() => loadConfig({ ...production, SMTP_URL: '' })).toThrow('SMTP_URL must be set in production');
    expect(() => loadConfig({ ...production, PUBLIC_BASE_URL: '' })).toThrow(
      'PUBLIC_BASE_URL must be set in production',
    );
    expect(loadConfig(production)).toMatchObject({ smsProvider: 'msg91', publicBaseUrl: 'https://startline.example' });
  });

  it('needs the Hindi DLT templates in production (Hindi accounts get Hindi SMS), and not elsewhere', () => {
    const production = { APP_ENV: 'production', ...messaging, ...razorpay, ...secrets };
    const { MSG91_WAITLIST_TEMPLATE_ID_HI: _unset, ...withoutHindiWaitlist } = production;
    expect(() => loadConfig(withoutHindiWaitlist)).toThrow('SMS_PROVIDER=msg91 needs MSG91_WAITLIST_TEMPLATE_ID_HI');
    expect(loadConfig(production).msg91.hindiTemplateIds.waitlist).toBe('waitlist-template-hi');
    const { MSG91_OTP_TEMPLATE_ID_HI: _otp, ...englishOnly } = messaging;
    expect(loadConfig(englishOnly).msg91.hindiTemplateIds.otp).toBe('');
  });

  it('needs every MSG91 setting for the msg91 provider, and reads SMTP_URL only as an smtp(s) URL', () => {
    const { MSG91_OTP_TEMPLATE_ID: _unset, ...withoutOtpTemplate } = messaging;
    expect(() => loadConfig(withoutOtpTemplate)).toThrow('SMS_PROVIDER=msg91 needs MSG91_OTP_TEMPLATE_ID');
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow('SMS_PROVIDER must be console or msg91');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(loadConfig(messaging).msg91.apiBaseUrl).toBe('https://control.msg91.com/api/v5');
    expect(loadConfig({}).smsProvider).toBe('console');
    expect(loadConfig({ PORT: '9000' }).publicBaseUrl).toBe('http://127.0.0.1:9000');
  });

  it('seeds the demo catalogue in production only when asked', () => {
    expect(loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, ...secrets }).seedOnStart).toBe(false);
    expect(
      loadConfig({ APP_ENV: 'production', ...messaging, ...razorpay, ...secrets, SEED_ON_START: 'true' }).seedOnStart,
    ).toBe(true);
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
