// Ticket transfers in the browser tests (issue 28 item 2): participants whose mobile numbers the test
// knows (a transfer is sent to a number), and the link the recipient's SMS carries, read from the
// development outbox (/__outbox.json) as a person would read their phone.
import { expect, type APIRequestContext } from '@playwright/test';
import { newMobile, registerThroughApi, signInSession, type ApiSession } from './auth';

export interface Participant {
  session: ApiSession;
  mobile: string;
}

/** A new participant with a full name (the name a transfer's recipient is told it comes from). */
export async function createParticipant(
  request: APIRequestContext,
  fullName: string,
  mpin = '4826',
): Promise<Participant> {
  const mobile = newMobile();
  await registerThroughApi(request, mobile, mpin, { fullName });
  return { session: await signInSession(request, mobile, mpin), mobile };
}

/** Offers one of the sender's paid tickets to a mobile number through the API (as 'Send transfer' does). */
export async function sendTransfer(
  request: APIRequestContext,
  sender: ApiSession,
  participantUuid: string,
  recipient: { mobile: string; name: string },
): Promise<string> {
  const response = await request.post(`/api/v1/participant-registration/participants/${participantUuid}/transfer`, {
    headers: { Authorization: `Bearer ${sender.token}` },
    data: { recipient_mobile: recipient.mobile, recipient_name: recipient.name },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { message: { transfer: { transfer_uuid: string } } }).message.transfer
    .transfer_uuid;
}

interface OutboxEntry {
  channel: string;
  recipient: string;
  sms?: { text: string };
}

/** The path of the transfer link in the newest SMS to this number, once the outbox has it. */
export async function transferLinkSentTo(request: APIRequestContext, mobile: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get('/__outbox.json');
        const { messages: entries } = (await response.json()) as { messages: OutboxEntry[] };
        const sms = entries.find((entry) => entry.channel === 'sms' && entry.recipient.endsWith(mobile) && entry.sms);
        link = /\/transfers\/[0-9a-f-]{36}/.exec(sms?.sms?.text ?? '')?.[0] ?? null;
        return link;
      },
      { message: `an SMS to ${mobile} with a transfer link` },
    )
    .not.toBeNull();
  return link!;
}
