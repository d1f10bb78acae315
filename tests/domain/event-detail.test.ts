import { describe, expect, it } from 'vitest';
import { ageGroupText, eventFeeText, eventLocationText, toEventDetail } from '../../src/domain/event-detail';

describe('toEventDetail (SPEC §3 defaults)', () => {
  it('falls back to Venue TBD, fee 0.00, the stock banner and empty lists', () => {
    const detail = toEventDetail({ sub_event_uuid: 'u1', name: 'Night Ride', event_master_name: 'Others' });
    expect(detail).toMatchObject({
      uuid: 'u1',
      name: 'Night Ride',
      venue: 'Venue TBD',
      entryFee: '0.00',
      bannerImage: '/images/event-default.svg',
      takeaways: [],
      facilities: [],
      minAge: null,
      maxAge: null,
    });
  });

  it('prefers description over event_description and drops blank list items', () => {
    const detail = toEventDetail({
      sub_event_uuid: 'u2',
      event_description: '<p>master</p>',
      description: '<p>own</p>',
      event_day_takeaways: ['Medal', '  '],
    });
    expect(detail.description).toBe('<p>own</p>');
    expect(detail.takeaways).toEqual(['Medal']);
  });
});

describe('side card texts', () => {
  it.each([
    [{ entryFee: '499.00', entryFeeRequired: true }, '₹499'],
    [{ entryFee: '123456.00', entryFeeRequired: true }, '₹1,23,456'],
    [{ entryFee: '1250.5', entryFeeRequired: true }, '₹1,250.50'],
    [{ entryFee: '499.00', entryFeeRequired: false }, 'Free'],
  ])('fee %o is %s', (event, text) => {
    expect(eventFeeText(event)).toBe(text);
  });

  it.each([
    [18, 60, '18 - 60 years'],
    [null, 60, null],
    [18, null, null],
  ])('ages %s and %s give %s', (minAge, maxAge, text) => {
    expect(ageGroupText({ minAge, maxAge })).toBe(text);
  });

  it('joins city and state, or says Location TBD', () => {
    expect(eventLocationText({ city: 'Pune', state: null })).toBe('Pune');
    expect(eventLocationText({ city: null, state: null })).toBe('Location TBD');
  });
});
