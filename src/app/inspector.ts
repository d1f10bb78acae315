// Live inspection, for development only (docs/statecharts.md 'For designers'). Open the app from
// `npm run dev` with `?inspect` in the address (http://127.0.0.1:8080/login?inspect) and every actor
// started with `{ inspect }` streams its states and events to stately.ai/inspect in a new window (allow
// the pop-up). Tokens, OTPs and MPINs are masked as '***' before anything leaves the page
// (src/app/inspector-masking.ts).
//
// This module is all that production carries: the build replaces `import.meta.env.DEV` with false, so
// `inspect` is undefined and the dynamic import below, with @statelyai/inspect and the masking behind
// it, is dead code that is never bundled. tests/app/inspector-build.test.ts builds the app and checks it.
import type { InspectionEvent, Observer } from 'xstate';

/** Read once, at start-up: the app's own navigation drops the query string. */
const requested =
  import.meta.env.DEV && typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('inspect');

let forwardTo: Observer<InspectionEvent> | null = null;
let loading: Promise<void> | null = null;
const waiting: InspectionEvent[] = [];

function loadInspector(): Promise<void> {
  loading ??= import('./inspector-dev').then(
    ({ openInspector }) => {
      const inspector = openInspector();
      forwardTo = inspector.inspect;
      for (const event of waiting.splice(0)) inspector.inspect.next?.(event);
    },
    (error: unknown) => {
      console.warn('Startline: @statelyai/inspect could not be loaded', error);
      forwardTo = {};
      waiting.length = 0;
    },
  );
  return loading;
}

/**
 * Pass as `useActorRef(machine, { inspect })` or `createActor(logic, { inspect })`. Undefined unless
 * the app runs in development with `?inspect`; events that arrive before the inspector has loaded wait.
 */
export const inspect: Observer<InspectionEvent> | undefined = requested
  ? {
      next(event) {
        if (forwardTo) forwardTo.next?.(event);
        else {
          waiting.push(event);
          void loadInspector();
        }
      },
    }
  : undefined;
