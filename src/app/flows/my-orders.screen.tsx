import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { myOrdersMachine } from '../../../machines/my-orders/my-orders.machine';
import MyOrdersPage from '../../pages/my-orders/my-orders-page';
import { loaderWith } from './shared/loader';
import { arrivedOrdersPage, createLoadOrdersPage } from './my-orders';
import { inspect } from '../inspector';
import { usePageArrival } from '../page-arrival';
import { useServices } from '../services';

/** Route /my-orders: the my-orders machine with its paged call, through the shared loader. */
export default function MyOrdersScreen() {
  const { api, config } = useServices();
  const [pathname] = useLocation();
  const arrival = usePageArrival(pathname);
  // The first page the document carried opens the list at once, as the server drew it (src/app/page-arrival.tsx).
  const [input] = useState(() => ({ arrivedPage: arrivedOrdersPage(arrival, config.apiBaseUrl) }));
  const machine = useMemo(
    () => myOrdersMachine.provide({ actors: { loader: loaderWith(createLoadOrdersPage(api)) } }),
    [api],
  );
  const myOrders = useActorRef(machine, { input, inspect });
  return <MyOrdersPage myOrders={myOrders} />;
}
