// The invoice page's connect: the snapshot and `send` in; the screen, the invoice, which download is
// under way and how the last one failed, and what the person can do (retry, print, download) out. The
// screen comes from the states' tags.
import type { SnapshotFrom } from 'xstate';
import type { InvoiceMachine } from './invoice.machine';
import type { InvoiceEvent } from './invoice.types';

export type InvoiceScreen = 'loading' | 'missingOrderId' | 'failed' | 'loaded';

const SCREENS = ['loaded', 'failed', 'missingOrderId'] as const;

export function invoiceConnect(snapshot: SnapshotFrom<InvoiceMachine>, send: (event: InvoiceEvent) => void) {
  const screen: InvoiceScreen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'loading';
  const downloading = snapshot.hasTag('downloadingInvoice')
    ? ('invoice' as const)
    : snapshot.hasTag('downloadingCreditNote')
      ? ('credit_note' as const)
      : null;
  return {
    screen,
    invoice: snapshot.context.invoice,
    errorMessage: snapshot.context.errorMessage,
    downloading,
    downloadError: snapshot.hasTag('downloadFailed') ? snapshot.context.downloadError : null,
    retry: () => send({ type: 'RETRY' }),
    print: () => send({ type: 'PRINT' }),
    /** While a download is under way the buttons are aria-disabled, and the machine ignores them. */
    download: () => send({ type: 'DOWNLOAD' }),
    downloadCreditNote: () => send({ type: 'DOWNLOAD_CREDIT_NOTE' }),
  };
}

export type InvoiceConnect = ReturnType<typeof invoiceConnect>;
