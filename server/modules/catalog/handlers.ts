import type { AppContext, ContractHandlers } from '../../context';
import { listActiveBanners } from './banners';
import { listPublicSubEvents } from './listing';
import { readListingFilter } from './listing-query';
import { optionalCaller } from './optional-caller';

/** listPublicSubEvents and listPromotionalBanners (docs/architecture.md). Both are public. */
export function createCatalogHandlers(
  ctx: AppContext,
): Pick<ContractHandlers, 'listPublicSubEvents' | 'listPromotionalBanners'> {
  return {
    async listPublicSubEvents(request) {
      const filter = readListingFilter(request.query);
      const caller = await optionalCaller(ctx, request);
      const page = await listPublicSubEvents(ctx.db, filter, caller, ctx.now());
      return {
        success: true,
        message: 'Sub-events fetched successfully',
        data: page.items,
        pagination: page.pagination,
      };
    },

    async listPromotionalBanners() {
      const banners = await listActiveBanners(ctx.db);
      return { success: true, message: 'Promotional banners fetched successfully', data: { banners } };
    },
  };
}
