// A fake `load` for the shared loader in SPEC-example tests: each call waits until the test answers
// it, so a test sees the request, then answers or fails it and waits for the flow to settle
// (machine.provide and waitFor, never XState's internal done events).
import { fromPromise, waitFor } from 'xstate';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';

interface PendingLoad {
  input: unknown;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

export function heldLoad() {
  const pending: PendingLoad[] = [];
  const logic = fromPromise<unknown, unknown>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const call = { input, resolve, reject };
        pending.push(call);
        signal.addEventListener('abort', () => pending.splice(pending.indexOf(call), 1));
      }),
  );
  const next = () => {
    const call = pending.shift();
    if (!call) throw new Error('no load is waiting for an answer');
    return call;
  };
  return {
    logic,
    /** The inputs of the calls waiting for an answer. */
    requests: () => pending.map((call) => call.input),
    answer: (data: unknown) => next().resolve(data),
    fail: (error: unknown) => next().reject(error),
  };
}

/**
 * Until the answer of a flow's loader has gone through both machines: the flow left its `loading`
 * state, or its loader (which stays, failed) shows the failure.
 */
export function loaderSettled(flow: AnyActorRef): Promise<unknown> {
  const loader = (flow.getSnapshot() as AnyMachineSnapshot).children.loader as AnyActorRef;
  // The other wait ends without a match when its actor stops: that is not a failure here.
  const quietly = (waiting: Promise<unknown>) => waiting.catch(() => undefined);
  return Promise.race([
    quietly(waitFor(flow, (snapshot: AnyMachineSnapshot) => !snapshot.matches('loading'))),
    quietly(waitFor(loader, (snapshot: AnyMachineSnapshot) => snapshot.hasTag('failed'))),
  ]);
}
