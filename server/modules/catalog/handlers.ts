import type { AppContext, ContractHandlers } from '../../context';
import { listActiveBanners } from './banners';
import { listCatalogFacets } from './facets';
import { listPublicSubEvents } from './listing';
import { readListingFields, readListingFilter } from './listing-query';
import { optionalCaller } from './optional-caller';

/** listPublicSubEvents, listPublicSubEventFacets and listPromotionalBanners (docs/architecture.md). All public. */
export function createCatalogHandlers(
  ctx: AppContext,
): Pick<ContractHandlers, 'listPublicSubEvents' | 'listPublicSubEventFacets' | 'listPromotionalBanners'> {
  return {
    async listPublicSubEvents(request) {
      const filter = readListingFilter(request.query);
      const caller = await optionalCaller(ctx, request);
      const page = await listPublicSubEvents(ctx.db, filter, caller, ctx.now(), readListingFields(request.query));
      return {
        success: true,
        message: 'Sub-events fetched successfully',
        data: page.items,
        pagination: page.pagination,
      };
    },

    async listPublicSubEventFacets() {
      const facets = await listCatalogFacets(ctx.db);
      return { success: true, message: 'Event facets fetched successfully', data: facets };
    },

    async listPromotionalBanners() {
      const banners = await listActiveBanners(ctx.db);
      return { success: true, message: 'Promotional banners fetched successfully', data: { banners } };
    },
  };
}
