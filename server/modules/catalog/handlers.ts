import type { AppContext, ContractHandlers } from '../../context';
import { listActiveBanners } from './banners';
import { listCatalogFacets } from './facets';
import { listPublicSubEvents } from './listing';
import { readListingFields, readListingFilter } from './listing-query';
import { optionalCaller } from './optional-caller';

/** The JSON of each kept anonymous page, for as long as the page itself is kept. */
const serializedPages = new WeakMap<object, string>();

/** listPublicSubEvents, listPublicSubEventFacets and listPromotionalBanners (docs/architecture.md). All public. */
export function createCatalogHandlers(
  ctx: AppContext,
): Pick<ContractHandlers, 'listPublicSubEvents' | 'listPublicSubEventFacets' | 'listPromotionalBanners'> {
  return {
    async listPublicSubEvents(request, reply) {
      const filter = readListingFilter(request.query);
      const caller = await optionalCaller(ctx, request);
      const page = await listPublicSubEvents(ctx.db, filter, caller, ctx.now(), readListingFields(request.query));
      const answer = {
        success: true,
        message: 'Sub-events fetched successfully',
        data: page.items,
        pagination: page.pagination,
      };
      // An anonymous page is one kept object, answered to every visitor while it holds (listing.ts):
      // it is turned into JSON once, by the route's own schema serializer, not once per request.
      if (caller === null) {
        let json = serializedPages.get(page);
        if (json === undefined) {
          const serialized = reply.serializeInput(answer, '200', 'application/json');
          if (typeof serialized === 'string') serializedPages.set(page, (json = serialized));
        }
        if (json !== undefined) {
          const kept = json;
          // With a serializer of its own, Fastify leaves the content type to the route.
          reply.type('application/json; charset=utf-8').serializer(() => kept);
        }
      }
      return answer;
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
