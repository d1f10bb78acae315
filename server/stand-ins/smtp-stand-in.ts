// A loopback SMTP server for tests and development (smtp-server, the SMTP server of the nodemailer
// project), keeping every mail it accepts parsed with mailparser. It can be told to hold the answer
// to DATA (a crash mid-send) or to refuse mail (a provider failure).
// Development and tests only: nothing in the server imports it.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string | undefined;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string | undefined; contentType: string; content: Buffer; cid: string | undefined }[];
  receivedAt: string;
}

export type SmtpBehaviour = 'normal' | 'refuse' | 'hold';

export interface SmtpStandIn {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Sessions that began DATA, whether or not the mail was accepted. */
  dataStarted: number;
  behave(behaviour: SmtpBehaviour): void;
  /** Lets held DATA answers go (accepting the mails). */
  release(): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function toReceived(parsed: ParsedMail): ReceivedMail {
  const address = (value: ParsedMail['to'] | ParsedMail['from']) =>
    (Array.isArray(value) ? value.map((entry) => entry.text).join(', ') : value?.text) ?? '';
  return {
    messageId: parsed.messageId,
    from: address(parsed.from),
    to: address(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      cid: attachment.cid,
    })),
    receivedAt: new Date().toISOString(),
  };
}

export async function startSmtpStandIn(options: { port?: number } = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  let behaviour: SmtpBehaviour = 'normal';
  // Held DATA answers by session: a client that goes away before its answer loses the mail, as a
  // server that commits a mail only once its 250 is sent would lose it.
  let held: { session: string; accept: () => void }[] = [];
  const state = { dataStarted: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 20 * 1024 * 1024,
    onClose(session) {
      held = held.filter((entry) => entry.session !== session.id);
    },
    onData(stream, session, callback) {
      state.dataStarted += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (behaviour === 'refuse') {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 });
          return callback(error);
        }
        const accept = () => {
          void simpleParser(Buffer.concat(chunks), { keepCidLinks: true }).then((parsed) => {
            received.push(toReceived(parsed));
            callback();
          }, callback);
        };
        if (behaviour === 'hold') held.push({ session: session.id, accept });
        else accept();
      });
    },
  });
  server.on('error', () => {
    // A client that vanished mid-session (the crash test) is not the stand-in's failure.
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    get dataStarted() {
      return state.dataStarted;
    },
    behave: (next) => {
      behaviour = next;
    },
    release: () => {
      const waiting = held;
      held = [];
      for (const entry of waiting) entry.accept();
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mail(s), got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
