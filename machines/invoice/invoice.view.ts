// The invoice page's view-model.
import type { SnapshotFrom } from 'xstate';
import type { InvoiceMachine } from './invoice.machine';

export type InvoiceScreen = 'loading' | 'missingOrderId' | 'failed' | 'loaded';

export function invoiceView(snapshot: SnapshotFrom<InvoiceMachine>) {
  const screen: InvoiceScreen = snapshot.matches('loaded')
    ? 'loaded'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('missingOrderId')
        ? 'missingOrderId'
        : 'loading';
  return { screen, invoice: snapshot.context.invoice, errorMessage: snapshot.context.errorMessage };
}

export type InvoiceViewModel = ReturnType<typeof invoiceView>;
