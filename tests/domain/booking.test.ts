// SPEC §2 Multi-registration, §4 Booking flow and §5 Ticket limits: the categories a booking offers,
// its tickets (one per attendee, filled in order) and the holds on the unpaid ones.
import { describe, expect, it } from 'vitest';
import {
  allTicketsSubmitted,
  answersByFieldName,
  BOOKING_TEXT,
  buildTickets,
  earliestHoldExpiry,
  expireHolds,
  GENERAL_CATEGORY,
  heldQuantities,
  nextPendingTicket,
  selectionTotalPaise,
  ticketCategories,
  ticketCount,
  ticketHeading,
  ticketKey,
  ticketLimit,
  ticketPriceText,
  timeLeftText,
  valuesFromAnswers,
  type BookingEvent,
  type BookingTicket,
  type HeldTicket,
  type TicketCategory,
} from '../../src/domain/booking';
import type { FormField } from '../../src/domain/validation';

function field(field_uuid: string, field_name: string, field_type: string, extra: Partial<FormField> = {}): FormField {
  return { field_uuid, field_name, label: field_name, field_type, is_required: true, ...extra };
}

const options = (...pairs: [string, string][]) =>
  pairs.map(([option_label, option_value]) => ({ option_label, option_value }));

const categoryField = (...labels: string[]) =>
  field('category', 'mandatory_event_category', 'dropdown', {
    options: options(...labels.map((l): [string, string] => [l, l])),
  });

const pricingField = (...pairs: [string, string][]) =>
  field('pricing', 'mandatory_event_category_pricing', 'dropdown', { options: options(...pairs) });

const event: BookingEvent = {
  subEventUuid: 'sub-1',
  title: 'Mumbai Monsoon Run',
  subEventName: '10K Run',
  ticketName: '10K Run',
  entryFee: '499',
  entryFeeRequired: true,
  totalAllowedRegistrations: null,
  minAge: null,
  maxAge: null,
};

describe('ticketCategories', () => {
  it("offers the category field's options in order, each priced by the pricing field", () => {
    const fields = [categoryField('5K Run', '10K Run'), pricingField(['10K Run', '799.00'], ['5K Run', '499.50'])];
    expect(ticketCategories(fields, event)).toEqual([
      { label: '5K Run', pricePaise: 49_950 },
      { label: '10K Run', pricePaise: 79_900 },
    ]);
  });

  it('trims the option labels, and prices by the trimmed label', () => {
    const fields = [categoryField('  5K Run '), pricingField(['5K Run', '299'])];
    expect(ticketCategories(fields, event)).toEqual([{ label: '5K Run', pricePaise: 29_900 }]);
  });

  it('falls back to the entry fee for a category without a price or with a price that is not rupees', () => {
    const fields = [categoryField('5K Run', '10K Run'), pricingField(['10K Run', 'call us'])];
    expect(ticketCategories(fields, event)).toEqual([
      { label: '5K Run', pricePaise: 49_900 },
      { label: '10K Run', pricePaise: 49_900 },
    ]);
    expect(ticketCategories([categoryField('5K Run')], event)).toEqual([{ label: '5K Run', pricePaise: 49_900 }]);
  });

  it('prices every category of a free event at 0, whatever the pricing field says', () => {
    const fields = [categoryField('5K Run', '10K Run'), pricingField(['5K Run', '499'], ['10K Run', '799'])];
    expect(ticketCategories(fields, { ...event, entryFeeRequired: false })).toEqual([
      { label: '5K Run', pricePaise: 0 },
      { label: '10K Run', pricePaise: 0 },
    ]);
  });

  it("sells one ticket named after the sub-event's ticket when the form has no category field", () => {
    const fields = [field('name', 'mandatory_participant_name', 'text')];
    expect(ticketCategories(fields, { ...event, ticketName: '  Half Marathon ' })).toEqual([
      { label: 'Half Marathon', pricePaise: 49_900 },
    ]);
    expect(ticketCategories([], { ...event, entryFeeRequired: false, ticketName: null })).toEqual([
      { label: GENERAL_CATEGORY, pricePaise: 0 },
    ]);
  });

  it("names the one ticket 'General Entry' when the ticket has no name or a blank one", () => {
    expect(GENERAL_CATEGORY).toBe('General Entry');
    expect(ticketCategories([], { ...event, ticketName: null })).toEqual([
      { label: 'General Entry', pricePaise: 49_900 },
    ]);
    expect(ticketCategories([], { ...event, ticketName: '   ' })).toEqual([
      { label: 'General Entry', pricePaise: 49_900 },
    ]);
  });

  it('treats a category field without options as no category field', () => {
    const empty = field('category', 'event_category', 'dropdown', { options: [] });
    const none = field('category', 'event_category', 'dropdown', { options: null });
    expect(ticketCategories([empty], event)).toEqual([{ label: '10K Run', pricePaise: 49_900 }]);
    expect(ticketCategories([none], { ...event, entryFeeRequired: false })).toEqual([
      { label: '10K Run', pricePaise: 0 },
    ]);
  });

  it('prices the one ticket of a free event at 0, and an entry fee that is not rupees at 0', () => {
    expect(ticketCategories([], { ...event, entryFeeRequired: false })).toEqual([{ label: '10K Run', pricePaise: 0 }]);
    expect(ticketCategories([], { ...event, entryFee: 'TBA' })).toEqual([{ label: '10K Run', pricePaise: 0 }]);
  });
});

