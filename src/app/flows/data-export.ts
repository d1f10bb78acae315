// The real calls behind 'Download my data' and 'Delete account' on /profile (issue 27 item 3).
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { authCall, messageOf } from './shared/auth-call';
import { offerDownload } from './shared/offer-download';

export const MY_DATA_FILE_NAME = 'startline-my-data.json';

export function createAccountRightsActors(api: ApiClient) {
  return {
    /** GET /auth/me/data, offered as startline-my-data.json. */
    exportData: fromPromise<void>(async ({ signal }) => {
      const body = await authCall(() => api.GET('/auth/me/data', { signal }));
      offerDownload(new Blob([JSON.stringify(body.data, null, 2)], { type: 'application/json' }), MY_DATA_FILE_NAME);
    }),
    /** POST /auth/delete-account with the MPIN. */
    deleteAccount: fromPromise<{ message: string | null }, { mpin: string }>(async ({ input, signal }) => {
      const body = await authCall(() => api.POST('/auth/delete-account', { body: { mpin: input.mpin }, signal }));
      return { message: messageOf(body) };
    }),
  };
}
