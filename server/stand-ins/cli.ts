// `npm run stand-ins`: MSG91, an SMTP server and Razorpay on the loopback, for running the server as
// production runs it (SMS_PROVIDER=msg91, SMTP_URL, PAYMENT_PROVIDER=razorpay) with nothing leaving the
// machine, and for the browser tests.
// It prints the settings to give the server, and serves what it received as JSON:
//   GET /sms   every SMS, newest last: { template_id, mobiles, variables, received_at }
//   GET /mail  every mail, newest last, attachments with their bytes in base64
// Razorpay's API and its control routes (razorpay-stand-in.ts) answer on STAND_INS_RAZORPAY_PORT (4592);
// its webhooks go to STAND_INS_RAZORPAY_WEBHOOK_URL (the server on 127.0.0.1:8080 by default), and
// each refund is processed 30 s after it was accepted.
// Ports: STAND_INS_MSG91_PORT (4591), STAND_INS_SMTP_PORT (2525), STAND_INS_PORT (4590, the JSON above).
import { createServer } from 'node:http';
import { startMsg91StandIn } from './msg91-stand-in';
import { startRazorpayStandIn } from './razorpay-stand-in';
import { startSmtpStandIn } from './smtp-stand-in';

const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

/** The stand-in's account: the key and DLT templates a development server is configured with. */
export const STAND_IN_ACCOUNT = {
  authKey: 'stand-in-auth-key',
  senderId: 'STRTLN',
  templates: {
    otp: 'stand-in-otp',
    confirmation: 'stand-in-confirmation',
    refund: 'stand-in-refund',
    cancellation: 'stand-in-cancellation',
    waitlist: 'stand-in-waitlist',
    transfer: 'stand-in-transfer',
  },
  /** The Hindi DLT templates (issue 30 part 2): Hindi accounts' SMS. */
  hindiTemplates: {
    otp: 'stand-in-otp-hi',
    confirmation: 'stand-in-confirmation-hi',
    refund: 'stand-in-refund-hi',
    cancellation: 'stand-in-cancellation-hi',
    waitlist: 'stand-in-waitlist-hi',
    transfer: 'stand-in-transfer-hi',
  },
  razorpay: {
    keyId: 'rzp_test_StandIn000001',
    keySecret: 'stand-in-razorpay-key-secret',
    webhookSecret: 'stand-in-razorpay-webhook-secret',
  },
};
const REFUNDS_PROCESSED_AFTER_MS = 30_000;

const msg91 = await startMsg91StandIn({
  authKey: STAND_IN_ACCOUNT.authKey,
  templateIds: [...Object.values(STAND_IN_ACCOUNT.templates), ...Object.values(STAND_IN_ACCOUNT.hindiTemplates)],
  port: port('STAND_INS_MSG91_PORT', 4591),
});
const smtp = await startSmtpStandIn({ port: port('STAND_INS_SMTP_PORT', 2525) });
const razorpay = await startRazorpayStandIn({
  ...STAND_IN_ACCOUNT.razorpay,
  port: port('STAND_INS_RAZORPAY_PORT', 4592),
  webhookUrl: process.env.STAND_INS_RAZORPAY_WEBHOOK_URL || 'http://127.0.0.1:8080/api/v1/payments/webhook',
  refundsProcessAfterMs: REFUNDS_PROCESSED_AFTER_MS,
});

const inspection = createServer((request, response) => {
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const path = (request.url ?? '/').split('?')[0];
  if (path === '/healthz') return answer(200, { ok: true });
  if (path === '/sms') {
    return answer(200, {
      sms: msg91.received.map((sms) => ({
        template_id: sms.templateId,
        sender: sms.sender,
        mobiles: sms.mobiles,
        variables: sms.variables,
        received_at: sms.receivedAt,
      })),
    });
  }
  if (path === '/mail') {
    return answer(200, {
      mail: smtp.received.map((mail) => ({
        message_id: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          content_type: attachment.contentType,
          cid: attachment.cid,
          base64: attachment.content.toString('base64'),
        })),
        received_at: mail.receivedAt,
      })),
    });
  }
  return answer(404, { error: 'GET /sms or /mail' });
});
const inspectionPort = port('STAND_INS_PORT', 4590);
await new Promise<void>((resolve) => inspection.listen(inspectionPort, '127.0.0.1', resolve));

console.log(`Stand-ins running. Give the server:
  SMS_PROVIDER=msg91 MSG91_API_BASE_URL=${msg91.apiBaseUrl} MSG91_AUTH_KEY=${STAND_IN_ACCOUNT.authKey} \\
  MSG91_SENDER_ID=${STAND_IN_ACCOUNT.senderId} MSG91_OTP_TEMPLATE_ID=${STAND_IN_ACCOUNT.templates.otp} \\
  MSG91_CONFIRMATION_TEMPLATE_ID=${STAND_IN_ACCOUNT.templates.confirmation} MSG91_REFUND_TEMPLATE_ID=${STAND_IN_ACCOUNT.templates.refund} \\
  MSG91_CANCELLATION_TEMPLATE_ID=${STAND_IN_ACCOUNT.templates.cancellation} MSG91_WAITLIST_TEMPLATE_ID=${STAND_IN_ACCOUNT.templates.waitlist} \\
  MSG91_TRANSFER_TEMPLATE_ID=${STAND_IN_ACCOUNT.templates.transfer} \\
  ${Object.entries(STAND_IN_ACCOUNT.hindiTemplates)
    .map(
      ([template, id]) =>
        `MSG91_${template === 'confirmation' ? 'CONFIRMATION' : template.toUpperCase()}_TEMPLATE_ID_HI=${id}`,
    )
    .join(' ')} \\
  SMTP_URL=${smtp.url} \\
  PAYMENT_PROVIDER=razorpay RAZORPAY_API_BASE_URL=${razorpay.url} RAZORPAY_KEY_ID=${STAND_IN_ACCOUNT.razorpay.keyId} \\
  RAZORPAY_KEY_SECRET=${STAND_IN_ACCOUNT.razorpay.keySecret} RAZORPAY_WEBHOOK_SECRET=${STAND_IN_ACCOUNT.razorpay.webhookSecret}
What they received: http://127.0.0.1:${inspectionPort}/sms and http://127.0.0.1:${inspectionPort}/mail
Razorpay: pay an order with  curl -X POST ${razorpay.url}/__control/orders/ORDER_ID/pay -d '{"capture":true}'
  (capture false: authorized only, as with auto-capture off); its books at ${razorpay.url}/__control/state;
  webhooks go to ${razorpay.webhooks.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    inspection.close();
    void Promise.all([msg91.close(), smtp.close(), razorpay.close()]).then(() => process.exit(0));
  });
}