describe('ticketLimit (SPEC §5: totalAllowedRegistrations, default 10)', () => {
  it("is the event's limit when it sets one", () => {
    expect(ticketLimit({ totalAllowedRegistrations: 1 })).toBe(1);
    expect(ticketLimit({ totalAllowedRegistrations: 4 })).toBe(4);
    expect(ticketLimit({ totalAllowedRegistrations: 25 })).toBe(25);
  });

  it('is 10 when the event sets none, 0 or less', () => {
    expect(ticketLimit({ totalAllowedRegistrations: null })).toBe(10);
    expect(ticketLimit({ totalAllowedRegistrations: 0 })).toBe(10);
    expect(ticketLimit({ totalAllowedRegistrations: -3 })).toBe(10);
  });

  it("says 'Maximum {n} tickets allowed for this event'", () => {
    expect(BOOKING_TEXT.maxTickets(4)).toBe('Maximum 4 tickets allowed for this event');
  });
});

const categories: TicketCategory[] = [
  { label: '5K Run', pricePaise: 49_900 },
  { label: '10K Run', pricePaise: 79_950 },
  { label: 'Kids Dash', pricePaise: 0 },
];

describe('ticketCount and selectionTotalPaise', () => {
  it('counts the tickets over all categories', () => {
    expect(ticketCount({})).toBe(0);
    expect(ticketCount({ '5K Run': 2, '10K Run': 3, 'Kids Dash': 0 })).toBe(5);
  });

  it('adds price times quantity over the categories, a category without a quantity adding nothing', () => {
    expect(selectionTotalPaise(categories, {})).toBe(0);
    expect(selectionTotalPaise(categories, { '10K Run': 2 })).toBe(159_900);
    expect(selectionTotalPaise(categories, { '5K Run': 3, '10K Run': 1, 'Kids Dash': 4 })).toBe(229_650);
  });

  it('ignores a quantity for a category that is not on offer', () => {
    expect(selectionTotalPaise(categories, { '5K Run': 1, Marathon: 5 })).toBe(49_900);
  });
});

describe('ticketPriceText', () => {
  it("shows 'Free' for nothing and rupees otherwise", () => {
    expect(ticketPriceText(0)).toBe('Free');
    expect(ticketPriceText(1)).toBe('₹0.01');
    expect(ticketPriceText(129_950)).toBe('₹1,299.50');
  });
});

const NOW = Date.parse('2026-11-29T06:00:00Z');

