import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { SignInInput, SignInOutput } from '../../../machines/login/login.types';
import { authCall, messageOf } from './auth-call';

/** POST /auth/signin with exactly SPEC §7's payload; used by login and by the wizard's automatic sign-in. */
export function createSignIn(api: ApiClient) {
  return fromPromise<SignInOutput, SignInInput>(async ({ input, signal }) => {
    const body = await authCall(() =>
      api.POST('/auth/signin', {
        body: {
          identifier: input.mobile,
          mpin: input.mpin,
          login_type: 'mobile',
          user_type: 'participant',
          source: 'web',
        },
        signal,
      }),
    );
    return { session: body.data, message: messageOf(body) };
  });
}
