// SafeHtml with its sanitizer (DOMPurify, about 10 KiB gzip) in a chunk of its own, for pages whose
// organiser HTML sits below their first screen (the event page): they paint without waiting for it.
// Until the chunk is there nothing is drawn in its place, never the unsanitized HTML.
import { Suspense, lazy } from 'react';
import type { ComponentProps } from 'react';
import type { SafeHtml as SafeHtmlComponent } from './safe-html';
import { useAfterFirstPaint } from './hooks/use-after-first-paint';

let loading: Promise<{ default: typeof SafeHtmlComponent }> | undefined;

/** Starts the download (e.g. as the page mounts); every caller shares the one import. */
export function loadSafeHtml(): Promise<{ default: typeof SafeHtmlComponent }> {
  loading ??= import('./safe-html').then(
    (module) => ({ default: module.SafeHtml }),
    (error: unknown) => {
      loading = undefined; // the next render asks again
      throw error;
    },
  );
  return loading;
}

const SafeHtmlChunk = lazy(loadSafeHtml);

/** Asked for once the page around it has been painted, so it never competes with that paint. */
export function LazySafeHtml(props: ComponentProps<typeof SafeHtmlComponent>) {
  const pagePainted = useAfterFirstPaint();
  return pagePainted ? (
    <Suspense fallback={null}>
      <SafeHtmlChunk {...props} />
    </Suspense>
  ) : null;
}
