// Every setting comes from the environment so that one build runs anywhere (DESIGN §6).
// README.md lists each variable with its default; keep the two in step.
import { gstinProblem } from '../src/domain/gst';
import { DEV_TICKET_SIGNING_KEY, parseTicketSigningKey } from './modules/tickets/signing-key';
import type { CompanyDetails } from '../src/domain/company';

export type PaymentProviderName = 'sandbox' | 'razorpay';

/** Who carries SMS: the console (development: the code is logged and answered) or MSG91's Flow API. */
export type SmsProviderName = 'console' | 'msg91';

export interface Msg91Settings {
  authKey: string;
  senderId: string;
  otpTemplateId: string;
  confirmationTemplateId: string;
  refundTemplateId: string;
  /** A buyer's cancelled ticket (issue 28). */
  cancellationTemplateId: string;
  /** Places offered to the first in a waitlist (issue 28). */
  waitlistTemplateId: string;
  /** A ticket offered to someone else, with the link to accept it (issue 28). */
  transferTemplateId: string;
  /**
   * The same six texts in Hindi (issue 30 part 2), each a DLT template of its own, for accounts whose
   * language is Hindi (server/messages/i18n.ts). Required in production; elsewhere a template without
   * its Hindi id goes out in English.
   */
  hindiTemplateIds: HindiTemplateIds;
  apiBaseUrl: string;
}

export interface HindiTemplateIds {
  otp: string;
  confirmation: string;
  refund: string;
  cancellation: string;
  waitlist: string;
  transfer: string;
}

/** Where uploaded files' bytes live: files under UPLOAD_DIR, or rows of the database (every process serves every file). */
export type UploadStorageKind = 'disk' | 'database';

export type { CompanyDetails };

export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  seedOnStart: boolean;
  jwtSecret: string;
  mpinPepper: string;
  /** Signs e-ticket codes with Ed25519 (server/modules/tickets): PEM or base64 PKCS8; only the server holds it. */
  ticketSigningKey: string;
  /**
   * Legacy: the HMAC secret of SL1 codes issued before Ed25519, kept only to verify those until
   * ticketHmacValidUntil; '' when retired (docs/e-tickets.md). Nothing is signed with it any more.
   */
  ticketSigningSecret: string;
  /** SL1 (HMAC) codes stop verifying at this instant; null: no end set (development). */
  ticketHmacValidUntil: Date | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** OTPs one client may have sent to one mobile number an hour. */
  otpSendLimitPerHour: number;
  /** OTPs one mobile number may receive an hour from all clients together (SMS bombing). */
  otpSendLimitPerMobilePerHour: number;
  otpSendLimitPerIpPerHour: number;
  otpSendLimitGlobalPerHour: number;
  /** Failed sign-ins one client may make in the failure window. */
  signinFailureLimitPerClient: number;
  signinFailureLimitGlobal: number;
  /** Failed sign-ins one trusted browser (device token) may make in the failure window. */
  signinFailureLimitPerDevice: number;
  /** Wrong OTP codes one client may enter in the failure window. */
  otpFailureLimitPerClient: number;
  otpFailureLimitGlobal: number;
  /** Proxies whose X-Forwarded-For names the client (Fastify's trustProxy); empty trusts none. */
  trustedProxies: string[];
  paymentProvider: PaymentProviderName;
  razorpayKeyId: string;
  razorpayKeySecret: string;
  razorpayWebhookSecret: string;
  checkoutScriptUrl: string;
  /** Razorpay's API (https://api.razorpay.com), or the loopback stand-in outside production. */
  razorpayApiBaseUrl: string;
  /** How long the payment jobs leave an unsettled order to the buyer and the webhook before asking the provider. */
  paymentReconcileAfterMs: number;
  /** How long one call to the payment provider may take before it counts as failed. */
  paymentProviderTimeoutMs: number;
  platformFeePaisePerTicket: number;
  /** How long a pending (unpaid) ticket holds its place; after that it stops counting toward capacity. */
  ticketHoldMinutes: number;
  /**
   * How long a payment the bank is still confirming (UPI) keeps its tickets' places held, counted from
   * the payment; a later confirmation is kept if the event still has room, refunded otherwise.
   */
  pendingPaymentHoldMinutes: number;
  /** Sandbox only: how long its bank takes to confirm 'Pay by UPI (confirms later)'. */
  sandboxUpiConfirmSeconds: number;
  uploadStorage: UploadStorageKind;
  uploadDir: string;
  uploadMaxBytes: number;
  /** What one account may store in uploaded files altogether. */
  uploadQuotaBytesPerUser: number;
  organizerUrl: string;
  /** The event page's Route Map embed (SPEC §2 'a fixed Mumbai default'). */
  mapEmbedUrl: string;
  company: CompanyDetails;
  smsProvider: SmsProviderName;
  msg91: Msg91Settings;
  /** smtp(s)://user:pass@host:port; unset outside production: mails are rendered for /__outbox only. */
  smtpUrl: string | undefined;
  /** The From of every e-mail ('Startline <tickets@startline.example>'). */
  mailFrom: string;
  /** How long one call to the SMS or mail provider may take before it counts as failed. */
  messageProviderTimeoutMs: number;
  /** Where people reach the app, for the links in SMS and e-mail. */
  publicBaseUrl: string;
  /** Whether this process runs the background jobs (the outbox's delivery); several processes may. */
  jobsEnabled: boolean;
  /** How often the job runner looks for due work. */
  jobPollMs: number;
  /** Attempts at delivering one message before it is marked failed. */
  outboxMaxAttempts: number;
  staticDir: string;
  logLevel: string;
  /** API requests handled at once; beyond it the server answers 503 with Retry-After (server/load-shedding.ts). */
  maxConcurrentRequests: number;
  /** PostgreSQL only: how long a request may wait for a pooled connection before a 503. */
  databasePoolWaitMs: number;
  /** PostgreSQL only: connections in the pool. */
  databasePoolSize: number;
  /** A port of its own for /metrics (kept off the public network); null: not served apart. */
  metricsPort: number | null;
  metricsHost: string;
  /** When set, /metrics is also served on the app's port to a scraper presenting `Bearer <token>`. */
  metricsToken: string;
  /** After SIGTERM, how long /readyz answers 503 before the server stops listening (for the proxy to notice). */
  shutdownDelayMs: number;
  /** After it stops listening, how long requests in flight may take before they are cut. */
  shutdownGraceMs: number;
}

