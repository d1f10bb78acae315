// The shared loader (machines/shared/loader.machine.ts) with a flow's real call as its `load`.
import type { AnyActorLogic } from 'xstate';
import { loaderMachine } from '../../../../machines/shared/loader.machine';

export function loaderWith(load: AnyActorLogic) {
  return loaderMachine.provide({ actors: { load } });
}
