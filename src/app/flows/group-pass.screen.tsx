import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { groupPassMachine } from '../../../machines/group-pass/group-pass.machine';
import { OFFLINE_TEXT, keptAtText } from '../../domain/offline';
import GroupPassPage from '../../pages/group-pass/group-pass-page';
import { inspect } from '../inspector';
import { useKeptSince } from '../offline/kept-answers';
import type { RouteParams } from '../routes';
import { useServices } from '../services';
import { printETickets } from './event-detail.print';
import { createLoadGroupPass } from './group-pass';
import { loaderWith } from './shared/loader';

const MY_REGISTRATIONS_ANSWER = /^\/participant-registration\/sub-events\/[^/]+\/my-registrations$/;

/** Route /event/{eventUuid}/passes: the group pass with its call, and the print it asks for. */
export default function GroupPassScreen({ params }: { params: RouteParams }) {
  const { api } = useServices();
  const machine = useMemo(
    () => groupPassMachine.provide({ actors: { loader: loaderWith(createLoadGroupPass(api)) } }),
    [api],
  );
  const groupPass = useActorRef(machine, { input: { subEventUuid: params.eventUuid ?? '' }, inspect });
  useEffect(() => {
    const subscription = groupPass.on('printTickets', () => printETickets());
    return () => subscription.unsubscribe();
  }, [groupPass]);
  const keptAt = useKeptSince(MY_REGISTRATIONS_ANSWER);
  return (
    <GroupPassPage groupPass={groupPass} offlineNote={keptAt ? OFFLINE_TEXT.passesAsOf(keptAtText(keptAt)) : null} />
  );
}
