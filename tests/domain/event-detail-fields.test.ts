// SPEC §3 'Event detail (camelCase)': every field as the detail page reads it from the server.
import { describe, expect, it } from 'vitest';
import { scheduleOf, toEventDetail, type SubEventForDetail } from '../../src/domain/event-detail';

const full: SubEventForDetail = {
  sub_event_uuid: 'u1',
  name: 'Sunrise 5K',
  event_master_name: 'Mumbai Marathon',
  banner_url_path: ' /uploads/files/banner.webp ',
  start_datetime: '2031-02-01T00:30:00.000Z',
  end_datetime: '2031-02-01T02:30:00.000Z',
  registration_start: '2031-01-01T00:00:00.000Z',
  registration_end: '2031-01-20T00:00:00.000Z',
  city_name: ' Mumbai ',
  state_name: 'Maharashtra',
  event_venue_address: 'Marine Drive',
  min_age: 18,
  max_age: 60,
  entry_fee: '499.00',
  entry_fee_required: true,
  description: '<p>Run by the sea</p>',
  summary: 'A sunrise run',
  rules_and_regulations: '<p>Rules</p>',
  refund_and_cancellation_policy: '<p>Refunds</p>',
  additional_info: '<p>Parking</p>',
  event_day_takeaways: [' Medal ', 'T-shirt'],
  cash_prize: true,
  cash_prize_description: '₹10,000 for the winner',
  event_day_facilities: ['Water', ''],
  total_allowed_registrations: 250,
  places_left: 7,
  waitlist_offer_minutes: 30,
};

describe('toEventDetail', () => {
  it('reads every field, text trimmed and blank list items dropped', () => {
    expect(toEventDetail(full)).toEqual({
      uuid: 'u1',
      name: 'Mumbai Marathon',
      bannerImage: '/uploads/files/banner.webp',
      startDate: '2031-02-01T00:30:00.000Z',
      endDate: '2031-02-01T02:30:00.000Z',
      registrationStart: '2031-01-01T00:00:00.000Z',
      registrationEnd: '2031-01-20T00:00:00.000Z',
      city: 'Mumbai',
      state: 'Maharashtra',
      venue: 'Marine Drive',
      minAge: 18,
      maxAge: 60,
      entryFee: '499.00',
      entryFeeRequired: true,
      description: '<p>Run by the sea</p>',
      summary: 'A sunrise run',
      rulesAndRegulations: '<p>Rules</p>',
      refundPolicy: '<p>Refunds</p>',
      additionalInfo: '<p>Parking</p>',
      takeaways: ['Medal', 'T-shirt'],
      cashPrize: true,
      cashPrizeDescription: '₹10,000 for the winner',
      facilities: ['Water'],
      totalAllowedRegistrations: 250,
      placesLeft: 7,
      waitlistOfferMinutes: 30,
    });
  });

  it('reads blank texts as absent', () => {
    expect(toEventDetail({ ...full, city_name: '   ', summary: '', event_venue_address: ' ' })).toMatchObject({
      city: null,
      summary: null,
      venue: 'Venue TBD',
    });
  });

  it.each([
    { fee: 499, text: '499' },
    { fee: '1250.50', text: '1250.50' },
    { fee: 0, text: '0' },
    { fee: null, text: '0.00' },
    { fee: undefined, text: '0.00' },
  ])('writes the entry fee $fee as $text', ({ fee, text }) => {
    expect(toEventDetail({ ...full, entry_fee: fee }).entryFee).toBe(text);
  });

  it.each([false, null, undefined])('reads %s as no fee required and no cash prize', (flag) => {
    expect(toEventDetail({ ...full, entry_fee_required: flag, cash_prize: flag })).toMatchObject({
      entryFeeRequired: false,
      cashPrize: false,
    });
  });

  it('reads missing limits as none, and 0 places left as sold out', () => {
    const detail = toEventDetail({
      ...full,
      total_allowed_registrations: undefined,
      places_left: 0,
      waitlist_offer_minutes: null,
    });
    expect(detail).toMatchObject({ totalAllowedRegistrations: null, placesLeft: 0, waitlistOfferMinutes: null });
  });
});

describe('scheduleOf', () => {
  it('takes the four moments the statuses are read from', () => {
    expect(scheduleOf(toEventDetail(full))).toEqual({
      startDate: '2031-02-01T00:30:00.000Z',
      endDate: '2031-02-01T02:30:00.000Z',
      registrationStart: '2031-01-01T00:00:00.000Z',
      registrationEnd: '2031-01-20T00:00:00.000Z',
    });
  });
});
