// Development's SMS: nothing leaves the machine. The message is logged (at warn, so it shows at the
// default development level) and kept in the outbox for /__outbox. Production refuses to start on it.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './provider';

export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console' as const;
  private sent = 0;

  constructor(private readonly log: Pick<FastifyBaseLogger, 'warn'>) {}

  async send(message: SmsMessage): Promise<{ providerMessageId: string }> {
    this.sent += 1;
    this.log.warn(
      { mobile_number: message.mobileNumber, template: message.template, sms: message.text },
      'SMS (console)',
    );
    return { providerMessageId: `console-${Date.now()}-${this.sent}` };
  }
}
