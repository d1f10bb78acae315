// The invoice page's connect: the snapshot and `send` in; the screen, the invoice, which download is
// under way and how the last one failed, and what the person can do (retry, print, download) out. The
// screen is the flow's tag ('missingOrderId', 'loaded'), or the loader's while the invoice is not in.
import type { SnapshotFrom } from 'xstate';
import { loaderScreenOf } from '../shared/loader.connect';
import type { LoaderScreen } from '../shared/loader.connect';
import type { InvoiceMachine } from './invoice.machine';
import type { InvoiceEvent } from './invoice.types';

export type InvoiceScreen = LoaderScreen | 'missingOrderId' | 'loaded';

export function invoiceConnect(snapshot: SnapshotFrom<InvoiceMachine>, send: (event: InvoiceEvent) => void) {
  const own = snapshot.hasTag('loaded') ? 'loaded' : snapshot.hasTag('missingOrderId') ? 'missingOrderId' : null;
  const loader = loaderScreenOf(snapshot.children.loader);
  const screen: InvoiceScreen = own ?? loader.screen;
  const downloading = snapshot.hasTag('downloading') ? snapshot.context.document : null;
  const failed = snapshot.hasTag('downloadFailed');
  return {
    screen,
    invoice: snapshot.context.invoice,
    errorMessage: own ? snapshot.context.errorMessage : loader.errorMessage,
    downloading,
    downloadError: failed ? snapshot.context.downloadError : null,
    /** The credit note whose download is under way or failed last, by number; its button shows it. */
    creditNoteAsked: downloading === 'credit_note' || failed ? snapshot.context.creditNoteNumber : null,
    retry: () => send({ type: 'RETRY' }),
    print: () => send({ type: 'PRINT' }),
    /** While a download is under way the buttons are aria-disabled, and the machine ignores them. */
    download: () => send({ type: 'DOWNLOAD' }),
    downloadCreditNote: (number: string) => send({ type: 'DOWNLOAD_CREDIT_NOTE', number }),
  };
}

export type InvoiceConnect = ReturnType<typeof invoiceConnect>;
