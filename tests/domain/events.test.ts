// SPEC §3 "Public sub-event" display name and defaults, and "Event card".
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_DESCRIPTION,
  DEFAULT_EVENT_IMAGE,
  PRICE_TBD,
  cardDate,
  cardLocation,
  cardPrice,
  displayName,
  toEventCard,
} from '../../src/domain/events';
import type { SubEventForCard } from '../../src/domain/events';

const now = new Date('2030-06-01T12:00:00+05:30');

const subEvent: SubEventForCard = {
  id: 42,
  sub_event_uuid: '7f1c2b1e-5d7a-4c8e-9a51-1a2b3c4d5e6f',
  name: '10K Run',
  event_title: 'Pune Monsoon Marathon 2030',
  event_master_name: 'Pune Monsoon Marathon',
  description: 'Run through the <b>green</b> hills &amp; lakes.',
  start_datetime: '2030-07-14T06:00:00',
  city_name: 'Pune',
  state_name: 'Maharashtra',
  entry_fee: '799.00',
  entry_fee_required: true,
  banner_url_path: '/seed/banners/pune-monsoon.jpg',
  is_registered: false,
};

describe('displayName', () => {
  it("uses the master event's name", () => {
    expect(displayName(subEvent)).toBe('Pune Monsoon Marathon');
  });

  it("uses the sub-event's own name when the master event is 'Others'", () => {
    expect(displayName({ ...subEvent, event_master_name: 'Others' })).toBe('10K Run');
  });

  it('falls back to the own name, then the title, when there is no master name', () => {
    expect(displayName({ ...subEvent, event_master_name: null })).toBe('10K Run');
    expect(displayName({ ...subEvent, event_master_name: undefined, name: ' ' })).toBe('Pune Monsoon Marathon 2030');
  });

  it("keeps 'Others' when the sub-event has no name of its own, and shows nothing when no name is known", () => {
    expect(displayName({ ...subEvent, event_master_name: 'Others', name: null, event_title: null })).toBe('Others');
    expect(displayName({ ...subEvent, event_master_name: ' ', name: '', event_title: undefined })).toBe('');
  });
});

describe('cardPrice', () => {
  it.each([
    { entry_fee: '0.00', price: '₹0' },
    { entry_fee: '1.00', price: '₹1' },
    { entry_fee: '799.00', price: '₹799' },
    { entry_fee: '999', price: '₹999' },
    { entry_fee: '1000.00', price: '₹1,000' },
    { entry_fee: '1999.00', price: '₹1,999' },
    { entry_fee: '99999.00', price: '₹99,999' },
    { entry_fee: '100000.00', price: '₹1,00,000' },
    { entry_fee: '1234567.50', price: '₹12,34,567.50' },
    { entry_fee: '499.5', price: '₹499.50' },
    { entry_fee: ' 1250.00 ', price: '₹1,250' },
    { entry_fee: 1999, price: '₹1,999' },
    { entry_fee: 2500.75, price: '₹2,500.75' },
  ])('shows the fee $entry_fee as $price (Indian grouping, the rupee sign)', ({ entry_fee, price }) => {
    expect(cardPrice({ entry_fee, entry_fee_required: true })).toBe(price);
  });

  it("is 'Free' when no fee is required, whatever the fee says", () => {
    expect(cardPrice({ entry_fee: '799.00', entry_fee_required: false })).toBe('Free');
    expect(cardPrice({ entry_fee: '799.00', entry_fee_required: null })).toBe('Free');
  });

  it('defaults a missing fee to ₹0', () => {
    expect(cardPrice({ entry_fee: null, entry_fee_required: true })).toBe('₹0');
  });

  it.each(['-10.00', 'abc', '1,999', '₹499', '499.005'])(
    "says 'Price TBD' rather than misstate an unreadable fee %j",
    (entry_fee) => {
      expect(cardPrice({ entry_fee, entry_fee_required: true })).toBe(PRICE_TBD);
    },
  );
});