function held(category: string, participantUuid: string, holdExpiresAt: string | null): HeldTicket {
  return {
    participantUuid,
    category,
    attendeeName: `Runner ${participantUuid}`,
    holdExpiresAt,
    answers: { city: 'Pune' },
  };
}

function pending(category: string, position: number): BookingTicket {
  return {
    key: `${category}#${position}`,
    category,
    position,
    status: 'pending',
    participantUuid: null,
    attendeeName: null,
    holdExpiresAt: null,
    answers: null,
  };
}

describe('buildTickets', () => {
  it("keys a ticket by its category and 1-based position: '10K Run#2'", () => {
    expect(ticketKey('10K Run', 2)).toBe('10K Run#2');
  });

  it('makes one pending ticket per attendee, in category order, each numbered within its category', () => {
    expect(buildTickets(categories, { '10K Run': 1, '5K Run': 2 }, [], NOW)).toEqual([
      pending('5K Run', 1),
      pending('5K Run', 2),
      pending('10K Run', 1),
    ]);
    expect(buildTickets(categories, {}, [], NOW)).toEqual([]);
  });

  it('puts the tickets the server holds first in their category, then new pending ones up to the quantity', () => {
    const heldTickets = [
      held('10K Run', 'p-1', '2026-11-29T06:10:00Z'),
      held('5K Run', 'p-2', null),
      held('10K Run', 'p-3', '2026-11-29T06:00:00Z'),
    ];
    expect(buildTickets(categories, { '10K Run': 3 }, heldTickets, NOW)).toEqual([
      {
        key: '5K Run#1',
        category: '5K Run',
        position: 1,
        status: 'submitted',
        participantUuid: 'p-2',
        attendeeName: 'Runner p-2',
        holdExpiresAt: null,
        answers: { city: 'Pune' },
      },
      {
        key: '10K Run#1',
        category: '10K Run',
        position: 1,
        status: 'submitted',
        participantUuid: 'p-1',
        attendeeName: 'Runner p-1',
        holdExpiresAt: '2026-11-29T06:10:00Z',
        answers: { city: 'Pune' },
      },
      {
        key: '10K Run#2',
        category: '10K Run',
        position: 2,
        status: 'expired',
        participantUuid: 'p-3',
        attendeeName: 'Runner p-3',
        holdExpiresAt: '2026-11-29T06:00:00Z',
        answers: { city: 'Pune' },
      },
      pending('10K Run', 3),
    ]);
  });

  it('keeps every held ticket even when the quantity asked is lower, and ignores held tickets of other categories', () => {
    const tickets = buildTickets(
      categories,
      { '5K Run': 1 },
      [held('5K Run', 'a', null), held('5K Run', 'b', null), held('Marathon', 'c', null)],
      NOW,
    );
    expect(tickets.map((ticket) => [ticket.key, ticket.status, ticket.participantUuid])).toEqual([
      ['5K Run#1', 'submitted', 'a'],
      ['5K Run#2', 'submitted', 'b'],
    ]);
  });

  it('counts a hold as run out from the very millisecond it ends', () => {
    const status = (holdExpiresAt: string) =>
      buildTickets(categories, {}, [held('5K Run', 'p', holdExpiresAt)], NOW)[0]?.status;
    expect(status('2026-11-29T06:00:00.001Z')).toBe('submitted');
    expect(status('2026-11-29T06:00:00.000Z')).toBe('expired');
    expect(status('2026-11-29T05:59:59.999Z')).toBe('expired');
  });
});

describe('heldQuantities', () => {
  it('counts the held tickets per category on offer, 0 for the others', () => {
    expect(
      heldQuantities(categories, [
        held('10K Run', 'a', null),
        held('10K Run', 'b', null),
        held('Kids Dash', 'c', null),
      ]),
    ).toEqual({ '5K Run': 0, '10K Run': 2, 'Kids Dash': 1 });
    expect(heldQuantities(categories, [held('Marathon', 'd', null)])).toEqual({
      '5K Run': 0,
      '10K Run': 0,
      'Kids Dash': 0,
    });
  });
});

