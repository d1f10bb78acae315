// The one message the page sends its service worker: workbox-window's messageSkipWaiting() sends it,
// and src/service-worker.ts answers it by activating the waiting version.
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
