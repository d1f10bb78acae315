// My Orders' connect: the snapshot and `send` in; the screen, the cards and the end of the list, and
// what the person and the page can do (retry, load the next page) out. Screen and list end come from
// the states' tags, or the loader's while a page is not in.
import type { SnapshotFrom } from 'xstate';
import { MY_ORDERS_TEXT } from '../../src/domain/my-orders';
import { loaderScreenOf } from '../shared/loader.connect';
import type { LoaderScreen } from '../shared/loader.connect';
import type { MyOrdersMachine } from './my-orders.machine';
import type { MyOrdersEvent } from './my-orders.types';

export type MyOrdersScreen = LoaderScreen | 'empty' | 'loaded';
export type ListEnd = 'more' | 'loadingMore' | 'moreFailed' | 'complete';

export function myOrdersConnect(snapshot: SnapshotFrom<MyOrdersMachine>, send: (event: MyOrdersEvent) => void) {
  const own = snapshot.hasTag('listed') ? 'loaded' : snapshot.hasTag('empty') ? 'empty' : null;
  const loader = loaderScreenOf(snapshot.children.loader);
  const screen: MyOrdersScreen = own ?? loader.screen;
  const listEnd: ListEnd = snapshot.hasTag('complete')
    ? 'complete'
    : snapshot.hasTag('loadingMore')
      ? loader.screen === 'failed'
        ? 'moreFailed'
        : 'loadingMore'
      : 'more';
  const { orders } = snapshot.context;
  return {
    screen,
    listEnd,
    orders,
    /** The loader's text when the first page, or the next, failed. */
    errorMessage: loader.errorMessage,
    allShownText: MY_ORDERS_TEXT.allShown(orders.length),
    /** Asks again for the page that failed. */
    retry: () => send({ type: 'RETRY' }),
    loadMore: () => send({ type: 'MORE.LOAD' }),
  };
}

export type MyOrdersConnect = ReturnType<typeof myOrdersConnect>;
