import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { myOrdersMachine } from '../../../machines/my-orders/my-orders.machine';
import MyOrdersPage from '../../pages/my-orders/my-orders-page';
import { loaderWith } from './shared/loader';
import { createLoadOrdersPage } from './my-orders';
import { inspect } from '../inspector';
import { useServices } from '../services';

/** Route /my-orders: the my-orders machine with its paged call, through the shared loader. */
export default function MyOrdersScreen() {
  const { api } = useServices();
  const machine = useMemo(
    () => myOrdersMachine.provide({ actors: { loader: loaderWith(createLoadOrdersPage(api)) } }),
    [api],
  );
  const myOrders = useActorRef(machine, { inspect });
  return <MyOrdersPage myOrders={myOrders} />;
}
