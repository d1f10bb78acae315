// A loopback stand-in for MSG91's Flow API, for tests and development: it speaks the documented
// request and answers (server/messages/sms/msg91-sms.ts) and keeps what it received, so a test reads
// the code from the SMS the way a person would, never from the API's answer.
//   POST /api/v5/flow  authkey header; { template_id, sender, short_url, recipients: [{ mobiles, ...vars }] }
//   -> 200 { type: 'success', message: '<request id>' }
//   -> 401 { type: 'error', message: 'Authentication failure' } on a wrong authkey
//   -> 400 { type: 'error', message: '<what is wrong>' } on a malformed body or an unknown template
// Development and tests only: nothing in the server imports it.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  requestId: string;
  templateId: string;
  sender: string;
  /** '91' + 10 digits, as MSG91 takes it. */
  mobiles: string;
  variables: Record<string, string>;
  receivedAt: string;
}

/** How the stand-in answers the next requests: as MSG91 does, refusing, failing, or not at all. */
export type Msg91Behaviour = 'normal' | 'refuse' | 'fail' | 'hang';

export interface Msg91StandInOptions {
  authKey: string;
  /** DLT template ids the account has; any other is refused like MSG91 refuses it. */
  templateIds: string[];
  port?: number;
}

export interface Msg91StandIn {
  url: string;
  /** The base to configure as MSG91_API_BASE_URL. */
  apiBaseUrl: string;
  received: ReceivedSms[];
  behave(behaviour: Msg91Behaviour): void;
  /** The newest SMS to this 10-digit number, or undefined. */
  lastTo(mobileNumber: string): ReceivedSms | undefined;
  close(): Promise<void>;
  server: Server;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

function problemWith(body: unknown, templateIds: readonly string[]): string | null {
  if (typeof body !== 'object' || body === null) return 'Request body is not valid JSON';
  const { template_id: templateId, recipients } = body as Record<string, unknown>;
  if (typeof templateId !== 'string' || templateId === '') return 'template_id is required';
  if (!templateIds.includes(templateId)) return 'Template ID is not valid';
  if (!Array.isArray(recipients) || recipients.length === 0) return 'recipients are required';
  for (const recipient of recipients) {
    if (typeof recipient !== 'object' || recipient === null) return 'recipients must be objects';
    const { mobiles, ...variables } = recipient as Record<string, unknown>;
    if (typeof mobiles !== 'string' || !/^91[6-9]\d{9}$/.test(mobiles)) return 'Mobile number is not valid';
    // DLT's {#var#} holds at most 30 characters; a {#url#} (here the variable 'link') at most 100.
    const tooLong = Object.entries(variables).some(
      ([name, value]) => typeof value !== 'string' || value.length > (name === 'link' ? 100 : 30),
    );
    if (tooLong) return 'Template variable values must be text of at most 30 characters (100 for a URL)';
  }
  return null;
}

export async function startMsg91StandIn(options: Msg91StandInOptions): Promise<Msg91StandIn> {
  const received: ReceivedSms[] = [];
  let behaviour: Msg91Behaviour = 'normal';
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/__received') return answer(200, { received });
    if (request.method !== 'POST' || url.pathname.replace(/\/+$/, '') !== '/api/v5/flow') {
      return answer(404, { type: 'error', message: 'Not found' });
    }
    const body = await readJson(request);
    if (behaviour === 'hang') return; // never answers: the caller's timeout must end it
    if (behaviour === 'fail') return answer(500, { type: 'error', message: 'Internal server error' });
    if (request.headers.authkey !== options.authKey)
      return answer(401, { type: 'error', message: 'Authentication failure' });
    // MSG91 answers some refusals with 200 and type 'error' (a blocked number, no balance).
    if (behaviour === 'refuse') return answer(200, { type: 'error', message: 'Insufficient balance' });
    const problem = problemWith(body, options.templateIds);
    if (problem) return answer(400, { type: 'error', message: problem });
    const {
      template_id: templateId,
      sender,
      recipients,
    } = body as {
      template_id: string;
      sender?: string;
      recipients: Record<string, string>[];
    };
    const requestId = randomBytes(12).toString('hex');
    for (const { mobiles, ...variables } of recipients) {
      received.push({
        requestId,
        templateId,
        sender: sender ?? '',
        mobiles: mobiles ?? '',
        variables,
        receivedAt: new Date().toISOString(),
      });
    }
    return answer(200, { type: 'success', message: requestId });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    apiBaseUrl: `${url}/api/v5`,
    received,
    server,
    behave: (next) => {
      behaviour = next;
    },
    lastTo: (mobileNumber) => received.filter((sms) => sms.mobiles === `91${mobileNumber}`).at(-1),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
