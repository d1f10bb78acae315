// SMS through a provider (issue 25): the console in development, MSG91's Flow API otherwise. Indian
// law (TRAI's DLT rules) lets a business send only templates registered on DLT, so a message is a
// template and its variables, never free text; `text` is what the registered template reads, for
// the console and the development outbox.

export type SmsTemplate = 'otp' | 'confirmation' | 'refund' | 'cancellation' | 'waitlist' | 'transfer';

export interface SmsMessage {
  /** 10 digits, as the app stores mobile numbers (SPEC §9). */
  mobileNumber: string;
  template: SmsTemplate;
  /** The template's variables by name, as registered on DLT (README, 'SMS templates'). */
  variables: Record<string, string>;
  /** The whole message as the registered template renders it. */
  text: string;
  /** The template's language (server/messages/i18n.ts): Hindi is its own DLT template; English when absent. */
  language?: 'en' | 'hi';
}

export interface SmsProvider {
  readonly name: 'console' | 'msg91';
  /** Sends one SMS; resolves with the provider's id of it, or throws a MessageProviderError. */
  send(message: SmsMessage): Promise<{ providerMessageId: string }>;
}
