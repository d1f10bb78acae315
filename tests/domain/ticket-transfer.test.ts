// The event's transfer window (issue 28 item 2) as the panel reads it, and the sentence it shows.
import { describe, expect, it } from 'vitest';
import { transferPolicyText, transferWindowOf } from '../../src/domain/ticket-transfer';

const NOW = Date.parse('2031-01-10T00:00:00Z');

describe("the event's transfer window", () => {
  it('is open before its cut-off and closed from the cut-off on, keeping the cut-off trimmed', () => {
    expect(transferWindowOf(' 2031-02-06T01:00:00.000Z ', NOW)).toEqual({
      state: 'open',
      until: '2031-02-06T01:00:00.000Z',
    });
    expect(transferWindowOf('2031-01-10T00:00:00.001Z', NOW)).toEqual({
      state: 'open',
      until: '2031-01-10T00:00:00.001Z',
    });
    expect(transferWindowOf('2031-01-10T00:00:00.000Z', NOW)).toEqual({
      state: 'closed',
      until: '2031-01-10T00:00:00.000Z',
    });
  });

  it('is none when the event sets no cut-off or one that is not a date', () => {
    expect(transferWindowOf(null, NOW)).toEqual({ state: 'none' });
    expect(transferWindowOf(undefined, NOW)).toEqual({ state: 'none' });
    expect(transferWindowOf('   ', NOW)).toEqual({ state: 'none' });
    expect(transferWindowOf('not a date', NOW)).toEqual({ state: 'none' });
  });

  it('is told in a sentence with the cut-off in India time', () => {
    expect(transferPolicyText({ state: 'open', until: '2031-02-06T01:00:00.000Z' })).toBe(
      'You can transfer a paid ticket to someone else until 06 Feb 2031, 06:30 AM.',
    );
    expect(transferPolicyText({ state: 'closed', until: '2031-01-09T01:00:00.000Z' })).toBe(
      'Transfers for this event closed on 09 Jan 2031, 06:30 AM.',
    );
    expect(transferPolicyText({ state: 'none' })).toBe('This event does not allow transfers.');
  });
});
