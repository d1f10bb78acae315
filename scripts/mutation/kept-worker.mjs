// The worker of the kept pool (kept-pool.ts): Vitest's own threads or forks worker, started once and
// given every run of the mutation test. Vitest ends a worker's life with a 'stop' message (the pool
// answers that one itself, so it never arrives here) and starts the next run with a 'start' message,
// which opens a fresh RPC channel, a 'message' listener, beside the old one. Left alone, every run would
// leave one more listener reading every later message; this drops the last run's listeners when the
// next run starts. Vitest's own listener (the first) stays.
import { parentPort, workerData } from 'node:worker_threads';

// A thread gets its messages on parentPort; a child process on process itself.
const port = parentPort ?? process;
const vitestEntrypoint = parentPort ? workerData.vitestEntrypoint : process.argv[2];

const addListener = port.on;
let vitestListening = false;
const runListeners = [];

/** Before Vitest's own listener, so a 'start' drops the last run's channel before it opens the next. */
function dropLastRunOnStart(message) {
  if (message?.__vitest_worker_request__ === true && message.type === 'start') {
    for (const listener of runListeners.splice(0)) port.off('message', listener);
  }
}

// Listening starts the flow of messages, so nothing listens before Vitest does: a 'start' sent while
// this file still imports Vitest would reach no one. (Vitest's forks worker binds process.on when it
// loads, which is after this.)
port.on = function on(event, listener) {
  if (event === 'message') {
    if (vitestListening) runListeners.push(listener);
    else {
      vitestListening = true;
      addListener.call(this, 'message', dropLastRunOnStart);
    }
  }
  return addListener.call(this, event, listener);
};

await import(vitestEntrypoint);
