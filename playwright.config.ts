import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
  MESSAGES_SERVER_ENV,
  MESSAGES_SERVER_PORT,
  STAND_INS_ORIGIN,
  STAND_INS_PORTS,
} from './e2e/support/message-servers';
import { E2E_TICKET_SIGNING_KEY } from './e2e/support/ticket-secret';

// Debian's Chromium (docs/toolchain.md): Playwright's own browser download is unreachable here. Its
// headless shell (package chromium-headless-shell: the same Blink, without the browser's own windows,
// which is what Playwright itself runs headless tests in) when installed: the browser tests took 8.6
// minutes in it against 11.7 in the full browser on this 2-core machine. The benchmarks measure the
// full browser (bench/lighthouse.ts), as a person has it.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: 'e2e',
  // Tests, not files, are shared out, so one long file does not leave a worker idle at the end.
  fullyParallel: true,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test about a fifth of its time (DOM snapshots and screencast
    // frames in the browser), and `npm test` has to fit 15 minutes on 2 cores: the failure's
    // screenshot is kept, and PW_TRACE=retain-on-failure records traces when one is wanted.
    trace: (process.env.PW_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath },
    // The service worker would answer from its caches where tests intercept requests (fault injection)
    // or count them; e2e/offline.spec.ts allows it, to test what it keeps.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // The built app and the API in one process, on a fresh in-memory database seeded with the demo data.
      command: 'node --import tsx server/main.ts',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        PGLITE_DATA_DIR: 'memory://',
        APP_ENV: 'development',
        LOG_LEVEL: 'warn',
        UPLOAD_DIR: '.data/e2e-uploads',
        // Every journey signs up from 127.0.0.1; the per-IP cap is a production guard, not under test here.
        OTP_SEND_LIMIT_PER_IP_PER_HOUR: '10000',
        // Likewise the per-client limits on failed sign-ins and OTPs (the lock-out journeys fail on purpose).
        SIGNIN_FAILURE_LIMIT_PER_CLIENT: '10000',
        OTP_FAILURE_LIMIT_PER_CLIENT: '10000',
        // The test runner's API calls may name another device (X-Forwarded-For), as a proxy in front
        // would: e2e/first-minute.spec.ts signs an account up 'on another phone'. Chromium names none.
        TRUSTED_PROXIES: '127.0.0.1',
        // e2e/e-tickets.spec.ts verifies the e-ticket codes this server signs.
        TICKET_SIGNING_KEY: E2E_TICKET_SIGNING_KEY,
        // e2e/pending-payment.spec.ts: long enough to look at the pending screens, short enough to wait for.
        SANDBOX_UPI_CONFIRM_SECONDS: '12',
      },
    },
    {
      // MSG91 and SMTP (and Razorpay) on the loopback (server/stand-ins), for the messages journeys (e2e/messages.spec.ts).
      command: 'node --import tsx server/stand-ins/cli.ts',
      url: `${STAND_INS_ORIGIN}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        STAND_INS_PORT: String(STAND_INS_PORTS.inspection),
        STAND_INS_MSG91_PORT: String(STAND_INS_PORTS.msg91),
        STAND_INS_SMTP_PORT: String(STAND_INS_PORTS.smtp),
        STAND_INS_RAZORPAY_PORT: String(STAND_INS_PORTS.razorpay),
      },
    },
    {
      // The app as production sends messages: OTPs by SMS only, confirmations by SMS and e-mail.
      command: 'node --import tsx server/main.ts',
      url: `http://127.0.0.1:${MESSAGES_SERVER_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(MESSAGES_SERVER_PORT),
        PGLITE_DATA_DIR: 'memory://',
        APP_ENV: 'development',
        LOG_LEVEL: 'warn',
        UPLOAD_DIR: '.data/e2e-messages-uploads',
        TICKET_SIGNING_KEY: E2E_TICKET_SIGNING_KEY,
        ...MESSAGES_SERVER_ENV,
      },
    },
  ],
});
