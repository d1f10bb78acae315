// SPEC §2 My Events and §3 "My-events item": each paid event read into a card (title, ticket name,
// image, date, location, what 'Add to calendar' writes), the distinct-city count, and where a card goes.
import { describe, expect, it } from 'vitest';
import {
  distinctCityCount,
  myEventPath,
  toMyEventCard,
  type MyEventCard,
  type ServerMyEvent,
} from '../../src/domain/my-events';

const item: ServerMyEvent = {
  sub_event_uuid: 'se-1',
  event_title: 'Pune Riverside Run',
  sub_event_ticket_name: '10K',
  sub_event_banner_url_path: '/banners/10k.jpg',
  event_banner_url_path: '/banners/run.jpg',
  city_name: 'Pune',
  state_name: 'Maharashtra',
  country_name: 'India',
  sub_event_start_date: '2031-02-01T00:30:00Z',
  sub_event_end_date: '2031-02-01T04:30:00Z',
  event_venue_address: 'Riverside Ghat',
  summary: 'A flat course along the river.',
};

describe('toMyEventCard', () => {
  it('reads every field of the item into the card and its calendar entry', () => {
    expect(toMyEventCard(item)).toEqual({
      uuid: 'se-1',
      title: 'Pune Riverside Run',
      ticketName: '10K',
      image: '/banners/10k.jpg',
      date: 'Sat, 01 Feb 2031',
      location: 'Pune, Maharashtra',
      city: 'Pune',
      calendar: {
        uuid: 'se-1',
        name: 'Pune Riverside Run',
        startDate: '2031-02-01T00:30:00Z',
        endDate: '2031-02-01T04:30:00Z',
        venue: 'Riverside Ghat',
        city: 'Pune',
        description: null,
        summary: 'A flat course along the river.',
      },
    });
  });

  it('trims the padded texts the server may send', () => {
    const card = toMyEventCard({
      ...item,
      sub_event_ticket_name: ' 10K ',
      city_name: ' Pune ',
      sub_event_start_date: ' 2031-02-01T00:30:00Z ',
      sub_event_end_date: ' 2031-02-01T04:30:00Z ',
      event_venue_address: ' Riverside Ghat ',
      summary: ' A flat course along the river. ',
    });
    expect(card).toMatchObject({ ticketName: '10K', city: 'Pune' });
    expect(card.calendar).toMatchObject({
      startDate: '2031-02-01T00:30:00Z',
      endDate: '2031-02-01T04:30:00Z',
      venue: 'Riverside Ghat',
      city: 'Pune',
      summary: 'A flat course along the river.',
    });
  });

  it('shows no ticket name when it is missing, blank, or only repeats the title', () => {
    expect(toMyEventCard({ ...item, sub_event_ticket_name: null }).ticketName).toBeNull();
    expect(toMyEventCard({ ...item, sub_event_ticket_name: '   ' }).ticketName).toBeNull();
    expect(toMyEventCard({ ...item, sub_event_ticket_name: 'Pune Riverside Run' }).ticketName).toBeNull();
    expect(toMyEventCard({ ...item, sub_event_ticket_name: ' Pune Riverside Run ' }).ticketName).toBeNull();
  });

  it("takes the sub-event's banner, else the event's, else the stock image", () => {
    expect(toMyEventCard({ ...item, sub_event_banner_url_path: null }).image).toBe('/banners/run.jpg');
    expect(toMyEventCard({ ...item, sub_event_banner_url_path: '', event_banner_url_path: null }).image).toBe(
      '/images/event-default.svg',
    );
  });

  it("falls back to 'Venue TBD' and leaves out what the item does not say", () => {
    const card = toMyEventCard({
      ...item,
      city_name: undefined,
      state_name: null,
      sub_event_end_date: undefined,
      event_venue_address: '  ',
      summary: undefined,
    });
    expect(card).toMatchObject({ location: 'Location TBD', city: null });
    expect(card.calendar).toMatchObject({ endDate: null, venue: 'Venue TBD', city: null, summary: null });
    expect(toMyEventCard({ ...item, city_name: ' ', summary: '  ' }).calendar).toMatchObject({
      city: null,
      summary: null,
    });
  });

  it('has nothing for a calendar when the event has no start date', () => {
    expect(toMyEventCard({ ...item, sub_event_start_date: null })).toMatchObject({ date: 'Date TBD', calendar: null });
    expect(toMyEventCard({ ...item, sub_event_start_date: '  ' }).calendar).toBeNull();
  });
});

describe('distinctCityCount', () => {
  const card = (uuid: string, city: string | null): MyEventCard => ({ ...toMyEventCard(item), uuid, city });

  it('counts each city once, whatever its case and surrounding spaces', () => {
    expect(distinctCityCount([card('a', 'Pune'), card('b', 'pune '), card('c', 'Mumbai')])).toBe(2);
  });

  it('skips events with no city or a blank one', () => {
    expect(distinctCityCount([card('a', 'Pune'), card('b', null), card('c', '  ')])).toBe(1);
    expect(distinctCityCount([])).toBe(0);
  });
});

describe('myEventPath', () => {
  it("goes to the event page's post-registration view (SPEC §2: /event/{sub_event_uuid}?from=my-events)", () => {
    expect(myEventPath('se-1')).toBe('/event/se-1?from=my-events');
  });
});
