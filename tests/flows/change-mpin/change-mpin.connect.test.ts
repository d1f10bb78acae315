// What the Change MPIN modal reads (changeMpinConnect): busy only while the update is on its way.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { changeMpinConnect } from '../../../machines/change-mpin/change-mpin.connect';
import { changeMpinMachine } from '../../../machines/change-mpin/change-mpin.machine';

describe('change MPIN: what the modal reads', () => {
  it.each([
    ['editing', false],
    ['updating', true],
  ])('%s: busy %s', (value, busy) => {
    const context = createActor(changeMpinMachine).getSnapshot().context;
    const snapshot = changeMpinMachine.resolveState({ value, context });
    expect(changeMpinConnect(snapshot, () => {}).busy).toBe(busy);
  });
});
