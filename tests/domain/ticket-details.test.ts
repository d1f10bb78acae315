// Correcting a paid ticket's details (issue 28 item 4) as the panel reads it: the event's window, the
// rule's sentence, which rows offer 'Edit details', the name rule and the line after a correction.
import { describe, expect, it } from 'vitest';
import { registrationRow, toMyRegistrations } from '../../src/domain/my-registrations';
import { editPolicyText, editWindowOf, nameRuleText } from '../../src/domain/ticket-details';

const NOW = Date.parse('2031-01-10T00:00:00Z');
const OPEN = { state: 'open', until: '2031-02-06T01:00:00.000Z' } as const;

const paid = {
  participant_uuid: 'p-1',
  status: 'confirmed',
  registered_at: '2031-01-05T05:00:00.000Z',
  payment_status: 'paid',
  payment_amount: '499.00',
  paid_at: '2031-01-05T05:10:00.000Z',
  responses: [{ field_name: 'mandatory_participant_name', response_text: 'Asha Rao' }],
};

function rowOf(participant: Record<string, unknown>) {
  const read = toMyRegistrations(
    {
      participants: [{ ...paid, ...participant }],
      total_participants: 1,
      sub_event: { edit_policy: { details_editable_until: OPEN.until, name_changes_allowed: 1 } },
    },
    NOW,
  );
  expect(read.editWindow).toEqual(OPEN);
  return registrationRow(read.participants[0]!, { state: 'none' }, { state: 'none' }, read.editWindow);
}

describe("the event's edit window", () => {
  it('is open before its cut-off, closed after, and none when the event allows none', () => {
    expect(editWindowOf('2031-02-06T01:00:00.000Z', NOW)).toEqual(OPEN);
    expect(editWindowOf('2031-01-09T01:00:00.000Z', NOW)).toEqual({
      state: 'closed',
      until: '2031-01-09T01:00:00.000Z',
    });
    expect(editWindowOf(null, NOW)).toEqual({ state: 'none' });
    expect(editWindowOf('not a date', NOW)).toEqual({ state: 'none' });
  });

  it('closes at the very millisecond of its cut-off, and keeps the cut-off trimmed', () => {
    expect(editWindowOf('2031-01-10T00:00:00.000Z', NOW)).toEqual({
      state: 'closed',
      until: '2031-01-10T00:00:00.000Z',
    });
    expect(editWindowOf('2031-01-10T00:00:00.001Z', NOW)).toEqual({ state: 'open', until: '2031-01-10T00:00:00.001Z' });
    expect(editWindowOf(' 2031-02-06T01:00:00.000Z\n', NOW)).toEqual(OPEN);
    expect(editWindowOf('   ', NOW)).toEqual({ state: 'none' });
  });

  it('is told in a sentence, and not at all where the event allows none', () => {
    expect(editPolicyText(OPEN)).toBe('You can correct attendee details until 06 Feb 2031, 06:30 AM.');
    expect(editPolicyText({ state: 'closed', until: '2031-01-09T01:00:00.000Z' })).toBe(
      'Attendee details could be corrected until 09 Jan 2031, 06:30 AM.',
    );
    expect(editPolicyText({ state: 'none' })).toBeNull();
  });
});

describe("a row's 'Edit details'", () => {
  it('is offered on a paid ticket held, to the page that reopens its form', () => {
    expect(rowOf({}).edit).toEqual({ label: 'Edit details for Asha Rao', path: '/tickets/p-1/details' });
  });

  it('is not offered unpaid, cancelled, given away, or while a transfer waits', () => {
    expect(rowOf({ status: 'pending', payment_status: 'pending' }).edit).toBeNull();
    expect(rowOf({ status: 'cancelled' }).edit).toBeNull();
    expect(rowOf({ status: 'transferred' }).edit).toBeNull();
    const waiting = {
      transfer: {
        transfer_uuid: 't-1',
        status: 'pending',
        recipient_name: 'Meera Iyer',
        recipient_mobile: '9123456780',
        created_at: '2031-01-09T00:00:00.000Z',
        expires_at: '2031-02-07T01:00:00.000Z',
        accepted_at: null,
      },
    };
    expect(rowOf(waiting).edit).toBeNull();
  });

  it('says when the details were last corrected', () => {
    expect(rowOf({}).detailsUpdatedLine).toBeNull();
    expect(rowOf({ details_updated_at: '2031-01-09T04:30:00.000Z' }).detailsUpdatedLine).toBe(
      'Details updated on 09 Jan 2031, 10:00 AM; the e-ticket was re-issued.',
    );
  });
});

describe('the name rule', () => {
  it('says the name is fixed, how many changes are left, or that they are used', () => {
    expect(nameRuleText(0, 0)).toBe('The name on this ticket cannot be changed.');
    expect(nameRuleText(1, 1)).toBe('The name can be changed once more.');
    expect(nameRuleText(2, 2)).toBe('The name can be changed 2 more times.');
    expect(nameRuleText(1, 0)).toBe('The name on this ticket has been changed as many times as this event allows.');
  });
});
