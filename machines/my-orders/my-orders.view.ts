// My Orders' view-model: the snapshot in, the screen, cards and the list end out.
import type { SnapshotFrom } from 'xstate';
import { MY_ORDERS_TEXT } from '../../src/domain/my-orders';
import type { MyOrdersMachine } from './my-orders.machine';

export type MyOrdersScreen = 'loading' | 'failed' | 'empty' | 'listed';
export type ListEnd = 'more' | 'loadingMore' | 'moreFailed' | 'complete';

export function myOrdersView(snapshot: SnapshotFrom<MyOrdersMachine>) {
  const screen: MyOrdersScreen = snapshot.matches('listed')
    ? 'listed'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('empty')
        ? 'empty'
        : 'loading';
  const listEnd: ListEnd = snapshot.matches({ listed: 'loadingMore' })
    ? 'loadingMore'
    : snapshot.matches({ listed: 'moreFailed' })
      ? 'moreFailed'
      : snapshot.matches({ listed: 'complete' })
        ? 'complete'
        : 'more';
  const { orders, errorMessage } = snapshot.context;
  return { screen, listEnd, orders, errorMessage, allShownText: MY_ORDERS_TEXT.allShown(orders.length) };
}
