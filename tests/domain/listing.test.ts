// SPEC §3 'Event listing item', §4 listing status badge colours, and the listing's texts.
import { describe, expect, it } from 'vitest';
import {
  facetsFromItems,
  listingCountText,
  listingItemPath,
  listingStatusBadge,
  maxParticipantsText,
  toListingItem,
  withSelectedChoice,
} from '../../src/domain/listing';

const now = new Date('2030-07-01T12:00:00+05:30');

const subEvent = {
  id: 9,
  sub_event_uuid: '11111111-2222-4333-8444-000000000009',
  event_master_name: 'Others',
  event_master_category: null,
  name: 'Sunrise 5K',
  start_datetime: '2030-07-01T06:00:00+05:30',
  end_datetime: '2030-07-01T10:00:00+05:30',
  city_name: ' Chennai ',
  state_name: 'Tamil Nadu',
  entry_fee: '123456.00',
  entry_fee_required: true,
  banner_url_path: '',
  total_allowed_registrations: 0,
  cash_prize: null,
  event_id: 3,
  is_registered: true,
};

describe('listing status badge (SPEC §4)', () => {
  it.each([
    ['upcoming', 'Upcoming', 'blue'],
    ['ongoing', 'Ongoing', 'green'],
    ['closed', 'Closed', 'grey'],
  ] as const)('%s is %s in %s', (status, label, colour) => {
    expect(listingStatusBadge(status)).toEqual({ label, colour });
  });

  it.each([
    ['before the start', '2030-07-02T06:00:00+05:30', '2030-07-02T10:00:00+05:30', 'upcoming'],
    ['between start and end', '2030-07-01T06:00:00+05:30', '2030-07-01T18:00:00+05:30', 'ongoing'],
    ['after the end', '2030-06-30T06:00:00+05:30', '2030-06-30T10:00:00+05:30', 'closed'],
  ])('an event %s is %s', (_name, start, end, status) => {
    expect(toListingItem({ ...subEvent, start_datetime: start, end_datetime: end }, now).status).toBe(status);
  });
});

describe('toListingItem (SPEC §3)', () => {
  it('applies the defaults: own name under Others, Sports, stock image, no max for 0, Indian grouping', () => {
    expect(toListingItem(subEvent, now)).toEqual({
      id: '9',
      uuid: subEvent.sub_event_uuid,
      title: 'Sunrise 5K',
      image: '/images/event-default.svg',
      status: 'closed',
      price: '₹1,23,456',
      date: 'Mon, 01 Jul 2030',
      location: 'Chennai, Tamil Nadu',
      eventMasterName: '',
      totalAllowedRegistrations: null,
      cashPrize: false,
      isRegistered: true,
      eventId: '3',
      category: 'Sports',
      city: 'Chennai',
    });
  });

  it('goes to the event page, from My Events when registered', () => {
    expect(listingItemPath({ uuid: 'u', isRegistered: false })).toBe('/event/u');
    expect(listingItemPath({ uuid: 'u', isRegistered: true })).toBe('/event/u?from=my-events');
  });
});

describe('texts and choices', () => {
  it.each([
    [12, 40, 1, 4, 'Showing 12 of 40 events (Page 1 of 4)'],
    [3, 3, 1, 1, 'Showing 3 of 3 events'],
    [0, 0, 1, 0, 'Showing 0 of 0 events'],
  ])('count %i of %i on page %i of %i', (shown, total, page, pages, text) => {
    expect(listingCountText(shown, total, page, pages)).toBe(text);
  });

  it("says 'Max N participants'", () => {
    expect(maxParticipantsText(250)).toBe('Max 250 participants');
  });

  it('derives sorted distinct choices from loaded items, and keeps the selected one', () => {
    const facets = facetsFromItems([
      { category: 'Cycling', city: 'Pune' },
      { category: 'Athletic', city: '' },
      { category: 'Cycling', city: 'Goa' },
    ]);
    expect(facets).toEqual({
      categories: [
        { name: 'Athletic', count: null },
        { name: 'Cycling', count: null },
      ],
      cities: [
        { name: 'Goa', count: null },
        { name: 'Pune', count: null },
      ],
    });
    expect(withSelectedChoice(facets.cities, 'Kochi').map((choice) => choice.name)).toEqual(['Goa', 'Kochi', 'Pune']);
    expect(withSelectedChoice(facets.cities, 'Goa')).toEqual(facets.cities);
  });
});
