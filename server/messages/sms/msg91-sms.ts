// MSG91's Flow API (v5), as documented by MSG91:
//   POST {base}/flow   headers: authkey: <auth key>, content-type and accept: application/json
//   body: { template_id, sender, short_url: '0', recipients: [{ mobiles: '91XXXXXXXXXX', <var>: <value> }] }
//   answer: { type: 'success', message: '<request id>' }, or { type: 'error', message: '<why>' }
//   (MSG91 answers some errors with HTTP 200 and type 'error', others with a 4xx/5xx).
// tests/support/msg91-stand-in.ts is a loopback server that speaks the same.
import type { Msg91Settings } from '../../config';
import { MessageProviderError, withinTimeout } from '../provider-error';
import type { SmsMessage, SmsProvider } from './provider';

interface Msg91Answer {
  type?: unknown;
  message?: unknown;
}

export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91' as const;

  constructor(
    private readonly settings: Msg91Settings,
    private readonly timeoutMs: number,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private templateId(message: SmsMessage): string {
    const ids = {
      otp: this.settings.otpTemplateId,
      confirmation: this.settings.confirmationTemplateId,
      refund: this.settings.refundTemplateId,
      cancellation: this.settings.cancellationTemplateId,
      waitlist: this.settings.waitlistTemplateId,
      transfer: this.settings.transferTemplateId,
    };
    // A Hindi text is a DLT template of its own; without its id (never in production) the English one goes.
    const hindi = message.language === 'hi' ? this.settings.hindiTemplateIds[message.template] : '';
    return hindi !== '' ? hindi : ids[message.template];
  }

  async send(message: SmsMessage): Promise<{ providerMessageId: string }> {
    const body = {
      template_id: this.templateId(message),
      sender: this.settings.senderId,
      short_url: '0',
      recipients: [{ mobiles: `91${message.mobileNumber}`, ...message.variables }],
    };
    return withinTimeout(this.timeoutMs, 'MSG91', async (signal) => {
      const response = await this.fetchImpl(`${this.settings.apiBaseUrl.replace(/\/+$/, '')}/flow`, {
        method: 'POST',
        headers: { authkey: this.settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      const answer = (await response.json().catch(() => ({}))) as Msg91Answer;
      const said = typeof answer.message === 'string' ? answer.message : '';
      if (!response.ok || answer.type !== 'success' || said === '') {
        // Never the body we sent: it holds the code.
        throw new MessageProviderError(`MSG91 refused the SMS (HTTP ${response.status}): ${said || 'no message'}`);
      }
      return { providerMessageId: said };
    });
  }
}
