// The landing events section's connect: the snapshot and `send` in; the screen, the chip and its cards,
// and what the person can do (choose a chip, retry) out. The screen is the flow's tag ('loaded',
// 'empty'), or the loader's while a list is not in.
import type { SnapshotFrom } from 'xstate';
import { loaderScreenOf } from '../shared/loader.connect';
import type { LoaderScreen } from '../shared/loader.connect';
import type { LandingEventsMachine } from './landing-events.machine';
import type { LandingEventsEvent, LandingEventsTab } from './landing-events.types';

export type LandingEventsScreen = LoaderScreen | 'loaded' | 'empty';

export function landingEventsConnect(
  snapshot: SnapshotFrom<LandingEventsMachine>,
  send: (event: LandingEventsEvent) => void,
) {
  const own = snapshot.hasTag('loaded') ? 'loaded' : snapshot.hasTag('empty') ? 'empty' : null;
  const loader = loaderScreenOf(snapshot.children.loader);
  const screen: LandingEventsScreen = own ?? loader.screen;
  return {
    screen,
    tab: snapshot.context.tab,
    events: snapshot.context.visibleEvents,
    errorMessage: own ? null : loader.errorMessage,
    selectTab: (tab: LandingEventsTab) => send({ type: 'TAB.SELECT', tab }),
    retry: () => send({ type: 'RETRY' }),
  };
}
