// Issue 27 item 3, 'Download my data' on /profile (DPDP Act 2023 §11): GET /auth/me/data, saved as a
// JSON file. Pure: the call and the saving come from src/app (`exportData`).
import { emit, fromPromise, setup } from 'xstate';
import { PRIVACY_TEXTS } from '../../src/domain/privacy';
import { failureText } from '../shared/auth-outcomes';
import type { NotifyEmitted } from '../shared/auth-outcomes';

export type DataExportEvent = { type: 'DATA.DOWNLOAD' };

export type DataExportTag = 'busy';

/** The defaults when the server says nothing of its own (SPEC §8's rule: its message wins). */
export const EXPORT_FAILURE = { refused: PRIVACY_TEXTS.exportFailed, unreachable: PRIVACY_TEXTS.exportFailed };

export const dataExportMachine = setup({
  types: {
    events: {} as DataExportEvent,
    emitted: {} as NotifyEmitted,
    tags: {} as DataExportTag,
    children: {} as { exportData: 'exportData' },
  },
  actors: {
    /** GET /auth/me/data, then the JSON is offered as the file startline-my-data.json. */
    exportData: fromPromise<void>(async () => {
      throw new Error('exportData not provided');
    }),
  },
  actions: {
    notifyExported: emit({ type: 'notify', tone: 'success', message: PRIVACY_TEXTS.exported }),
    notifyFailure: emit((_, params: { error: unknown }) => ({
      type: 'notify' as const,
      tone: 'error' as const,
      message: failureText(params.error, EXPORT_FAILURE),
    })),
  },
}).createMachine({
  id: 'dataExport',
  description: "'Download my data' on /profile: everything held about the account, as a JSON file.",
  initial: 'idle',
  states: {
    idle: {
      description: "The button 'Download my data' waits.",
      meta: {
        screen: "Your Data: 'Download my data' enabled.",
        shows: [{ role: 'button', name: 'Download my data' }],
      },
      on: { 'DATA.DOWNLOAD': { target: 'exporting' } },
    },
    exporting: {
      description: 'GET /auth/me/data and save the file.',
      tags: ['busy'],
      meta: {
        screen: "Your Data, busy: 'Preparing your data...'.",
        shows: [{ role: 'button', name: 'Preparing your data...' }],
      },
      invoke: {
        id: 'exportData',
        src: 'exportData',
        onDone: { target: 'idle', actions: 'notifyExported' },
        onError: {
          target: 'idle',
          actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type DataExportMachine = typeof dataExportMachine;