describe('cardLocation', () => {
  it("is 'city, state'", () => {
    expect(cardLocation({ city_name: 'Pune', state_name: 'Maharashtra' })).toBe('Pune, Maharashtra');
  });

  it('keeps the part that is known', () => {
    expect(cardLocation({ city_name: 'Pune', state_name: '' })).toBe('Pune');
  });

  it("is 'Location TBD' when neither is known", () => {
    expect(cardLocation({ city_name: null, state_name: '  ' })).toBe('Location TBD');
  });
});

describe('cardDate and the card status', () => {
  it("formats the start day on India's clock", () => {
    expect(cardDate('2030-07-14T06:00:00')).toBe('Sun, 14 Jul 2030');
    // 20:00 UTC is already the next morning in India.
    expect(cardDate('2030-07-13T20:00:00Z')).toBe('Sun, 14 Jul 2030');
  });

  it("is 'Date TBD' without a start, or with one that cannot be read", () => {
    expect(cardDate(null)).toBe('Date TBD');
    expect(cardDate('not a date')).toBe('Date TBD');
  });

  it("is 'upcoming' while the start is ahead, else 'past'", () => {
    const statusOf = (start_datetime: string | null) => toEventCard({ ...subEvent, start_datetime }, now).status;
    expect(statusOf('2030-07-14T06:00:00')).toBe('upcoming');
    expect(statusOf('2030-05-14T06:00:00')).toBe('past');
    expect(statusOf(null)).toBe('past');
  });
});

describe('toEventCard', () => {
  it('maps a sub-event to a card', () => {
    expect(toEventCard(subEvent, now)).toEqual({
      id: '42',
      uuid: '7f1c2b1e-5d7a-4c8e-9a51-1a2b3c4d5e6f',
      title: 'Pune Monsoon Marathon',
      description: 'Run through the green hills & lakes.',
      image: '/seed/banners/pune-monsoon.jpg',
      date: 'Sun, 14 Jul 2030',
      location: 'Pune, Maharashtra',
      price: '₹799',
      is_registered: false,
      status: 'upcoming',
    });
  });

  it('fills the defaults of SPEC §3', () => {
    const card = toEventCard(
      {
        sub_event_uuid: 'abc',
        event_master_name: 'Others',
        name: 'Sunrise Yoga',
        description: null,
        event_description: '',
        start_datetime: null,
        banner_url_path: '',
        entry_fee_required: false,
      },
      now,
    );
    expect(card).toMatchObject({
      id: 'abc',
      title: 'Sunrise Yoga',
      description: DEFAULT_EVENT_DESCRIPTION,
      image: DEFAULT_EVENT_IMAGE,
      date: 'Date TBD',
      location: 'Location TBD',
      price: 'Free',
      is_registered: false,
      status: 'past',
    });
  });

  it("uses the event's description when the sub-event has none, and marks registrations", () => {
    const card = toEventCard(
      { ...subEvent, description: '', event_description: 'The classic', is_registered: true },
      now,
    );
    expect(card.description).toBe('The classic');
    expect(card.is_registered).toBe(true);
  });

  it.each([
    { description: '<script>alert(1)</script>', shown: DEFAULT_EVENT_DESCRIPTION },
    { description: '<p>Run <b>fast</b></p><script>alert(1)</script>', shown: 'Run fast' },
    { description: '<style>p{color:red}</style><p> </p>&nbsp;', shown: DEFAULT_EVENT_DESCRIPTION },
    { description: '&lt;b&gt;bold&lt;/b&gt; is text', shown: '<b>bold</b> is text' },
  ])('shows the text of the sanitized description $description', ({ description, shown }) => {
    const card = toEventCard({ ...subEvent, description, event_description: null }, now);
    expect(card.description).toBe(shown);
    expect(card.description).not.toContain('alert(1)');
  });

  it("falls back to the event's description when the sub-event's has no text", () => {
    const card = toEventCard(
      { ...subEvent, description: '<script>x()</script>', event_description: '<p>The classic</p>' },
      now,
    );
    expect(card.description).toBe('The classic');
  });
});
