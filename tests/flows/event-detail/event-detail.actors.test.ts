// The event page's real calls and page actions: the my-registrations call against a fake transport,
// and Share's fallbacks (Web Share, then the clipboard, then the link to copy by hand).
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createApiClient } from '../../../src/api/client';
import { createLoadMyRegistrations } from '../../../src/app/flows/my-registrations';
import { browserShareCapabilities, shareLink, type ShareData } from '../../../src/app/flows/event-detail.share';

const UUID = '11111111-2222-4333-8444-555555555555';

function clientAnswering(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://startline.test/api/v1',
    getAccessToken: () => 'token-1',
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  return { api, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const load = (api: ReturnType<typeof createApiClient>) =>
  toPromise(createActor(createLoadMyRegistrations(api), { input: { subEventUuid: UUID } }).start());

describe('loadRegistrations', () => {
  it('asks for the sub-event with the bearer token and reads the client form', async () => {
    const { api, requests } = clientAnswering(() =>
      json({
        success: true,
        message: {
          participants: [
            {
              id: 1,
              participant_uuid: UUID,
              status: 'pending',
              registered_at: '2031-01-05T05:00:00.000Z',
              payment_status: 'pending',
              payment_amount: '499.00',
              razorpay_order_id: null,
              razorpay_payment_id: null,
              paid_at: null,
              responses: [{ field_name: 'mandatory_participant_name', response_text: 'Asha Rao' }],
            },
          ],
          sub_event: {},
          event: {},
          total_participants: 1,
        },
      }),
    );
    const read = await load(api);
    expect(new URL(requests[0]!.url).pathname).toBe(
      `/api/v1/participant-registration/sub-events/${UUID}/my-registrations`,
    );
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(read).toMatchObject({ pendingCount: 1, completedCount: 0, totalParticipants: 1 });
    expect(read.participants[0]).toMatchObject({ name: 'Asha Rao', paymentStatus: 'pending' });
  });

  it('fails on an error answer and on success false', async () => {
    await expect(load(clientAnswering(() => json({ success: false, error: 'Not found' }, 404)).api)).rejects.toThrow(
      'answered 404',
    );
    await expect(load(clientAnswering(() => json({ success: false, message: 'no' })).api)).rejects.toThrow(
      'success false',
    );
  });
});

describe('shareLink', () => {
  const data: ShareData = {
    title: 'Pune 10K',
    text: 'Pune 10K on February 1',
    url: 'https://startline.example/event/1',
  };
  const refuse = (name: string) => async () => {
    throw new DOMException('no', name);
  };

  it('uses the share sheet when the browser has one', async () => {
    const shared: ShareData[] = [];
    const outcome = await shareLink(data, { share: async (given) => void shared.push(given) });
    expect(outcome).toEqual({ kind: 'shared' });
    expect(shared).toEqual([data]);
  });

  it('takes a closed share sheet as an answer and copies nothing', async () => {
    const copied: string[] = [];
    const outcome = await shareLink(data, {
      share: refuse('AbortError'),
      clipboard: { writeText: async (text) => void copied.push(text) },
    });
    expect(outcome).toEqual({ kind: 'dismissed' });
    expect(copied).toEqual([]);
  });

  it("copies the link without Web Share, or when it fails: 'Link copied'", async () => {
    for (const share of [undefined, refuse('NotAllowedError')]) {
      const copied: string[] = [];
      const outcome = await shareLink(data, {
        ...(share ? { share } : {}),
        clipboard: { writeText: async (text) => void copied.push(text) },
      });
      expect(outcome).toEqual({ kind: 'copied', message: 'Link copied' });
      expect(copied).toEqual([data.url]);
    }
  });

  it('shows the link to copy by hand when the clipboard refuses too, or is missing', async () => {
    const manual = { kind: 'manual', message: `Copy this link to share the event: ${data.url}` };
    expect(await shareLink(data, { clipboard: { writeText: refuse('NotAllowedError') } })).toEqual(manual);
    expect(await shareLink(data, {})).toEqual(manual);
  });

  it('offers navigator.share only where the browser has it', () => {
    expect(browserShareCapabilities({ clipboard: undefined } as unknown as Navigator)).toEqual({});
    const clipboard = { writeText: async () => undefined };
    const found = browserShareCapabilities({ share: async () => undefined, clipboard } as unknown as Navigator);
    expect(typeof found.share).toBe('function');
    expect(found.clipboard).toBe(clipboard);
  });
});
