import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { User } from '../../api/types';
import type { UpdateMpinInput, UpdateMpinOutput } from '../../../machines/change-mpin/change-mpin.machine';
import { authCall, messageOf } from './shared/auth-call';

/** GET /auth/me for the profile page and POST /auth/update-mpin for its Change MPIN modal. */
export function createProfileActors(api: ApiClient) {
  return {
    loadProfile: fromPromise<User | null>(async ({ signal }) => {
      const body = await authCall(() => api.GET('/auth/me', { signal }));
      return body.data?.user ?? null;
    }),
    updateMpin: fromPromise<UpdateMpinOutput, UpdateMpinInput>(async ({ input, signal }) => {
      const body = await authCall(() =>
        api.POST('/auth/update-mpin', {
          body: {
            user_type: 'participant',
            current_mpin: input.currentMpin,
            new_mpin: input.newMpin,
            confirm_mpin: input.confirmMpin,
          },
          signal,
        }),
      );
      const tokens = body.data ? { token: body.data.token, refreshToken: body.data.refresh_token } : null;
      return { message: messageOf(body), tokens };
    }),
  };
}
