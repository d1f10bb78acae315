// 'Download my data' on /profile (issue 27 item 3): the call, its success and its failures.
import type { AnyMachineSnapshot } from 'xstate';
import { dataExportMachine } from '../../../machines/data-export/data-export.machine';
import type { DataExportMachine } from '../../../machines/data-export/data-export.machine';
import { AuthCallError } from '../../../machines/shared/auth-outcomes';
import { REFUSED_WITHOUT_TEXT, SERVER_DOWN } from '../shared/auth-fixtures';
import type { FlowModel, StepExpectation } from '../shared/graph-model';
import { failureMessage, notify } from '../shared/spec-texts';

/** The texts, written out here rather than read from the machine. */
export const EXPORT_TEXT = {
  ready: 'Your data is ready',
  failed: 'Failed to download your data. Please try again.',
} as const;

export const dataExportModel: FlowModel<DataExportMachine> = {
  flow: 'data-export',
  machine: dataExportMachine,
  events: [
    { type: 'DATA.DOWNLOAD' },
    { type: 'xstate.done.actor.exportData' },
    { type: 'xstate.error.actor.exportData', error: new AuthCallError(401, 'Authentication required. Please login.') },
    { type: 'xstate.error.actor.exportData', error: REFUSED_WITHOUT_TEXT },
    { type: 'xstate.error.actor.exportData', error: SERVER_DOWN },
  ],
  project: (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value }),
  promiseActors: ['exportData'],
  expect: ({ event, before }): StepExpectation => {
    if (before === null) return {};
    switch (event.type) {
      case 'DATA.DOWNLOAD':
        return { calls: [{ id: 'exportData' }] };
      case 'xstate.done.actor.exportData':
        return { emitted: [notify('success', EXPORT_TEXT.ready)] };
      case 'xstate.error.actor.exportData':
        return { emitted: [notify('error', failureMessage(event.error, [EXPORT_TEXT.failed, EXPORT_TEXT.failed]))] };
      default:
        throw new Error(`the data-export model has no expectation for ${event.type}`);
    }
  },
};
