import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import {
  PromoRefusedError,
  type AppliedPromo,
  type CheckPromoInput,
} from '../../../machines/promo-code/promo-code.types';
import { serverErrorText } from '../../domain/http-errors';
import { tryRupeesToPaise } from '../../domain/money';

/** `checkPromo`: POST /orders/promo-code; a refusal throws with the server's reason, no answer with none. */
export function createCheckPromo(api: ApiClient) {
  return fromPromise<AppliedPromo, CheckPromoInput>(async ({ input, signal }) => {
    const { data, error } = await api
      .POST('/orders/promo-code', { body: { sub_event_uuid: input.subEventUuid, promo_code: input.code }, signal })
      .catch((cause: unknown) => {
        if (signal.aborted) throw cause;
        throw new PromoRefusedError(null);
      });
    if (!data?.success) throw new PromoRefusedError(serverErrorText(error) ?? null);
    return { code: data.message.promo_code, discountPaise: tryRupeesToPaise(data.message.discount) ?? 0 };
  });
}
