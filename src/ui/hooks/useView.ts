// One subscription per screen: a flow's view-model (zag's connect: snapshot in, what the view shows
// out) re-renders the page only when something it shows changed.
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Equal when every top-level entry is the same, comparing plain objects (e.g. errors) one level down.
 * Two functions are a connect's intents, which call only the flow's `send` with their arguments, so one
 * does what the other does: they count as the same.
 */
export function sameView<View extends Record<string, unknown>>(a: View, b: View): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const left = a[key];
    const right = b[key];
    if (Object.is(left, right)) return true;
    if (typeof left === 'function' && typeof right === 'function') return true;
    if (!isPlainObject(left) || !isPlainObject(right)) return false;
    const inner = Object.keys(left);
    return inner.length === Object.keys(right).length && inner.every((k) => Object.is(left[k], right[k]));
  });
}

type Subscribable<Snapshot> = Pick<AnyActorRef, 'subscribe'> & { getSnapshot(): Snapshot };

export function useView<Snapshot, View extends Record<string, unknown>>(
  actor: Subscribable<Snapshot>,
  connect: (snapshot: Snapshot) => View,
): View {
  return useSelector(actor, connect, sameView);
}
