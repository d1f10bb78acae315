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
  return {
    screen,
    invoice: snapshot.context.invoice,
    errorMessage: snapshot.context.errorMessage,
    downloading: snapshot.matches({ loaded: 'downloadingInvoice' })
      ? ('invoice' as const)
      : snapshot.matches({ loaded: 'downloadingCreditNote' })
        ? ('credit_note' as const)
        : null,
    downloadError: snapshot.matches({ loaded: 'downloadFailed' }) ? snapshot.context.downloadError : null,
  };
}

export type InvoiceViewModel = ReturnType<typeof invoiceView>;
