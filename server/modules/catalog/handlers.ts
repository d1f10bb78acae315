import type { AppContext, Handlers } from '../../context';
import { listActiveBanners } from './banners';
import { listPublicSubEvents } from './listing';
import { readListingFilter } from './listing-query';
import { optionalCaller } from './optional-caller';

/** listPublicSubEvents and listPromotionalBanners (docs/architecture.md). Both are public. */
export function createCatalogHandlers(ctx: AppContext): Handlers {
  return {
    async listPublicSubEvents(request) {
      const filter = readListingFilter((request.query ?? {}) as Record<string, unknown>);
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
