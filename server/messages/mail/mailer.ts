// E-mail over SMTP through nodemailer (the well-kept mail library of Node: MIME, attachments, inline
// images, TLS, pooling). Without SMTP_URL, outside production only, mails are rendered into MIME and
// kept for /__outbox; production refuses to start without SMTP_URL (server/config.ts).
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../../config';
import { MessageProviderError, withinTimeout } from '../provider-error';
import type { RenderedMail } from '../render';

export interface Mailer {
  readonly name: 'smtp' | 'development';
  /** Sends one mail with this Message-ID; resolves with it, or throws a MessageProviderError. */
  send(mail: RenderedMail, messageId: string): Promise<{ providerMessageId: string }>;
  close(): void;
}

/** The domain of MAIL_FROM, for Message-IDs ('Startline <tickets@startline.example>' -> startline.example). */
export function mailDomain(mailFrom: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'startline.example';
}

class NodemailerMailer implements Mailer {
  constructor(
    readonly name: 'smtp' | 'development',
    private readonly transport: Transporter,
    private readonly from: string,
    private readonly timeoutMs: number,
  ) {}

  async send(mail: RenderedMail, messageId: string): Promise<{ providerMessageId: string }> {
    return withinTimeout(this.timeoutMs, 'SMTP', async () => {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The same id on every attempt: a mailbox that got the first copy of a retried send
        // recognises the second as the same message.
        messageId,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          content: attachment.content,
          contentType: attachment.contentType,
          ...(attachment.cid ? { cid: attachment.cid } : {}),
        })),
      });
      return { providerMessageId: messageId };
    });
  }

  close(): void {
    this.transport.close();
  }
}

export function createMailer(config: Config): Mailer {
  if (config.smtpUrl) {
    const timeouts = {
      connectionTimeout: config.messageProviderTimeoutMs,
      greetingTimeout: config.messageProviderTimeoutMs,
      socketTimeout: config.messageProviderTimeoutMs,
    };
    const options: SMTPTransport.Options = { url: config.smtpUrl, ...timeouts };
    return new NodemailerMailer(
      'smtp',
      nodemailer.createTransport(options),
      config.mailFrom,
      config.messageProviderTimeoutMs,
    );
  }
  if (config.env === 'production') throw new MessageProviderError('SMTP_URL must be set in production');
  const rendered = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return new NodemailerMailer('development', rendered, config.mailFrom, config.messageProviderTimeoutMs);
}
