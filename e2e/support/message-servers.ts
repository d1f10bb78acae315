// The second server of the browser tests: the app as production sends messages (SMS_PROVIDER=msg91,
// SMTP_URL), against the loopback stand-ins of MSG91 and SMTP (`npm run stand-ins`), so a journey
// reads its OTP from the SMS and sees the confirmation arrive. Ports are offsets of E2E_PORT, so
// several checkouts can run their browser tests side by side.
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4174);

export const MESSAGES_SERVER_PORT = E2E_BASE_PORT + 100;
export const STAND_INS_PORTS = {
  msg91: E2E_BASE_PORT + 200,
  smtp: E2E_BASE_PORT + 300,
  inspection: E2E_BASE_PORT + 400,
  // Razorpay's stand-in starts with the others; no journey pays through it yet, but it needs a port of its own.
  razorpay: E2E_BASE_PORT + 500,
};

export const MESSAGES_ORIGIN = `http://127.0.0.1:${MESSAGES_SERVER_PORT}`;
export const STAND_INS_ORIGIN = `http://127.0.0.1:${STAND_INS_PORTS.inspection}`;

/** The stand-in account of server/stand-ins/cli.ts. */
export const MESSAGES_SERVER_ENV = {
  SMS_PROVIDER: 'msg91',
  MSG91_API_BASE_URL: `http://127.0.0.1:${STAND_INS_PORTS.msg91}/api/v5`,
  MSG91_AUTH_KEY: 'stand-in-auth-key',
  MSG91_SENDER_ID: 'STRTLN',
  MSG91_OTP_TEMPLATE_ID: 'stand-in-otp',
  MSG91_CONFIRMATION_TEMPLATE_ID: 'stand-in-confirmation',
  MSG91_REFUND_TEMPLATE_ID: 'stand-in-refund',
  MSG91_CANCELLATION_TEMPLATE_ID: 'stand-in-cancellation',
  MSG91_WAITLIST_TEMPLATE_ID: 'stand-in-waitlist',
  MSG91_TRANSFER_TEMPLATE_ID: 'stand-in-transfer',
  // Hindi accounts' SMS (issue 30 part 2), each its own DLT template.
  MSG91_OTP_TEMPLATE_ID_HI: 'stand-in-otp-hi',
  MSG91_CONFIRMATION_TEMPLATE_ID_HI: 'stand-in-confirmation-hi',
  MSG91_REFUND_TEMPLATE_ID_HI: 'stand-in-refund-hi',
  MSG91_CANCELLATION_TEMPLATE_ID_HI: 'stand-in-cancellation-hi',
  MSG91_WAITLIST_TEMPLATE_ID_HI: 'stand-in-waitlist-hi',
  MSG91_TRANSFER_TEMPLATE_ID_HI: 'stand-in-transfer-hi',
  SMTP_URL: `smtp://127.0.0.1:${STAND_INS_PORTS.smtp}`,
  PUBLIC_BASE_URL: MESSAGES_ORIGIN,
  JOB_POLL_MS: '250',
};
