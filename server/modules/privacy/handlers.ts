// exportMyData and deleteAccount (issue 27 item 3): the person's rights of access and erasure on
// /profile, both extensions in openapi.yaml.
import { callerOf, type AppContext, type ContractHandlers } from '../../context';
import { badRequest, notFound } from '../../errors';
import { AUTH_ERRORS } from '../auth/messages';
import { withinFailureLimits } from '../auth/failure-limits';
import { accountLocked, attemptMpin } from '../auth/mpin-attempt';
import { commitThenSettle, fail, succeed } from '../auth/outcome';
import { lockUserById } from '../auth/users';
import { uploadStorage } from '../uploads/storage';
import { PRIVACY_TEXTS } from '../../../src/domain/privacy';
import { eraseAccount } from './erase';
import { exportAccountData } from './export';

export const EXPORT_FILE_NAME = 'startline-my-data.json';

export function createPrivacyHandlers(ctx: AppContext): Pick<ContractHandlers, 'exportMyData' | 'deleteAccount'> {
  const { db, config } = ctx;
  return {
    async exportMyData(request, reply) {
      const data = await exportAccountData(db, callerOf(request).id, ctx.now());
      reply
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('cache-control', 'private, no-store');
      return { success: true, message: PRIVACY_TEXTS.exported, data };
    },

    async deleteAccount(request) {
      const { body, ip } = request;
      const now = ctx.now();
      const callerId = callerOf(request).id;
      const erased = await withinFailureLimits(db, config, { kind: 'signin', client: ip, now }, (markRight) =>
        commitThenSettle(db, async (tx) => {
          const user = await lockUserById(tx, callerId);
          if (!user?.mpinHash) return fail(notFound(AUTH_ERRORS.userNotFound));
          const checked = await attemptMpin(tx, config, { ...user, mpinHash: user.mpinHash }, body.mpin, now);
          if (checked === 'locked') return fail(accountLocked());
          if (checked === 'wrong') {
            return fail(badRequest(PRIVACY_TEXTS.wrongMpin, [{ field: 'mpin', message: PRIVACY_TEXTS.wrongMpin }]));
          }
          markRight();
          return succeed(await eraseAccount(tx, user));
        }),
      );
      await uploadStorage(config).remove(erased.storedNames);
      request.log.info({ event: 'account_deleted' }, 'account deleted');
      return { success: true, message: PRIVACY_TEXTS.deleted };
    },
  };
}
