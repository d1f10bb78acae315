// 'Share' on the event page: the text shared says what, when and where.
import { describe, expect, it } from 'vitest';
import { eventShareText } from '../../src/domain/event-share';

describe('eventShareText', () => {
  const event = { name: 'Pune Riverside 10K', startDate: '2031-02-01T00:30:00Z', city: 'Pune', state: 'Maharashtra' };

  it('names the city or the state alone when only one is known', () => {
    expect(eventShareText({ ...event, state: null })).toBe('Pune Riverside 10K on February 1, 2031 at 6:00 AM in Pune');
    expect(eventShareText({ ...event, startDate: null, city: null })).toBe('Pune Riverside 10K in Maharashtra');
  });
});
