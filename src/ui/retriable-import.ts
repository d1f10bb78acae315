// A chunk that failed to download cannot be asked for again at the same address: the browser keeps
// the failure in its module map for as long as the page lives (HTML's module loading; Chromium 150
// does), so a Retry after the network came back would fail at once. Each retry after a failure asks
// for the chunk at its address with a query of its own, which the server answers with the same file.

/** "Failed to fetch dynamically imported module: <address>" (Chromium), "… module: <address>" (Firefox). */
const FAILED_ADDRESS = /dynamically imported module:?\s+(\S+)/i;

/** `load` (an `import()` of one chunk), which after a failed download asks again at a fresh address. */
export function retriableImport<M>(load: () => Promise<M>): () => Promise<M> {
  let failedAddress: string | null = null;
  let retries = 0;
  return () => {
    const attempt: Promise<M> =
      failedAddress === null ? load() : import(/* @vite-ignore */ `${failedAddress}?retry=${String((retries += 1))}`);
    return attempt.catch((error: unknown) => {
      const address = FAILED_ADDRESS.exec(error instanceof Error ? error.message : String(error))?.[1];
      if (address) failedAddress = address.split('?')[0] ?? address;
      throw error;
    });
  };
}