function submitted(category: string, position: number, holdExpiresAt: string | null): BookingTicket {
  return { ...pending(category, position), status: 'submitted', participantUuid: `p-${position}`, holdExpiresAt };
}

describe('expireHolds', () => {
  it('expires the submitted tickets whose hold has run out, and only those', () => {
    const ranOut = submitted('5K Run', 1, '2026-11-29T06:00:00Z');
    const holding = submitted('5K Run', 2, '2026-11-29T06:00:01Z');
    const noHold = submitted('5K Run', 3, null);
    const notYet = pending('5K Run', 4);
    const alreadyExpired: BookingTicket = { ...ranOut, key: '5K Run#5', position: 5, status: 'expired' };
    const pendingWithHold: BookingTicket = { ...pending('5K Run', 6), holdExpiresAt: '2026-11-29T05:00:00Z' };
    expect(expireHolds([ranOut, holding, noHold, notYet, alreadyExpired, pendingWithHold], NOW)).toEqual([
      { ...ranOut, status: 'expired' },
      holding,
      noHold,
      notYet,
      alreadyExpired,
      pendingWithHold,
    ]);
  });
});

describe('nextPendingTicket (SPEC §4: the next in its category, then the next category)', () => {
  it('is the first pending ticket in order, or null when none is left', () => {
    const tickets = [submitted('5K Run', 1, null), pending('5K Run', 2), pending('10K Run', 1)];
    expect(nextPendingTicket(tickets)).toBe(tickets[1]);
    expect(
      nextPendingTicket([submitted('5K Run', 1, null), { ...pending('5K Run', 2), status: 'expired' }]),
    ).toBeNull();
    expect(nextPendingTicket([])).toBeNull();
  });
});

describe('allTicketsSubmitted (SPEC §2: Proceed to Payment only when all are submitted)', () => {
  it('is true only for a non-empty booking whose tickets are all submitted', () => {
    expect(allTicketsSubmitted([submitted('5K Run', 1, null), submitted('10K Run', 1, null)])).toBe(true);
    expect(allTicketsSubmitted([])).toBe(false);
    expect(allTicketsSubmitted([submitted('5K Run', 1, null), pending('5K Run', 2)])).toBe(false);
    expect(
      allTicketsSubmitted([{ ...submitted('5K Run', 1, null), status: 'expired' }, submitted('5K Run', 2, null)]),
    ).toBe(false);
  });
});

describe('earliestHoldExpiry', () => {
  it('is the earliest hold among the submitted tickets, by time and not by text', () => {
    const tickets = [
      submitted('5K Run', 1, '2026-11-29T06:20:00Z'),
      submitted('5K Run', 2, '2026-11-29T11:40:00+05:30'), // 06:10Z
      submitted('5K Run', 3, '2026-11-29T06:15:00Z'),
      submitted('5K Run', 4, null),
    ];
    expect(earliestHoldExpiry(tickets)).toBe('2026-11-29T11:40:00+05:30');
    expect(earliestHoldExpiry([tickets[0]!, tickets[2]!, tickets[3]!])).toBe('2026-11-29T06:15:00Z');
    expect(earliestHoldExpiry([tickets[2]!, tickets[0]!])).toBe('2026-11-29T06:15:00Z');
    expect(earliestHoldExpiry([tickets[3]!, tickets[0]!])).toBe('2026-11-29T06:20:00Z');
  });

  it('leaves out pending and expired tickets, and is null when no submitted ticket has a hold', () => {
    const expired: BookingTicket = { ...submitted('5K Run', 1, '2026-11-29T05:00:00Z'), status: 'expired' };
    const odd: BookingTicket = { ...pending('5K Run', 2), holdExpiresAt: '2026-11-29T05:30:00Z' };
    expect(earliestHoldExpiry([expired, odd, submitted('5K Run', 3, '2026-11-29T06:30:00Z')])).toBe(
      '2026-11-29T06:30:00Z',
    );
    expect(earliestHoldExpiry([expired, odd, submitted('5K Run', 3, null)])).toBeNull();
    expect(earliestHoldExpiry([])).toBeNull();
  });
});

