// SPEC §2 listing card and §3 'Event listing item': what a card shows from the server's sub-event.
import { describe, expect, it } from 'vitest';
import { listingStatusLabel, toListingItem, withSelectedChoice } from '../../src/domain/listing';
import type { SubEventForListing } from '../../src/domain/listing';

const now = new Date('2030-07-01T12:00:00+05:30');

const base: SubEventForListing = {
  id: 9,
  sub_event_uuid: '11111111-2222-4333-8444-000000000009',
  event_master_name: 'Mumbai Marathon',
  name: 'Sunrise 5K',
  start_datetime: '2030-07-02T06:00:00+05:30',
  end_datetime: '2030-07-02T10:00:00+05:30',
  city_name: 'Mumbai',
  state_name: 'Maharashtra',
  entry_fee: '499.00',
  entry_fee_required: true,
  total_allowed_registrations: 250,
  cash_prize: true,
  event_id: 3,
  is_registered: false,
};

const item = (changes: Partial<SubEventForListing>) => toListingItem({ ...base, ...changes }, now);

describe('toListingItem', () => {
  it('shows the event master name, the max participants, the cash prize and the event id when set', () => {
    expect(item({})).toMatchObject({
      title: 'Mumbai Marathon',
      eventMasterName: 'Mumbai Marathon',
      totalAllowedRegistrations: 250,
      cashPrize: true,
      isRegistered: false,
      eventId: '3',
    });
  });

  it.each([
    { name: 'null', value: null },
    { name: 'absent', value: undefined },
    { name: 'negative', value: -5 },
    { name: 'not a number', value: '250' as unknown as number },
  ])('shows no max participants when the count is $name', ({ value }) => {
    expect(item({ total_allowed_registrations: value }).totalAllowedRegistrations).toBeNull();
  });

  it('has a max of one participant', () => {
    expect(item({ total_allowed_registrations: 1 }).totalAllowedRegistrations).toBe(1);
  });

  it.each([null, undefined, false])('has no cash prize and is not registered for %s', (flag) => {
    expect(item({ cash_prize: flag, is_registered: flag })).toMatchObject({ cashPrize: false, isRegistered: false });
  });

  it.each([
    { value: null, shown: '' },
    { value: undefined, shown: '' },
    { value: 0, shown: '0' },
    { value: 'EV-12', shown: 'EV-12' },
  ])('shows the event id $value as $shown', ({ value, shown }) => {
    expect(item({ event_id: value }).eventId).toBe(shown);
  });
});

describe('listingStatusLabel', () => {
  it.each([
    ['upcoming', 'Upcoming'],
    ['ongoing', 'Ongoing'],
    ['closed', 'Closed'],
  ] as const)('%s reads %s', (status, label) => {
    expect(listingStatusLabel(status)).toBe(label);
  });
});

describe('withSelectedChoice', () => {
  it('adds nothing when no choice is selected', () => {
    const choices = [{ name: 'Goa', count: 2 }];
    expect(withSelectedChoice(choices, '')).toEqual(choices);
    expect(withSelectedChoice([], '')).toEqual([]);
  });
});
