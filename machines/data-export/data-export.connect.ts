// 'Download my data': the snapshot and `send` in; whether it is busy and the intent out.
import type { SnapshotFrom } from 'xstate';
import type { DataExportEvent, DataExportMachine } from './data-export.machine';

export function dataExportConnect(snapshot: SnapshotFrom<DataExportMachine>, send: (event: DataExportEvent) => void) {
  const busy = snapshot.hasTag('busy');
  return {
    busy,
    label: busy ? 'Preparing your data...' : 'Download my data',
    download: () => send({ type: 'DATA.DOWNLOAD' }),
  };
}
