// The promo code: the machine held to its hand-written SPEC table (promo-code.model.ts) on a real actor,
// every event in every reached state, and what the order summary reads through its connect.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { promoCodeConnect } from '../../../machines/promo-code/promo-code.connect';
import type { PromoCodeMachine } from '../../../machines/promo-code/promo-code.machine';
import { PromoRefusedError } from '../../../machines/promo-code/promo-code.types';
import { startRig } from '../shared/graph-harness';
import { describeSpecTable } from '../shared/table-replay';
import { PROMO_CODE_BUDGET, QUOTE, promoCodeTable, promoCodeTableModel } from './promo-code.model';

describeSpecTable(promoCodeTableModel as never, promoCodeTable, PROMO_CODE_BUDGET);

describe('promo code: what the order summary reads (promoCodeConnect)', () => {
  it('Apply busy while the server checks; the quote only while it is applied', async () => {
    const rig = startRig(promoCodeTableModel, promoCodeTableModel.inputs!['typed on the page']!);
    rig.actor.start();
    const view = () => promoCodeConnect(rig.actor.getSnapshot() as SnapshotFrom<PromoCodeMachine>, () => {});
    expect(view()).toMatchObject({ code: '', checking: false, applied: null, errorMessage: null });
    await rig.drive({ type: 'CODE.CHANGE', value: 'run10' }, 'type');
    await rig.drive({ type: 'APPLY' }, 'apply');
    expect(view()).toMatchObject({ code: 'run10', checking: true, applied: null });
    await rig.drive({ type: 'xstate.done.actor.checkPromo', output: QUOTE }, 'applied');
    expect(view()).toMatchObject({ code: 'RUN10', checking: false, applied: QUOTE });
    await rig.drive({ type: 'TICKETS.CHANGED' }, 'a ticket deleted');
    expect(view(), 'checked again: the quote is not used meanwhile').toMatchObject({ checking: true, applied: null });
    await rig.drive({ type: 'xstate.error.actor.checkPromo', error: new PromoRefusedError(null) }, 'refused');
    expect(view()).toMatchObject({
      code: 'RUN10',
      checking: false,
      applied: null,
      errorMessage: 'Could not check the promo code. Please try again.',
    });
  });
});
