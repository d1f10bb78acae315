// The development inspector itself, loaded by src/app/inspector.ts only in `npm run dev` with `?inspect`.
import { createBrowserInspector } from '@statelyai/inspect';
import { maskSecrets, sanitizeContext, sanitizeEvent } from './inspector-masking';

/** Opens stately.ai/inspect in a new window (allow the pop-up) and returns what actors report to. */
export function openInspector() {
  return createBrowserInspector({
    sanitizeContext,
    sanitizeEvent,
    // Context and events are not all: a promise actor's snapshot carries its input (the MPIN sent to
    // sign-in) and its output (the tokens), so everything sent is masked once more.
    serialize: (event) => maskSecrets(event),
  });
}
