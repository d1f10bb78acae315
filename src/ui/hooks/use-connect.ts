// A flow's connect (docs/flow-pattern.md 'Connect'): the snapshot and the flow's `send` in, what the
// screen shows and what the person can do out, as zag's connect does. The page calls the intents
// (`view.retry()`), never `send` itself. A flow may keep part of its screen in a child (the shared
// loader's loading and failure), so this follows the actor and its children: a child's change
// re-renders too, where useSelector on the parent alone would miss it.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';

type ConnectableActor = AnyActorRef;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Equal when every top-level entry is the same, comparing plain objects (e.g. errors) one level down.
 * Two functions are a connect's intents, which call only the flow's `send` with their arguments, so one
 * does what the other does: they count as the same.
 */
function sameView<View extends Record<string, unknown>>(a: View, b: View): boolean {
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

export type Connect<Actor extends ConnectableActor, View> = (
  snapshot: SnapshotFrom<Actor>,
  send: (event: EventFrom<Actor>) => void,
) => View;

function childrenOf(actor: ConnectableActor): AnyActorRef[] {
  const children = (actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children ?? {};
  return Object.values(children).filter((child): child is AnyActorRef => child !== undefined);
}

const sameSnapshots = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((snapshot, index) => snapshot === b[index]);

export function useConnect<Actor extends ConnectableActor, View extends Record<string, unknown>>(
  actor: Actor,
  connect: Connect<Actor, View>,
): View {
  const last = useRef<{ snapshots: unknown[]; view: View } | null>(null);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const followed = new Map<AnyActorRef, { unsubscribe(): void }>();
      // Children come and go (a loader per request): follow the ones there are after every change.
      const follow = () => {
        const current = new Set(childrenOf(actor));
        for (const [child, subscription] of followed) {
          if (!current.has(child)) {
            subscription.unsubscribe();
            followed.delete(child);
          }
        }
        for (const child of current) if (!followed.has(child)) followed.set(child, child.subscribe(onChange));
      };
      const own = actor.subscribe(() => {
        follow();
        onChange();
      });
      follow();
      return () => {
        own.unsubscribe();
        for (const subscription of followed.values()) subscription.unsubscribe();
      };
    },
    [actor],
  );

  // One `send` for the actor's lifetime, so that a connect may keep its intents from one view to the next
  // and a memoised part of the page is not drawn again for a new but equal callback.
  const send = useCallback((event: EventFrom<Actor>) => actor.send(event), [actor]);

  // React asks for the view again and again: a new one only when a snapshot changed, and the same object
  // while what it shows is the same.
  const read = useCallback(() => {
    const snapshots = [actor.getSnapshot(), ...childrenOf(actor).map((child) => child.getSnapshot())];
    const previous = last.current;
    if (previous && sameSnapshots(previous.snapshots, snapshots)) return previous.view;
    const next = connect(snapshots[0] as SnapshotFrom<Actor>, send);
    const view = previous && sameView(previous.view, next) ? previous.view : next;
    last.current = { snapshots, view };
    return view;
  }, [actor, connect, send]);

  return useSyncExternalStore(subscribe, read, read);
}