type Env = Record<string, string | undefined>;

/** OpenStreetMap's embed around Mumbai, marked at the city centre. */
export const DEFAULT_MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=72.7757%2C18.8928%2C72.9864%2C19.2705&layer=mapnik&marker=19.0760%2C72.8777';

/** Razorpay's own API (its Orders API is POST {base}/v1/orders). */
export const DEFAULT_RAZORPAY_API_BASE_URL = 'https://api.razorpay.com';

/** MSG91's own API (its Flow API is POST {base}/flow). */
export const DEFAULT_MSG91_API_BASE_URL = 'https://control.msg91.com/api/v5';

const MAX_TICKET_HOLD_MINUTES = 7 * 24 * 60;
const MAX_PAYMENT_PROVIDER_TIMEOUT_MS = 120_000;

const DEV_SECRET = 'startline-development-secret-do-not-use-in-production';

/**
 * The demo company's GSTIN (Karnataka, a well-formed number with a right check character, registered
 * to no one) and the one shipped before it, whose check character was wrong. Invoices in production
 * must carry the company's own.
 */
export const DEMO_COMPANY_GSTIN = '29ABCDE1234F1ZW';
const EARLIER_DEMO_COMPANY_GSTINS = ['29ABCDE1234F1Z5'];

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  }
  return value;
}

/** Like integer, but zero is refused too: a setting where 0 would make the feature unusable. */
function positiveInteger(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got '${raw}'`);
  }
  return value;
}

function text(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

/** An absolute http(s) address, or the fallback when unset. */
function webAddress(env: Env, name: string, fallback: string): string {
  const raw = text(env, name, fallback);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got '${raw}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an absolute http(s) URL, got '${raw}'`);
  }
  return raw;
}

/**
 * COMPANY_GSTIN, checked in every environment: its state code decides every invoice's tax heads
 * (src/domain/gst.ts), so a mistyped one would bill the wrong tax.
 */
function companyGstin(env: Env): string {
  const gstin = text(env, 'COMPANY_GSTIN', DEMO_COMPANY_GSTIN).trim().toUpperCase();
  const problem = gstinProblem(gstin);
  if (problem) throw new Error(`COMPANY_GSTIN '${gstin}' ${problem}`);
  return gstin;
}

