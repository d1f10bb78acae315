// What the transfer dialog reads and sends (ticketTransferConnect), written out by hand from issue 28
// item 2 (a Startline extension; SPEC has no transfers): the withdraw face of a transfer waiting, and
// what each button sends. Snapshots are resolved from (state, context), so each face is read without
// driving the machine there. Also what a refusal reports.
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { ticketTransferConnect } from '../../../machines/ticket-transfer/ticket-transfer.connect';
import { ticketTransferMachine } from '../../../machines/ticket-transfer/ticket-transfer.machine';
import {
  TransferRefusedError,
  type TicketTransferContext,
  type TicketTransferEvent,
} from '../../../machines/ticket-transfer/ticket-transfer.types';
import { SENT } from './ticket-transfer.model';

const BASE: TicketTransferContext = {
  participantUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c01',
  attendeeName: 'Asha Rao',
  pending: null,
  values: { mobile: '', name: '' },
  touched: { mobile: false, name: false },
  serverFieldErrors: {},
  sent: null,
  errorMessage: null,
  changed: false,
};

function faceOf(value: StateValue, context: Partial<TicketTransferContext> = {}) {
  const sent: TicketTransferEvent[] = [];
  const snapshot = ticketTransferMachine.resolveState({ value, context: { ...BASE, ...context } });
  const face = ticketTransferConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

describe('transfer a ticket: what the dialog reads and sends', () => {
  it("a transfer waiting: 'Withdraw this transfer?', to whom it went, and the dialog may close", () => {
    const { face } = faceOf('confirmingWithdrawal', { pending: SENT, sent: SENT });
    expect(face).toMatchObject({
      screen: 'confirmingWithdrawal',
      title: 'Withdraw this transfer?',
      withdrawDetail: 'The link sent to Meera Iyer at +91 9123456780 stops working and the ticket stays yours.',
      sentDetail:
        'We sent Meera Iyer a link at +91 9123456780. They have until 07 Feb 2031, 06:30 AM to accept it; until then the ticket stays yours.',
      busy: false,
      canClose: true,
    });
  });

  it('sends what the fields and buttons say: typing, leaving a field, Send, Withdraw and Close', () => {
    const { face, sent } = faceOf('editing');
    face.change('mobile', '9123456780');
    face.blur('mobile');
    face.change('name', 'Meera Iyer');
    face.blur('name');
    face.submit();
    face.withdraw();
    face.close();
    expect(sent).toEqual([
      { type: 'FIELD.CHANGE', field: 'mobile', value: '9123456780' },
      { type: 'FIELD.BLUR', field: 'mobile' },
      { type: 'FIELD.CHANGE', field: 'name', value: 'Meera Iyer' },
      { type: 'FIELD.BLUR', field: 'name' },
      { type: 'TRANSFER.SEND' },
      { type: 'TRANSFER.WITHDRAW' },
      { type: 'TRANSFER.CLOSE' },
    ]);
  });
});

describe('transfer a ticket: what a refusal reports', () => {
  it("the server's words, with the fields it found wrong", () => {
    const error = new TransferRefusedError('Transfers for this event closed on 07 Feb 2031, 06:30 AM', {
      mobile: "This ticket is already yours: enter someone else's mobile number",
    });
    expect(error.message).toBe('Transfers for this event closed on 07 Feb 2031, 06:30 AM');
    expect(error.fieldErrors).toEqual({ mobile: "This ticket is already yours: enter someone else's mobile number" });
  });

  it('that the transfer was refused, when the server sent no words, and no field errors', () => {
    const error = new TransferRefusedError(null);
    expect(error.message).toBe('the transfer was refused');
    expect(error.name).toBe('TransferRefusedError');
    expect(error.fieldErrors).toEqual({});
  });
});
