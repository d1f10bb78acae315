// My Orders' connect: the snapshot and `send` in; the screen, the cards and the end of the list, and
// what the person and the page can do (retry, load the next page, retry it) out. Screen and list end
// come from the states' tags.
import type { SnapshotFrom } from 'xstate';
import { MY_ORDERS_TEXT } from '../../src/domain/my-orders';
import type { MyOrdersMachine } from './my-orders.machine';
import type { MyOrdersEvent } from './my-orders.types';

export type MyOrdersScreen = 'loading' | 'failed' | 'empty' | 'listed';
export type ListEnd = 'more' | 'loadingMore' | 'moreFailed' | 'complete';

const SCREENS: readonly MyOrdersScreen[] = ['failed', 'empty', 'listed'];
const LIST_ENDS: readonly ListEnd[] = ['loadingMore', 'moreFailed', 'complete'];

export function myOrdersConnect(snapshot: SnapshotFrom<MyOrdersMachine>, send: (event: MyOrdersEvent) => void) {
  const screen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'loading';
  const listEnd = LIST_ENDS.find((tag) => snapshot.hasTag(tag)) ?? 'more';
  const { orders, errorMessage } = snapshot.context;
  return {
    screen,
    listEnd,
    orders,
    errorMessage,
    allShownText: MY_ORDERS_TEXT.allShown(orders.length),
    retry: () => send({ type: 'RETRY' }),
    loadMore: () => send({ type: 'MORE.LOAD' }),
    retryMore: () => send({ type: 'MORE.RETRY' }),
  };
}