function environment(env: Env): Config['env'] {
  const raw = text(env, 'APP_ENV', 'development');
  if (raw === 'development' || raw === 'test' || raw === 'production') return raw;
  throw new Error(`APP_ENV must be development, test or production, got '${raw}'`);
}

function uploadStorage(env: Env): UploadStorageKind {
  const raw = text(env, 'UPLOAD_STORAGE', 'disk');
  if (raw === 'disk' || raw === 'database') return raw;
  throw new Error(`UPLOAD_STORAGE must be disk or database, got '${raw}'`);
}

function smsProvider(env: Env): SmsProviderName {
  const raw = text(env, 'SMS_PROVIDER', 'console');
  if (raw === 'console' || raw === 'msg91') return raw;
  throw new Error(`SMS_PROVIDER must be console or msg91, got '${raw}'`);
}

/** An smtp:// or smtps:// address, or undefined when unset. */
function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL;
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got an unreadable value`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got '${url.protocol}'`);
  }
  return raw;
}

function paymentProvider(env: Env): PaymentProviderName {
  const raw = text(env, 'PAYMENT_PROVIDER', 'sandbox');
  if (raw === 'sandbox' || raw === 'razorpay') return raw;
  throw new Error(`PAYMENT_PROVIDER must be sandbox or razorpay, got '${raw}'`);
}

/** A plain-http address, or one on this machine: the stand-ins, never a real provider. */
function isLoopbackOrPlain(address: string): boolean {
  const url = new URL(address);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopback =
    host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1' || host === '0.0.0.0';
  return url.protocol !== 'https:' || loopback;
}

/** Secrets shorter than this are guessable offline from one signed token (NIST SP 800-63B: 112 bits). */
const MIN_PRODUCTION_SECRET_LENGTH = 32;

/**
 * Production never runs on what is convenient in development: the sandbox provider (whose checkout
 * marks orders paid without money), the development secrets, or short secrets. The demo catalogue is
 * seeded in production only when SEED_ON_START=true is set explicitly.
 */
function refuseUnsafeProductionSettings(env: Env, config: Config): void {
  if (env.PAYMENT_PROVIDER === undefined || env.PAYMENT_PROVIDER === '') {
    throw new Error('PAYMENT_PROVIDER must be set in production');
  }
  if (config.paymentProvider !== 'razorpay') {
    throw new Error('PAYMENT_PROVIDER must be razorpay in production: the sandbox takes no real payments');
  }
  if (isLoopbackOrPlain(config.razorpayApiBaseUrl)) {
    throw new Error(
      'RAZORPAY_API_BASE_URL must be an https address of Razorpay in production, not a loopback stand-in',
    );
  }
  if (config.smsProvider === 'console') {
    throw new Error('SMS_PROVIDER must be msg91 in production: the console sends no SMS, so nobody could sign up');
  }
  if (!config.smtpUrl) {
    throw new Error('SMTP_URL must be set in production: confirmations would reach nobody');
  }
  if (env.PUBLIC_BASE_URL === undefined || env.PUBLIC_BASE_URL === '') {
    throw new Error('PUBLIC_BASE_URL must be set in production: the links in SMS and e-mail point there');
  }
  const secrets: (readonly [string, string])[] = [
    ['JWT_SECRET', config.jwtSecret],
    ['MPIN_PEPPER', config.mpinPepper],
  ];
  // The legacy HMAC secret is optional: unset means HMAC tickets are retired.
  if (config.ticketSigningSecret !== '') secrets.push(['TICKET_SIGNING_SECRET', config.ticketSigningSecret]);
  // Whoever holds it reads the traffic and payment figures: a secret like the others.
  if (config.metricsToken !== '') secrets.push(['METRICS_TOKEN', config.metricsToken]);
  for (const [name, value] of secrets) {
    if (value === DEV_SECRET) throw new Error(`${name} must be set in production`);
    if (value.length < MIN_PRODUCTION_SECRET_LENGTH) {
      throw new Error(`${name} must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`);
    }
  }
  if (config.company.gstin === DEMO_COMPANY_GSTIN || EARLIER_DEMO_COMPANY_GSTINS.includes(config.company.gstin)) {
    throw new Error("COMPANY_GSTIN must be set in production: the demo GSTIN is no one's registration");
  }
  if (env.TICKET_SIGNING_KEY === undefined || env.TICKET_SIGNING_KEY.trim() === '') {
    throw new Error('TICKET_SIGNING_KEY must be set in production (an Ed25519 private key; docs/e-tickets.md)');
  }
  if (parseTicketSigningKey(env.TICKET_SIGNING_KEY).equals(parseTicketSigningKey(DEV_TICKET_SIGNING_KEY))) {
    throw new Error('TICKET_SIGNING_KEY must not be the development key in production');
  }
  if (config.ticketSigningSecret !== '') {
    // Organisers held the ticket secret to check tickets offline: with the JWT secret they could sign in as anyone.
    if (config.ticketSigningSecret === config.jwtSecret || config.ticketSigningSecret === config.mpinPepper) {
      throw new Error('TICKET_SIGNING_SECRET must differ from JWT_SECRET and MPIN_PEPPER: organisers are given it');
    }
    if (!config.ticketHmacValidUntil) {
      throw new Error(
        'TICKET_HMAC_VALID_UNTIL must be set in production while TICKET_SIGNING_SECRET is: the instant old HMAC tickets stop verifying (docs/e-tickets.md)',
      );
    }
  }
}

