// My Orders: every generated path on a real actor, held to models/my-orders.model.ts.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { MyOrdersMachine } from '../../machines/my-orders/my-orders.machine';
import { myOrdersConnect } from '../../machines/my-orders/my-orders.connect';
import { describeGraph, startRig } from './graph-harness';
import { firstOfTwo, myOrdersModel, secondOfTwo } from './models/my-orders.model';

describeGraph(myOrdersModel);

describe('my orders: the whole history, page by page, never an order twice', () => {
  it('appends the next page when asked and says when everything is shown', async () => {
    const rig = startRig(myOrdersModel, undefined);
    rig.actor.start();
    const view = () =>
      myOrdersConnect(rig.actor.getSnapshot() as SnapshotFrom<MyOrdersMachine>, (event) => rig.actor.send(event));
    await rig.drive({ type: 'xstate.done.actor.loadOrdersPage', output: firstOfTwo }, 'first page');
    expect(view()).toMatchObject({ screen: 'listed', listEnd: 'more' });
    view().loadMore();
    expect(view().listEnd).toBe('loadingMore');
    await rig.drive({ type: 'xstate.done.actor.loadOrdersPage', output: secondOfTwo }, 'second page');
    expect(view().orders.map((order) => order.id)).toEqual([12, 11, 10]);
    expect(view()).toMatchObject({ listEnd: 'complete', allShownText: 'All 3 orders shown' });
  });
});
