// A fake `load` for the shared loader in SPEC-example tests: each call waits until the test answers
// it, so a test sees the request, then answers or fails it and waits for the flow to settle
// (machine.provide and waitFor, never XState's internal done events).
import { fromPromise } from 'xstate';

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
