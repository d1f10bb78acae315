// The transfer dialog's connect: the child's snapshot and `send` in; what the dialog shows (its screen
// from tags, the fields with their messages, the transfer sent) and what the person can do out.
import type { SnapshotFrom } from 'xstate';
import { formatOrderDate } from '../../src/domain/dates';
import { TRANSFER_TEXT } from '../../src/domain/ticket-transfer';
import type { TicketTransferMachine } from './ticket-transfer.machine';
import { transferFieldErrors } from './ticket-transfer.rules';
import type { TicketTransferEvent, TransferField } from './ticket-transfer.types';

export type TicketTransferScreen =
  'editing' | 'sending' | 'sent' | 'confirmingWithdrawal' | 'withdrawing' | 'withdrawn';

const SCREENS: readonly TicketTransferScreen[] = [
  'sending',
  'sent',
  'confirmingWithdrawal',
  'withdrawing',
  'withdrawn',
];

export interface TransferFieldView {
  value: string;
  /** Shown once the field was left, on Send, or when the server said so. */
  error: string | null;
}

export function ticketTransferConnect(
  snapshot: SnapshotFrom<TicketTransferMachine>,
  send: (event: TicketTransferEvent) => void,
) {
  const screen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'editing';
  const { values, touched, serverFieldErrors, sent, errorMessage, attendeeName } = snapshot.context;
  const errors = transferFieldErrors(snapshot.context);
  const field = (name: TransferField): TransferFieldView => ({
    value: values[name],
    error: touched[name] || serverFieldErrors[name] ? (errors[name] ?? null) : null,
  });
  const withdrawing = screen === 'confirmingWithdrawal' || screen === 'withdrawing' || screen === 'withdrawn';
  return {
    screen,
    title: withdrawing ? TRANSFER_TEXT.withdrawTitle : TRANSFER_TEXT.dialogTitle,
    intro: TRANSFER_TEXT.intro(attendeeName),
    mobile: field('mobile'),
    name: field('name'),
    errorMessage,
    /** To whom, and until when: once sent, or the transfer being withdrawn. */
    sentDetail: sent
      ? TRANSFER_TEXT.sentDetail(sent.recipientName, sent.recipientMobile, formatOrderDate(sent.expiresAt))
      : null,
    withdrawDetail: sent ? TRANSFER_TEXT.withdrawDetail(sent.recipientName, sent.recipientMobile) : null,
    /** While the server answers, nothing can be sent twice and the dialog stays open. */
    busy: screen === 'sending' || screen === 'withdrawing',
    canClose: screen !== 'sending' && screen !== 'withdrawing',
    change: (name: TransferField, value: string) => send({ type: 'FIELD.CHANGE', field: name, value }),
    blur: (name: TransferField) => send({ type: 'FIELD.BLUR', field: name }),
    submit: () => send({ type: 'TRANSFER.SEND' }),
    withdraw: () => send({ type: 'TRANSFER.WITHDRAW' }),
    close: () => send({ type: 'TRANSFER.CLOSE' }),
  };
}
