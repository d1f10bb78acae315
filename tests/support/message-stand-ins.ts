// The SMS and mail settings that point a test server at the loopback stand-ins of MSG91 and SMTP
// (server/stand-ins), as an operator points production at the real ones.
import type { Msg91StandIn } from '../../server/stand-ins/msg91-stand-in';

export const MSG91_AUTH_KEY = 'msg91-test-auth-key';
export const MSG91_TEMPLATES = {
  otp: 'tpl-otp-0001',
  confirmation: 'tpl-confirm-0001',
  refund: 'tpl-refund-0001',
  cancellation: 'tpl-cancel-0001',
  waitlist: 'tpl-waitlist-0001',
  transfer: 'tpl-transfer-0001',
};
/** The Hindi DLT templates (issue 30 part 2), each registered on its own. */
export const MSG91_HINDI_TEMPLATES = {
  otp: 'tpl-otp-hi-0001',
  confirmation: 'tpl-confirm-hi-0001',
  refund: 'tpl-refund-hi-0001',
  cancellation: 'tpl-cancel-hi-0001',
  waitlist: 'tpl-waitlist-hi-0001',
  transfer: 'tpl-transfer-hi-0001',
};

export function msg91Env(standIn: Pick<Msg91StandIn, 'apiBaseUrl'>): Record<string, string> {
  return {
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY,
    MSG91_SENDER_ID: 'STRTLN',
    MSG91_OTP_TEMPLATE_ID: MSG91_TEMPLATES.otp,
    MSG91_CONFIRMATION_TEMPLATE_ID: MSG91_TEMPLATES.confirmation,
    MSG91_REFUND_TEMPLATE_ID: MSG91_TEMPLATES.refund,
    MSG91_CANCELLATION_TEMPLATE_ID: MSG91_TEMPLATES.cancellation,
    MSG91_WAITLIST_TEMPLATE_ID: MSG91_TEMPLATES.waitlist,
    MSG91_TRANSFER_TEMPLATE_ID: MSG91_TEMPLATES.transfer,
    MSG91_OTP_TEMPLATE_ID_HI: MSG91_HINDI_TEMPLATES.otp,
    MSG91_CONFIRMATION_TEMPLATE_ID_HI: MSG91_HINDI_TEMPLATES.confirmation,
    MSG91_REFUND_TEMPLATE_ID_HI: MSG91_HINDI_TEMPLATES.refund,
    MSG91_CANCELLATION_TEMPLATE_ID_HI: MSG91_HINDI_TEMPLATES.cancellation,
    MSG91_WAITLIST_TEMPLATE_ID_HI: MSG91_HINDI_TEMPLATES.waitlist,
    MSG91_TRANSFER_TEMPLATE_ID_HI: MSG91_HINDI_TEMPLATES.transfer,
    MSG91_API_BASE_URL: standIn.apiBaseUrl,
  };
}

/** Everything production demands of messages besides MSG91: an SMTP server and the public address. */
export function productionMailEnv(smtpUrl: string): Record<string, string> {
  return { SMTP_URL: smtpUrl, PUBLIC_BASE_URL: 'https://startline.example' };
}
