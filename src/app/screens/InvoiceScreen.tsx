import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { invoiceMachine } from '../../../machines/invoice/invoice.machine';
import InvoicePage from '../../pages/invoice/InvoicePage';
import { createLoadInvoice } from '../actors/fetch-invoice';
import { inspect } from '../inspector';
import type { RouteParams } from '../routes';
import { useServices } from '../services';

/** Route /my-orders/{orderId}: the invoice machine, its call, the company from configuration, printing. */
export default function InvoiceScreen({ params }: { params: RouteParams }) {
  const orderId = params.orderId ?? '';
  const { api, config } = useServices();
  const machine = useMemo(() => invoiceMachine.provide({ actors: { loadInvoice: createLoadInvoice(api) } }), [api]);
  const invoice = useActorRef(machine, { input: { orderId }, inspect });
  useEffect(() => {
    const subscription = invoice.on('print', () => window.print());
    return () => subscription.unsubscribe();
  }, [invoice]);
  return <InvoicePage invoice={invoice} company={config.company} />;
}
