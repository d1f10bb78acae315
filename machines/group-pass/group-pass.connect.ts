// The group pass's connect: the snapshot and `send` in; the screen, the passes and what the person can
// do (retry, print them all) out. The screen is the flow's tag, or the loader's while the passes are not in.
import type { SnapshotFrom } from 'xstate';
import { GROUP_PASS_TEXT } from '../../src/domain/group-pass';
import { myEventPath } from '../../src/domain/my-events';
import { loaderScreenOf } from '../shared/loader.connect';
import type { LoaderScreen } from '../shared/loader.connect';
import type { GroupPassMachine } from './group-pass.machine';
import type { GroupPassEvent } from './group-pass.types';

export type GroupPassScreen = LoaderScreen | 'shown' | 'empty';

export function groupPassConnect(snapshot: SnapshotFrom<GroupPassMachine>, send: (event: GroupPassEvent) => void) {
  const own = snapshot.hasTag('shown') ? 'shown' : snapshot.hasTag('empty') ? 'empty' : null;
  const loader = loaderScreenOf(snapshot.children.loader);
  const { tickets, eventTitle, subEventUuid } = snapshot.context;
  return {
    screen: (own ?? loader.screen) as GroupPassScreen,
    errorMessage: own ? null : loader.errorMessage,
    eventTitle,
    lead: tickets.length > 0 ? GROUP_PASS_TEXT.lead(tickets.length) : null,
    passes: tickets.map((ticket) => ({ ticket, label: GROUP_PASS_TEXT.passOf(ticket.name) })),
    /** Back to the event's registrations, where each ticket can be managed. */
    eventHref: myEventPath(subEventUuid),
    retry: () => send({ type: 'RETRY' }),
    print: () => send({ type: 'TICKETS.PRINT' }),
  };
}
