// The promo code's connect: the snapshot and `send` in; the field, the refusal, what is applied, and
// what the person can do (type, apply, remove) out.
import type { SnapshotFrom } from 'xstate';
import type { PromoCodeMachine } from './promo-code.machine';
import type { PromoCodeEvent } from './promo-code.types';

export function promoCodeConnect(snapshot: SnapshotFrom<PromoCodeMachine>, send: (event: PromoCodeEvent) => void) {
  const { context } = snapshot;
  return {
    code: context.code,
    errorMessage: context.errorMessage,
    checking: snapshot.hasTag('checking'),
    /** The quote the breakdown and Pay use; null while none is applied. */
    applied: snapshot.hasTag('applied') ? context.applied : null,
    change: (value: string) => send({ type: 'CODE.CHANGE', value }),
    apply: () => send({ type: 'APPLY' }),
    remove: () => send({ type: 'REMOVE' }),
    ticketsChanged: () => send({ type: 'TICKETS.CHANGED' }),
  };
}

export type PromoCodeConnect = ReturnType<typeof promoCodeConnect>;
