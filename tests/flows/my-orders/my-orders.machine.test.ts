// My Orders: every recorded path on a real actor, held to models/my-orders.model.ts; then SPEC §2
// examples on the real machine with its real loader, whose call is a fake: page after page, never an
// order twice, and a failed page that Retry (or Try again) asks for once more.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { myOrdersConnect } from '../../../machines/my-orders/my-orders.connect';
import { myOrdersMachine } from '../../../machines/my-orders/my-orders.machine';
import { loaderWith } from '../../../src/app/flows/shared/loader';
import { describeGraph } from '../shared/graph-harness';
import { heldLoad } from '../shared/held-load';
import type { MyOrdersInput } from '../../../machines/my-orders/my-orders.types';
import { firstOfTwo, myOrdersModel, secondOfTwo } from './my-orders.model';

describeGraph(myOrdersModel);

function startMyOrders(input: MyOrdersInput = {}) {
  const load = heldLoad();
  const actor = createActor(myOrdersMachine.provide({ actors: { loader: loaderWith(load.logic) } }), {
    input,
  }).start();
  const view = () => myOrdersConnect(actor.getSnapshot(), (event) => actor.send(event));
  const loaderFailed = () => waitFor(actor.getSnapshot().children.loader!, (snapshot) => snapshot.hasTag('failed'));
  return { actor, view, load, loaderFailed };
}

describe('my orders: the whole history, page by page, never an order twice', () => {
  it('opens with the first page the document carried, asks for nothing, and goes on from page 2', async () => {
    const { actor, view, load } = startMyOrders({ arrivedPage: firstOfTwo });
    expect(view()).toMatchObject({ screen: 'loaded', listEnd: 'more' });
    expect(view().orders.map((order) => order.id)).toEqual([12, 11]);
    expect(load.requests()).toEqual([]);
    view().loadMore();
    expect(load.requests()).toEqual([{ page: 2 }]);
    load.answer(secondOfTwo);
    await waitFor(actor, (snapshot) => snapshot.hasTag('complete'));
    expect(view().orders.map((order) => order.id)).toEqual([12, 11, 10]);
  });

  it('appends the next page when asked and says when everything is shown', async () => {
    const { actor, view, load } = startMyOrders();
    expect(load.requests()).toEqual([{ page: 1 }]);
    load.answer(firstOfTwo);
    await waitFor(actor, (snapshot) => snapshot.hasTag('listed'));
    expect(view()).toMatchObject({ screen: 'loaded', listEnd: 'more' });
    view().loadMore();
    expect(view().listEnd).toBe('loadingMore');
    expect(load.requests()).toEqual([{ page: 2 }]);
    load.answer(secondOfTwo);
    await waitFor(actor, (snapshot) => snapshot.hasTag('complete'));
    expect(view().orders.map((order) => order.id)).toEqual([12, 11, 10]);
    expect(view()).toMatchObject({ listEnd: 'complete', allShownText: 'All 3 orders shown' });
  });

  it("shows 'Failed to load orders' with Retry when the first page fails, and Retry asks again", async () => {
    const { actor, view, load, loaderFailed } = startMyOrders();
    expect(view()).toMatchObject({ screen: 'loading', errorMessage: null });
    load.fail(new Error('offline'));
    await loaderFailed();
    expect(view()).toMatchObject({ screen: 'failed', errorMessage: 'Failed to load orders' });
    view().retry();
    expect(view()).toMatchObject({ screen: 'loading', errorMessage: null });
    expect(load.requests()).toEqual([{ page: 1 }]);
    load.answer({ orders: [], page: 1, totalPages: 0 });
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty'));
    expect(view().screen).toBe('empty');
  });

  it("keeps the cards when the next page fails: 'Failed to load more orders', and Try again asks again", async () => {
    const { actor, view, load, loaderFailed } = startMyOrders();
    load.answer(firstOfTwo);
    await waitFor(actor, (snapshot) => snapshot.hasTag('listed'));
    view().loadMore();
    load.fail(new Error('offline'));
    await loaderFailed();
    expect(view()).toMatchObject({
      screen: 'loaded',
      listEnd: 'moreFailed',
      errorMessage: 'Failed to load more orders',
    });
    expect(view().orders.map((order) => order.id)).toEqual([12, 11]);
    view().retry();
    expect(view()).toMatchObject({ listEnd: 'loadingMore', errorMessage: null });
    expect(load.requests()).toEqual([{ page: 2 }]);
    load.answer(secondOfTwo);
    await waitFor(actor, (snapshot) => snapshot.hasTag('complete'));
    expect(view().orders.map((order) => order.id)).toEqual([12, 11, 10]);
  });
});
