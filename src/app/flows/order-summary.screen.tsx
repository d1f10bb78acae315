import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { orderSummaryMachine } from '../../../machines/order-summary/order-summary.machine';
import { paymentCheckoutMachine } from '../../../machines/payment-checkout/payment-checkout.machine';
import { promoCodeMachine } from '../../../machines/promo-code/promo-code.machine';
import OrderSummaryPage from '../../pages/order-summary/order-summary-page';
import { useWordedNotices } from './shared/worded-notices';
import { checkoutResume } from './payment-checkout.resume';
import {
  arrivedOrderSummary,
  createDeleteTicket,
  createLoadOrderSummary,
  createOrderSummaryClock,
} from './order-summary';
import { createCreateOrder, createLoadGateway, createOpenCheckout, createVerifyPayment } from './payment-checkout';
import { createCheckPromo } from './promo-code';
import { linkedPromoCode } from './promo-code.link';
import { inspect } from '../inspector';
import { usePageArrival } from '../page-arrival';
import { loaderWith } from './shared/loader';
import { withUtmParams } from '../navigation';
import { useServices } from '../services';

/**
 * Route /order-summary?eventUuid=&promo_code=: the summary, promo code and checkout machines with their
 * calls, toasts and navigation.
 */
export default function OrderSummaryScreen() {
  const search = new URLSearchParams(useSearch());
  const eventUuid = search.get('eventUuid') ?? '';
  // The link's code, on this page's address or kept from the event page the link opened (promo-code.link.ts).
  const linkedCode = search.get('promo_code') ?? linkedPromoCode.read(eventUuid);
  return <OrderSummaryRoute key={eventUuid} eventUuid={eventUuid} linkedCode={linkedCode} />;
}

function OrderSummaryRoute({ eventUuid, linkedCode }: { eventUuid: string; linkedCode: string | null }) {
  const { api, config } = useServices();
  const [pathname, navigate] = useLocation();
  const arrival = usePageArrival(pathname);
  // The summary the document carried opens the page at once, on the clock of when it was read, so the
  // browser's first render draws what the server drew (src/app/page-arrival.tsx).
  const [input] = useState(() => {
    const arrivedSummary = eventUuid ? arrivedOrderSummary(arrival, config.apiBaseUrl, eventUuid) : null;
    return {
      eventUuid,
      now: arrivedSummary ? arrival.readAt : Date.now(),
      earlierProviderOrderId: eventUuid ? checkoutResume.read(eventUuid) : null,
      arrivedSummary,
    };
  });
  const machine = useMemo(
    () =>
      orderSummaryMachine.provide({
        actors: {
          loader: loaderWith(createLoadOrderSummary(api)),
          deleteTicket: createDeleteTicket(api),
          clock: createOrderSummaryClock(),
          paymentCheckout: paymentCheckoutMachine.provide({
            actors: {
              loadGateway: createLoadGateway(config.checkoutScriptUrl),
              createOrder: createCreateOrder(api),
              openCheckout: createOpenCheckout(),
              verifyPayment: createVerifyPayment(api),
            },
          }),
        },
      }),
    [api, config.checkoutScriptUrl],
  );
  const orderSummary = useActorRef(machine, { input, inspect });
  const [promoInput] = useState(() => ({ subEventUuid: eventUuid, linkedCode }));
  const promoLogic = useMemo(() => promoCodeMachine.provide({ actors: { checkPromo: createCheckPromo(api) } }), [api]);
  const promo = useActorRef(promoLogic, { input: promoInput, inspect });
  useWordedNotices(promo);
  const checkout = useSelector(orderSummary, (snapshot) => snapshot.children.paymentCheckout);
  useWordedNotices(orderSummary);
  useWordedNotices(checkout);

  useEffect(() => {
    const subscription = orderSummary.on('back', () => {
      if (window.history.length > 1) window.history.back();
      else navigate(withUtmParams(eventUuid ? `/event/${eventUuid}` : '/events'));
    });
    return () => subscription.unsubscribe();
  }, [orderSummary, navigate, eventUuid]);

  useEffect(() => {
    if (!checkout) return undefined;
    const subscriptions = [
      checkout.on('checkoutOpened', ({ providerOrderId }) => checkoutResume.remember(eventUuid, providerOrderId)),
      checkout.on('checkoutSettled', () => checkoutResume.forget(eventUuid)),
      checkout.on('leave', ({ to }) => navigate(withUtmParams(to))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [checkout, eventUuid, navigate]);

  return <OrderSummaryPage orderSummary={orderSummary} checkout={checkout} promo={promo} />;
}
