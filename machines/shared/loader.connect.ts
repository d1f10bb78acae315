// What a flow's connect takes from its loader child: while the flow waits for data, the screen is the
// loader's, by its tags ('failed' with the flow's text, else 'loading').
import type { ActorRefFrom } from 'xstate';
import type { LoaderMachine } from './loader.machine';

export type LoaderScreen = 'loading' | 'failed';

export function loaderScreenOf(loader: ActorRefFrom<LoaderMachine> | undefined): {
  screen: LoaderScreen;
  errorMessage: string | null;
} {
  const snapshot = loader?.getSnapshot();
  return snapshot?.hasTag('failed')
    ? { screen: 'failed', errorMessage: snapshot.context.failure }
    : { screen: 'loading', errorMessage: null };
}
