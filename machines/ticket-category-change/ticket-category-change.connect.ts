// The change-category dialog's connect: the child's snapshot and `send` in; what the dialog shows (its
// screen from tags, each category's price and what moving costs or gives back, the breakdown of the
// one picked, the outcome) and what the person can do out.
import type { SnapshotFrom } from 'xstate';
import { CATEGORY_CHANGE_TEXT } from '../../src/domain/category-change';
import { formatInr } from '../../src/domain/money';
import { REFUND_STATUS_TEXT } from '../../src/domain/ticket-cancellation';
import type { TicketCategoryChangeMachine } from './ticket-category-change.machine';
import type { CategoryOption, TicketCategoryChangeEvent } from './ticket-category-change.types';

export type TicketCategoryChangeScreen =
  | 'quoting'
  | 'quoteFailed'
  | 'choosing'
  | 'changing'
  | 'paying'
  | 'verifying'
  | 'awaitingBank'
  | 'verifyFailed'
  | 'changed';

const SCREENS: readonly TicketCategoryChangeScreen[] = [
  'quoteFailed',
  'choosing',
  'changing',
  'paying',
  'verifying',
  'awaitingBank',
  'verifyFailed',
  'changed',
];

export interface CategoryChoice {
  category: string;
  /** 'Half Marathon · ₹1,799.00'. */
  label: string;
  /** 'You pay ₹362.35', 'Refund ₹236.00' or 'No difference in price'. */
  effect: string;
}

export interface BreakdownLine {
  label: string;
  amount: string;
}

const effectOf = (option: CategoryOption) =>
  option.kind === 'pay'
    ? CATEGORY_CHANGE_TEXT.pay(formatInr(option.amountPaise).replace('₹', ''))
    : option.kind === 'refund'
      ? CATEGORY_CHANGE_TEXT.refund(formatInr(option.amountPaise).replace('₹', ''))
      : CATEGORY_CHANGE_TEXT.even;

function breakdownOf(option: CategoryOption | undefined): BreakdownLine[] {
  if (!option || option.kind === 'even') return [];
  if (option.kind === 'refund') {
    return [{ label: CATEGORY_CHANGE_TEXT.refundTotal, amount: formatInr(option.amountPaise) }];
  }
  const charges = option.charges;
  if (!charges) return [{ label: CATEGORY_CHANGE_TEXT.total, amount: formatInr(option.amountPaise) }];
  return [
    { label: CATEGORY_CHANGE_TEXT.differenceLine, amount: formatInr(charges.entryFeePaise) },
    { label: CATEGORY_CHANGE_TEXT.gst, amount: formatInr(charges.gstPaise) },
    { label: CATEGORY_CHANGE_TEXT.convenience, amount: formatInr(charges.conveniencePaise) },
    { label: CATEGORY_CHANGE_TEXT.convenienceGst, amount: formatInr(charges.convenienceGstPaise) },
    { label: CATEGORY_CHANGE_TEXT.total, amount: formatInr(option.amountPaise) },
  ];
}

export function ticketCategoryChangeConnect(
  snapshot: SnapshotFrom<TicketCategoryChangeMachine>,
  send: (event: TicketCategoryChangeEvent) => void,
) {
  const screen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'quoting';
  const { quote, selected, outcome, errorMessage, attendeeName } = snapshot.context;
  const picked = quote?.options.find((option) => option.category === selected);
  const toCategory = outcome?.toCategory ?? picked?.category ?? '';
  return {
    screen,
    attendeeName,
    current: quote
      ? CATEGORY_CHANGE_TEXT.current(`${quote.currentCategory} · ${formatInr(quote.currentPricePaise)}`)
      : null,
    choices: (quote?.options ?? []).map((option): CategoryChoice => ({
      category: option.category,
      label: `${option.category} · ${formatInr(option.pricePaise)}`,
      effect: effectOf(option),
    })),
    noOthers: quote !== null && quote.options.length === 0,
    selected,
    /** What the picked category costs or gives back, line by line; empty until one is picked. */
    breakdown: breakdownOf(picked),
    /** When a refund arrives, under its breakdown. */
    refundArrives: picked?.kind === 'refund' ? CATEGORY_CHANGE_TEXT.refundArrives : null,
    confirmLabel:
      picked?.kind === 'pay'
        ? CATEGORY_CHANGE_TEXT.confirmPay(formatInr(picked.amountPaise).replace('₹', ''))
        : CATEGORY_CHANGE_TEXT.confirm,
    canConfirm: screen === 'choosing' && picked !== undefined,
    errorMessage,
    busy: screen === 'changing' || screen === 'paying' || screen === 'verifying',
    canClose: screen !== 'changing' && screen !== 'paying' && screen !== 'verifying',
    done:
      screen === 'changed'
        ? {
            detail: CATEGORY_CHANGE_TEXT.doneDetail(attendeeName, toCategory),
            refund:
              outcome?.kind === 'made' && outcome.refundAmountPaise > 0
                ? `${CATEGORY_CHANGE_TEXT.refundTotal}: ${formatInr(outcome.refundAmountPaise)} · ${REFUND_STATUS_TEXT[outcome.refundStatus]}`
                : null,
            document:
              outcome?.kind === 'made'
                ? outcome.creditNoteNumber
                  ? {
                      label: CATEGORY_CHANGE_TEXT.creditNote(outcome.creditNoteNumber),
                      path: `/my-orders/${outcome.orderUuid}`,
                    }
                  : null
                : outcome?.kind === 'checkout'
                  ? { label: CATEGORY_CHANGE_TEXT.viewInvoice, path: `/my-orders/${outcome.order.orderUuid}` }
                  : null,
          }
        : null,
    select: (category: string) => send({ type: 'CATEGORY.SELECT', category }),
    confirm: () => send({ type: 'CATEGORY.CONFIRM' }),
    retry: () => send({ type: 'RETRY' }),
    close: () => send({ type: 'CATEGORY.CLOSE' }),
  };
}
