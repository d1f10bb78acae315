// E-tickets (issue 9): what a ticket prints, the QR path, and My Events' calendar entries.
import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { eTicketOf, qrModulesPath } from '../../src/domain/e-tickets';
import { eventCalendarFile } from '../../src/domain/ics';
import { toMyEventCard } from '../../src/domain/my-events';
import { toMyRegistrations } from '../../src/domain/my-registrations';

const CODE = 'SL1.3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b.9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b.0tOeUY9nkhL2-7sAYF5pRZlj';
const event = {
  title: 'Pune Riverside 10K',
  subEventName: 'Elite Wave',
  startDate: '2031-02-09T01:00:00.000Z',
  venue: 'Riverside Ground',
  city: 'Pune',
};

describe('eTicketOf', () => {
  it('prints the event, its date in India, the venue with the city, the attendee, category and code', () => {
    expect(eTicketOf({ participantUuid: 'p-1', name: 'Asha Rao', category: ' 10K ', ticketCode: CODE }, event)).toEqual(
      {
        participantUuid: 'p-1',
        name: 'Asha Rao',
        category: '10K',
        code: CODE,
        eventTitle: 'Pune Riverside 10K',
        subEventName: 'Elite Wave',
        date: 'February 9, 2031 at 6:30 AM',
        venue: 'Riverside Ground, Pune',
      },
    );
  });

  it('has no ticket without a code, and fills the gaps a person would expect', () => {
    expect(eTicketOf({ participantUuid: 'p-1', name: 'Asha', category: '', ticketCode: null }, event)).toBeNull();
    const ticket = eTicketOf(
      { participantUuid: 'p-1', name: '', category: '', ticketCode: CODE },
      { ...event, subEventName: 'pune riverside 10k', startDate: null, venue: 'Riverside Ground, Pune', city: 'pune' },
    );
    expect(ticket).toMatchObject({
      name: 'Attendee',
      category: null,
      subEventName: null,
      date: 'TBD',
      venue: 'Riverside Ground, Pune',
    });
  });

  it('trims the venue, the city and the sub-event name, and compares the sub-event name to the title trimmed', () => {
    const holder = { participantUuid: 'p-1', name: 'Asha', category: '10K', ticketCode: CODE };
    expect(
      eTicketOf(holder, {
        ...event,
        title: 'Pune Riverside 10K ',
        subEventName: '  Elite Wave ',
        venue: ' Riverside Ground ',
        city: ' Pune ',
      }),
    ).toMatchObject({ subEventName: 'Elite Wave', venue: 'Riverside Ground, Pune' });
    expect(eTicketOf(holder, { ...event, subEventName: ' PUNE RIVERSIDE 10K ' })).toMatchObject({ subEventName: null });
    expect(
      eTicketOf(holder, { ...event, title: ' Pune Riverside 10K  ', subEventName: 'pune riverside 10k' }),
    ).toMatchObject({
      subEventName: null,
    });
  });

  it('shows the venue alone when the city is unknown or blank', () => {
    const holder = { participantUuid: 'p-1', name: 'Asha', category: '10K', ticketCode: CODE };
    expect(eTicketOf(holder, { ...event, city: null })?.venue).toBe('Riverside Ground');
    expect(eTicketOf(holder, { ...event, city: '  ' })?.venue).toBe('Riverside Ground');
  });

  it('reads the code, category and event facts from the my-registrations answer', () => {
    const read = toMyRegistrations(
      {
        participants: [
          {
            participant_uuid: 'p-1',
            status: 'confirmed',
            registered_at: '2031-01-05T05:00:00.000Z',
            payment_status: 'paid',
            payment_amount: '499.00',
            paid_at: '2031-01-05T05:10:00.000Z',
            responses: [{ field_name: 'event_category', response_text: '5K' }],
            ticket_code: CODE,
          },
        ],
        total_participants: 1,
        sub_event: { name: 'Elite Wave', start_datetime: event.startDate, city_name: 'Pune' },
        event: { title: 'Pune Riverside 10K' },
      },
      Date.parse('2031-01-06T00:00:00Z'),
    );
    expect(read.participants[0]).toMatchObject({ category: '5K', ticketCode: CODE });
    expect(read.ticketEvent).toEqual({ ...event, venue: 'Venue TBD' });
    // Empty brief objects (as a minimal server may send) print no event rather than failing the panel.
    expect(
      toMyRegistrations({ participants: [], total_participants: 0, sub_event: {}, event: {} }, 0).ticketEvent,
    ).toBe(null);
  });
});

describe('qrModulesPath', () => {
  it('draws one unit square per dark module, at its column and row', () => {
    expect(
      qrModulesPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(qrModulesPath([[false]])).toBe('');
  });

  it('draws as many squares as the encoded ticket code has dark modules', () => {
    const qr = encode(CODE, { ecc: 'M', border: 4 });
    const dark = qr.data.flat().filter(Boolean).length;
    expect(qrModulesPath(qr.data).match(/M/g)).toHaveLength(dark);
    // The quiet zone stays light.
    expect(qr.data[0]!.some(Boolean)).toBe(false);
  });
});

describe("My Events' calendar entries", () => {
  const item = {
    sub_event_uuid: '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a01',
    event_title: 'Pune Riverside 10K',
    sub_event_ticket_name: null,
    sub_event_banner_url_path: null,
    event_banner_url_path: null,
    city_name: 'Pune',
    state_name: 'Maharashtra',
    country_name: 'India',
    sub_event_start_date: '2031-02-09T01:00:00.000Z',
    sub_event_end_date: '2031-02-09T05:00:00.000Z',
    event_venue_address: 'Riverside Ground',
    summary: 'Flat and fast',
  };

  it('writes the event with its end, venue and summary into the .ics file', () => {
    const card = toMyEventCard(item);
    const file = eventCalendarFile(card.calendar!, {
      pageUrl: 'https://startline.example/event/x?from=my-events',
      uidDomain: 'startline.example',
      now: Date.UTC(2031, 0, 1),
    });
    expect(file).toContain('SUMMARY:Pune Riverside 10K\r\n');
    expect(file).toContain('DTSTART;TZID=Asia/Kolkata:20310209T063000\r\n');
    expect(file).toContain('DTEND;TZID=Asia/Kolkata:20310209T103000\r\n');
    expect(file).toContain('LOCATION:Riverside Ground\\, Pune\r\n');
    expect(file).toContain('DESCRIPTION:Flat and fast\r\n');
  });

  it('has no calendar entry without a start date, and Venue TBD leaves the location to the city', () => {
    expect(toMyEventCard({ ...item, sub_event_start_date: null }).calendar).toBeNull();
    const older = toMyEventCard({ ...item, sub_event_end_date: undefined, event_venue_address: undefined });
    expect(older.calendar).toMatchObject({ endDate: null, venue: 'Venue TBD' });
  });
});
