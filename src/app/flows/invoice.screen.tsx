import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { invoiceMachine } from '../../../machines/invoice/invoice.machine';
import InvoicePage from '../../pages/invoice/invoice-page';
import { arrivedInvoice, createDownloadPdf, createLoadInvoice } from './invoice';
import { loaderWith } from './shared/loader';
import { inspect } from '../inspector';
import { usePageArrival } from '../page-arrival';
import type { RouteParams } from '../routes';
import { useServices } from '../services';

/** Saves a downloaded file the way a download link would: an object URL, clicked, then let go. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Route /my-orders/{orderId}: the invoice machine, its calls, printing and saving its PDFs. */
export default function InvoiceScreen({ params }: { params: RouteParams }) {
  const orderId = params.orderId ?? '';
  const { api, config } = useServices();
  const [pathname] = useLocation();
  const arrival = usePageArrival(pathname);
  // The invoice the document carried opens the page at once, as the server drew it (src/app/page-arrival.tsx).
  const [input] = useState(() => ({ orderId, arrivedInvoice: arrivedInvoice(arrival, config.apiBaseUrl, orderId) }));
  const machine = useMemo(
    () =>
      invoiceMachine.provide({
        actors: { loader: loaderWith(createLoadInvoice(api)), downloadPdf: createDownloadPdf(api) },
      }),
    [api],
  );
  const invoice = useActorRef(machine, { input, inspect });
  useEffect(() => {
    const printing = invoice.on('print', () => window.print());
    const saving = invoice.on('save', ({ file }) => saveFile(file.blob, file.fileName));
    return () => {
      printing.unsubscribe();
      saving.unsubscribe();
    };
  }, [invoice]);
  return <InvoicePage invoice={invoice} />;
}
