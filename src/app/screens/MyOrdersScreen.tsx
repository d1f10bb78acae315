import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { myOrdersMachine } from '../../../machines/my-orders/my-orders.machine';
import MyOrdersPage from '../../pages/my-orders/MyOrdersPage';
import { createLoadOrdersPage } from '../actors/fetch-my-orders';
import { inspect } from '../inspector';
import { useServices } from '../services';

/** Route /my-orders: the my-orders machine with its paged call. */
export default function MyOrdersScreen() {
  const { api } = useServices();
  const machine = useMemo(
    () => myOrdersMachine.provide({ actors: { loadOrdersPage: createLoadOrdersPage(api) } }),
    [api],
  );
  const myOrders = useActorRef(machine, { inspect });
  return <MyOrdersPage myOrders={myOrders} />;
}
