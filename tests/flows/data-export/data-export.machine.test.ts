// 'Download my data': every recorded path on a real actor, held to models/data-export.model.ts, plus
// what the connect gives the page.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { dataExportConnect } from '../../../machines/data-export/data-export.connect';
import type { DataExportMachine } from '../../../machines/data-export/data-export.machine';
import { describeGraph, startRig } from '../shared/graph-harness';
import { dataExportModel } from './data-export.model';

describeGraph(dataExportModel);

describe("'Download my data' through its connect", () => {
  it('asks once while busy, shows the busy label, and says the data is ready', async () => {
    const rig = startRig(dataExportModel, undefined);
    rig.actor.start();
    const view = () =>
      dataExportConnect(rig.actor.getSnapshot() as SnapshotFrom<DataExportMachine>, (event) => rig.actor.send(event));
    expect(view()).toMatchObject({ busy: false, label: 'Download my data' });
    view().download();
    view().download();
    expect(rig.calls()).toEqual([{ id: 'exportData' }]);
    expect(view()).toMatchObject({ busy: true, label: 'Preparing your data...' });
    await rig.drive({ type: 'xstate.done.actor.exportData' }, 'saved');
    expect(view().busy).toBe(false);
    expect(rig.takeRecords().emitted).toEqual([{ type: 'notify', tone: 'success', message: 'Your data is ready' }]);
  });
});
