// A part of a page that is not on its first screen (a dialog opened by a button, a later step) can
// come in a chunk of its own, so the page's first load does not carry it. The page asks for the
// chunk once it has painted (usePrefetchAfterFirstPaint); by the time someone opens the part it is
// usually there and draws at once. React.lazy would remember a failed download for good and throw it
// to the page's boundary, which would take the whole page, and what was typed in it, away. Here a
// failed download only draws the caller's failure (with a way to try again), and the next attempt
// downloads afresh.
import { useCallback, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useAfterFirstPaint } from './hooks/use-after-first-paint';

interface PartStates {
  /** What to draw if the download failed; `retry` downloads again. */
  failure: (retry: () => void) => ReactNode;
  /** What to draw while it downloads (nothing by default). */
  loading?: ReactNode;
}

export interface LazyPart<P extends object> {
  /** Starts the download; every caller shares it, and a failed one is forgotten. */
  prefetch(): Promise<ComponentType<P>>;
  /** Draws the part once downloaded, `loading` until then, or `failure(retry)` if that failed. */
  Part: ComponentType<P & PartStates>;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;

  function prefetch(): Promise<ComponentType<P>> {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  function Part({ failure, loading: whileLoading = null, ...props }: P & PartStates) {
    const [, setArrived] = useState<ComponentType<P>>();
    const [failed, setFailed] = useState(false);
    const attempt = useCallback(() => {
      setFailed(false);
      prefetch().then(
        (component) => setArrived(() => component),
        () => setFailed(true),
      );
    }, []);
    useEffect(() => {
      if (!loaded) attempt();
    }, [attempt]);

    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...(props as unknown as P)} />;
    }
    return failed ? failure(attempt) : whileLoading;
  }

  return { prefetch, Part };
}

/** For a page that can show `part` later: downloads it once the page has first painted. */
export function usePrefetchAfterFirstPaint(part: { prefetch(): Promise<unknown> }): void {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    // A failed prefetch is forgotten: showing the part asks again, and says so if that fails too.
    if (painted) part.prefetch().catch(() => undefined);
  }, [painted, part]);
}
