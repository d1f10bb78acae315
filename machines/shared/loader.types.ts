// The loader's vocabulary (machines/shared/loader.machine.ts): what a flow gives it, what it hands back,
// and the one failure convention every list that loads follows (docs/flow-pattern.md, 'Lists that load').

/**
 * What a `load` actor throws when the server answered but said no (a 2xx with `success: false`): the
 * flow then shows its `refused` text. Anything else thrown (no answer, a 4xx or 5xx) shows `failed`.
 */
export class LoadRefusedError extends Error {
  override name = 'LoadRefusedError';
}

/** The texts of SPEC §8 a flow shows when its list cannot be loaded. */
export interface LoadFailureTexts {
  refused: string;
  failed: string;
}

export interface LoaderInput {
  /** Handed to the provided `load` actor as its input (a page number, a category). */
  request: unknown;
  texts: LoadFailureTexts;
}

export interface LoaderContext extends LoaderInput {
  /** What `load` resolved with, once it has. */
  data: unknown;
  /** The text the failed screen shows; null unless the last attempt failed. */
  failure: string | null;
}

export type LoaderEvent = { type: 'RETRY' };

/** What the loader hands its parent when done: whatever the flow's `load` actor resolved with. */
export interface LoaderOutput {
  data: unknown;
}

export type LoaderTag = 'loading' | 'failed';