/** An ISO 8601 instant (a date alone means its midnight UTC), or null when unset. */
function instant(env: Env, name: string): Date | null {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return null;
  const value = new Date(raw.trim());
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw.trim()) || Number.isNaN(value.getTime())) {
    throw new Error(`${name} must be an ISO 8601 date or date-time such as 2027-03-31T23:59:59+05:30, got '${raw}'`);
  }
  return value;
}

/** The signing key as given (checked to be an Ed25519 private key), or development's fixed key. */
function ticketSigningKey(env: Env): string {
  const raw = text(env, 'TICKET_SIGNING_KEY', DEV_TICKET_SIGNING_KEY);
  parseTicketSigningKey(raw);
  return raw;
}

/** Reads the configuration; in production, refuses to start on unsafe settings. */
export function loadConfig(env: Env = process.env): Config {
  const appEnv = environment(env);
  const provider = paymentProvider(env);
  const host = text(env, 'HOST', '127.0.0.1');
  const port = integer(env, 'PORT', 8080);
  const config: Config = {
    env: appEnv,
    host,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDataDir: text(env, 'PGLITE_DATA_DIR', '.data/pglite'),
    seedOnStart: text(env, 'SEED_ON_START', appEnv === 'production' ? 'false' : 'true') === 'true',
    jwtSecret: text(env, 'JWT_SECRET', DEV_SECRET),
    mpinPepper: text(env, 'MPIN_PEPPER', DEV_SECRET),
    ticketSigningKey: ticketSigningKey(env),
    ticketSigningSecret: text(env, 'TICKET_SIGNING_SECRET', appEnv === 'production' ? '' : DEV_SECRET),
    ticketHmacValidUntil: instant(env, 'TICKET_HMAC_VALID_UNTIL'),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 60 * 60),
    otpSendLimitPerHour: integer(env, 'OTP_SEND_LIMIT_PER_HOUR', 5),
    otpSendLimitPerMobilePerHour: integer(env, 'OTP_SEND_LIMIT_PER_MOBILE_PER_HOUR', 15),
    otpSendLimitPerIpPerHour: integer(env, 'OTP_SEND_LIMIT_PER_IP_PER_HOUR', 30),
    otpSendLimitGlobalPerHour: integer(env, 'OTP_SEND_LIMIT_GLOBAL_PER_HOUR', 10_000),
    signinFailureLimitPerClient: integer(env, 'SIGNIN_FAILURE_LIMIT_PER_CLIENT', 10),
    signinFailureLimitGlobal: integer(env, 'SIGNIN_FAILURE_LIMIT_GLOBAL', 3_000),
    signinFailureLimitPerDevice: integer(env, 'SIGNIN_FAILURE_LIMIT_PER_DEVICE', 5),
    otpFailureLimitPerClient: integer(env, 'OTP_FAILURE_LIMIT_PER_CLIENT', 20),
    otpFailureLimitGlobal: integer(env, 'OTP_FAILURE_LIMIT_GLOBAL', 3_000),
    trustedProxies: text(env, 'TRUSTED_PROXIES', '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    paymentProvider: provider,
    razorpayKeyId: text(env, 'RAZORPAY_KEY_ID', provider === 'sandbox' ? 'rzp_test_sandbox' : ''),
    razorpayKeySecret: text(env, 'RAZORPAY_KEY_SECRET', provider === 'sandbox' ? 'sandbox_secret' : ''),
    razorpayWebhookSecret: text(env, 'RAZORPAY_WEBHOOK_SECRET', provider === 'sandbox' ? 'sandbox_webhook_secret' : ''),
    checkoutScriptUrl: text(
      env,
      'CHECKOUT_SCRIPT_URL',
      provider === 'sandbox' ? '/sandbox/checkout.js' : 'https://checkout.razorpay.com/v1/checkout.js',
    ),
    razorpayApiBaseUrl: webAddress(env, 'RAZORPAY_API_BASE_URL', DEFAULT_RAZORPAY_API_BASE_URL).replace(/\/+$/, ''),
    // A few minutes: the buyer's status call and the webhook settle almost every payment before then.
    paymentReconcileAfterMs: positiveInteger(env, 'PAYMENT_RECONCILE_AFTER_MS', 3 * 60_000, 24 * 60 * 60_000),
    // 0 would fail every payment; longer than two minutes leaves a buyer staring at a spinner.
    paymentProviderTimeoutMs: positiveInteger(
      env,
      'PAYMENT_PROVIDER_TIMEOUT_MS',
      10_000,
      MAX_PAYMENT_PROVIDER_TIMEOUT_MS,
    ),
    platformFeePaisePerTicket: integer(env, 'PLATFORM_FEE_PAISE_PER_TICKET', 1000),
    // A hold of 0 minutes would expire every ticket before it could be paid; a week is already generous.
    ticketHoldMinutes: positiveInteger(env, 'TICKET_HOLD_MINUTES', 15, MAX_TICKET_HOLD_MINUTES),
    // Razorpay's UPI collect requests run out within minutes; half an hour covers slow banks too.
    pendingPaymentHoldMinutes: positiveInteger(env, 'PENDING_PAYMENT_HOLD_MINUTES', 30, MAX_TICKET_HOLD_MINUTES),
    sandboxUpiConfirmSeconds: positiveInteger(env, 'SANDBOX_UPI_CONFIRM_SECONDS', 20, 24 * 60 * 60),
    uploadStorage: uploadStorage(env),
    uploadDir: text(env, 'UPLOAD_DIR', '.data/uploads'),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
    uploadQuotaBytesPerUser: integer(env, 'UPLOAD_QUOTA_BYTES_PER_USER', 50 * 1024 * 1024),
    organizerUrl: text(env, 'ORGANIZER_URL', 'https://organizer.startline.example/'),
    mapEmbedUrl: webAddress(env, 'MAP_EMBED_URL', DEFAULT_MAP_EMBED_URL),
    company: {
      name: text(env, 'COMPANY_NAME', 'Startline Sports Technologies Pvt. Ltd.'),
      addressLines: text(
        env,
        'COMPANY_ADDRESS',
        '4th Floor, 80 Feet Road|Koramangala 4th Block|Bengaluru, Karnataka 560034|India',
      ).split('|'),
      gstin: companyGstin(env),
      email: text(env, 'COMPANY_EMAIL', 'support@startline.example'),
      phone: text(env, 'COMPANY_PHONE', '+91 80 4000 1234'),
    },
    smsProvider: smsProvider(env),
    msg91: {
      authKey: text(env, 'MSG91_AUTH_KEY', ''),
      senderId: text(env, 'MSG91_SENDER_ID', ''),
      otpTemplateId: text(env, 'MSG91_OTP_TEMPLATE_ID', ''),
      confirmationTemplateId: text(env, 'MSG91_CONFIRMATION_TEMPLATE_ID', ''),
      refundTemplateId: text(env, 'MSG91_REFUND_TEMPLATE_ID', ''),
      cancellationTemplateId: text(env, 'MSG91_CANCELLATION_TEMPLATE_ID', ''),
      waitlistTemplateId: text(env, 'MSG91_WAITLIST_TEMPLATE_ID', ''),
      transferTemplateId: text(env, 'MSG91_TRANSFER_TEMPLATE_ID', ''),
      hindiTemplateIds: {
        otp: text(env, 'MSG91_OTP_TEMPLATE_ID_HI', ''),
        confirmation: text(env, 'MSG91_CONFIRMATION_TEMPLATE_ID_HI', ''),
        refund: text(env, 'MSG91_REFUND_TEMPLATE_ID_HI', ''),
        cancellation: text(env, 'MSG91_CANCELLATION_TEMPLATE_ID_HI', ''),
        waitlist: text(env, 'MSG91_WAITLIST_TEMPLATE_ID_HI', ''),
        transfer: text(env, 'MSG91_TRANSFER_TEMPLATE_ID_HI', ''),
      },
      apiBaseUrl: webAddress(env, 'MSG91_API_BASE_URL', DEFAULT_MSG91_API_BASE_URL),
    },
    smtpUrl: smtpUrl(env),
    mailFrom: text(env, 'MAIL_FROM', 'Startline <tickets@startline.example>'),
    messageProviderTimeoutMs: positiveInteger(env, 'MESSAGE_PROVIDER_TIMEOUT_MS', 10_000, 120_000),
    publicBaseUrl: webAddress(env, 'PUBLIC_BASE_URL', `http://${host}:${port}`).replace(/\/+$/, ''),
    jobsEnabled: text(env, 'JOBS_ENABLED', 'true') === 'true',
    jobPollMs: positiveInteger(env, 'JOB_POLL_MS', 2_000, 600_000),
    outboxMaxAttempts: positiveInteger(env, 'OUTBOX_MAX_ATTEMPTS', 8, 100),
    staticDir: text(env, 'STATIC_DIR', 'dist'),
    logLevel: text(env, 'LOG_LEVEL', appEnv === 'production' ? 'info' : 'warn'),
    maxConcurrentRequests: positiveInteger(env, 'MAX_CONCURRENT_REQUESTS', 64, 100_000),
    databasePoolWaitMs: positiveInteger(env, 'DATABASE_POOL_WAIT_MS', 5_000, 600_000),
    databasePoolSize: positiveInteger(env, 'DATABASE_POOL_SIZE', 20, 1_000),
    metricsPort: env.METRICS_PORT ? integer(env, 'METRICS_PORT', 0) : null,
    metricsHost: text(env, 'METRICS_HOST', '127.0.0.1'),
    metricsToken: text(env, 'METRICS_TOKEN', ''),
    shutdownDelayMs: integer(env, 'SHUTDOWN_DELAY_MS', 0),
    shutdownGraceMs: positiveInteger(env, 'SHUTDOWN_GRACE_MS', 25_000, 600_000),
  };
  if (appEnv === 'production') refuseUnsafeProductionSettings(env, config);
  if (
    provider === 'razorpay' &&
    (!config.razorpayKeyId || !config.razorpayKeySecret || !config.razorpayWebhookSecret)
  ) {
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  }
  if (config.smsProvider === 'msg91') {
    const missing = (
      [
        ['MSG91_AUTH_KEY', config.msg91.authKey],
        ['MSG91_SENDER_ID', config.msg91.senderId],
        ['MSG91_OTP_TEMPLATE_ID', config.msg91.otpTemplateId],
        ['MSG91_CONFIRMATION_TEMPLATE_ID', config.msg91.confirmationTemplateId],
        ['MSG91_REFUND_TEMPLATE_ID', config.msg91.refundTemplateId],
        ['MSG91_CANCELLATION_TEMPLATE_ID', config.msg91.cancellationTemplateId],
        ['MSG91_WAITLIST_TEMPLATE_ID', config.msg91.waitlistTemplateId],
        ['MSG91_TRANSFER_TEMPLATE_ID', config.msg91.transferTemplateId],
        // Hindi accounts get Hindi SMS: in production each text has its Hindi DLT template too.
        ...(appEnv === 'production'
          ? ([
              ['MSG91_OTP_TEMPLATE_ID_HI', config.msg91.hindiTemplateIds.otp],
              ['MSG91_CONFIRMATION_TEMPLATE_ID_HI', config.msg91.hindiTemplateIds.confirmation],
              ['MSG91_REFUND_TEMPLATE_ID_HI', config.msg91.hindiTemplateIds.refund],
              ['MSG91_CANCELLATION_TEMPLATE_ID_HI', config.msg91.hindiTemplateIds.cancellation],
              ['MSG91_WAITLIST_TEMPLATE_ID_HI', config.msg91.hindiTemplateIds.waitlist],
              ['MSG91_TRANSFER_TEMPLATE_ID_HI', config.msg91.hindiTemplateIds.transfer],
            ] as const)
          : []),
      ] as const
    ).flatMap(([name, value]) => (value === '' ? [name] : []));
    if (missing.length > 0) throw new Error(`SMS_PROVIDER=msg91 needs ${missing.join(', ')}`);
  }
  return config;
}