describe('timeLeftText', () => {
  it("shows minutes and seconds left as 'mm:ss', rounding part of a second up", () => {
    expect(timeLeftText('2026-11-29T06:10:00Z', NOW)).toBe('10:00');
    expect(timeLeftText('2026-11-29T06:01:30.500Z', NOW)).toBe('01:31');
    expect(timeLeftText('2026-11-29T06:00:05Z', NOW)).toBe('00:05');
    expect(timeLeftText('2026-11-29T06:00:00.001Z', NOW)).toBe('00:01');
    expect(timeLeftText('2026-11-29T07:39:59Z', NOW)).toBe('99:59');
  });

  it("never goes below '00:00'", () => {
    expect(timeLeftText('2026-11-29T06:00:00Z', NOW)).toBe('00:00');
    expect(timeLeftText('2026-11-29T05:58:20Z', NOW)).toBe('00:00');
  });

  it("is said as 'Your places are held for {time}'", () => {
    expect(BOOKING_TEXT.heldFor('04:59')).toBe('Your places are held for 04:59');
  });
});

describe('ticketHeading', () => {
  it("reads 'Attendee {n} of {count in its category} — {category}'", () => {
    const tickets = [pending('5K Run', 1), pending('10K Run', 1), pending('10K Run', 2), pending('10K Run', 3)];
    expect(ticketHeading(tickets[2]!, tickets)).toBe('Attendee 2 of 3 — 10K Run');
    expect(ticketHeading(tickets[0]!, tickets)).toBe('Attendee 1 of 1 — 5K Run');
  });
});

const form: FormField[] = [
  field('h1', 'section_header', 'header'),
  field('p1', 'section_intro', 'paragraph'),
  field('u-name', 'mandatory_participant_name', 'text'),
  field('u-city', 'mandatory_city', 'text'),
  field('u-cat', 'mandatory_event_category', 'dropdown'),
  field('u-price', 'mandatory_event_category_pricing', 'dropdown'),
  field('u-tee', 'tshirt_size', 'radio'),
  field('u-food', 'food', 'checkbox'),
  field('u-kit', 'kit', 'checkbox'),
];

describe('answersByFieldName', () => {
  it("keeps a form's answers by field_name, leaving out unanswered and display-only fields", () => {
    expect(
      answersByFieldName(form, {
        h1: 'Participant details',
        p1: 'Fill one form per ticket',
        'u-name': 'Asha Rao',
        'u-city': '',
        'u-cat': '10K Run',
        'u-price': '799.00',
        'u-tee': null,
        'u-food': ['Veg', 'Jain'],
        stray: 'not a field',
      }),
    ).toStrictEqual({
      mandatory_participant_name: 'Asha Rao',
      mandatory_city: '',
      mandatory_event_category: '10K Run',
      mandatory_event_category_pricing: '799.00',
      food: ['Veg', 'Jain'],
    });
  });
});

describe('valuesFromAnswers (booking again from an expired ticket)', () => {
  it("sets this form's fields (by field_uuid) from answers by field_name, leaving the price to the category", () => {
    expect(
      valuesFromAnswers(form, {
        section_header: 'x',
        section_intro: 'y',
        mandatory_participant_name: 'Asha Rao',
        mandatory_event_category: '10K Run',
        mandatory_event_category_pricing: '799.00',
        tshirt_size: 'M',
        food: ['Veg', 'Jain'],
        kit: 'Bib',
        removed_field: 'gone',
      }),
    ).toStrictEqual({
      'u-name': 'Asha Rao',
      'u-cat': '10K Run',
      'u-tee': 'M',
      'u-food': ['Veg', 'Jain'],
      'u-kit': ['Bib'],
    });
  });

  it('keeps a list answer to a field that is no longer a checkbox as it was', () => {
    expect(valuesFromAnswers(form, { tshirt_size: ['M', 'L'], mandatory_city: '' })).toStrictEqual({
      'u-tee': ['M', 'L'],
      'u-city': '',
    });
  });
});
