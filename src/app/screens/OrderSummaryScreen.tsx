import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { orderSummaryMachine } from '../../../machines/order-summary/order-summary.machine';
import OrderSummaryPage from '../../pages/order-summary/OrderSummaryPage';
import { useAuthToasts } from '../actors/auth-toasts';
import { createDeleteTicket, createLoadOrderSummary, createOrderSummaryClock } from '../actors/order-summary';
import { inspect } from '../inspector';
import { withUtmParams } from '../navigation';
import { useServices } from '../services';

/** Route /order-summary?eventUuid=: the summary machine with its calls, toasts and Go Back. */
export default function OrderSummaryScreen() {
  const eventUuid = new URLSearchParams(useSearch()).get('eventUuid') ?? '';
  return <OrderSummaryRoute key={eventUuid} eventUuid={eventUuid} />;
}

function OrderSummaryRoute({ eventUuid }: { eventUuid: string }) {
  const { api } = useServices();
  const [, navigate] = useLocation();
  const [now] = useState(() => Date.now());
  const machine = useMemo(
    () =>
      orderSummaryMachine.provide({
        actors: {
          loadSummary: createLoadOrderSummary(api),
          deleteTicket: createDeleteTicket(api),
          clock: createOrderSummaryClock(),
        },
      }),
    [api],
  );
  const orderSummary = useActorRef(machine, { input: { eventUuid, now }, inspect });
  useAuthToasts(orderSummary);

  useEffect(() => {
    const subscription = orderSummary.on('back', () => {
      if (window.history.length > 1) window.history.back();
      else navigate(withUtmParams(eventUuid ? `/event/${eventUuid}` : '/events'));
    });
    return () => subscription.unsubscribe();
  }, [orderSummary, navigate, eventUuid]);

  return <OrderSummaryPage orderSummary={orderSummary} />;
}
