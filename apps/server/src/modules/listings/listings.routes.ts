import * as contracts from '@arsamezat/shared/listings/listings.contracts';
import { ListingIdParamsSchema } from '@arsamezat/shared/listings/listings';
import { paths } from '@arsamezat/shared/site/web-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingPageHead, type PageHead } from '../../lib/listing-page-head.ts';
import { route } from '../../lib/route.ts';

/** Public listing reads under /api: browse, detail and the bid history. */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.listings;

  route(app, contracts.listListings, {
    handler: (request) => service.listListings(request.query),
  });

  route(app, contracts.listListingsMap, {
    handler: (request) => service.listListingsMap(request.query),
  });

  route(app, contracts.getListing, {
    handler: (request) => service.getListing(request.params.id),
  });

  route(app, contracts.getListingBids, {
    handler: (request) => service.getListingBids(request.params.id, request.user?.id),
  });
};

/**
 * The listing page itself (outside /api, registered at the root): server-rendered with the
 * listing when the web app's server entry is built (decision 041; the head then comes from the
 * render). Without it, the web app's shell with the listing's title, description and cover in
 * the head, so shared links preview well. Unknown or malformed ids get the shell, which shows
 * 'İlan bulunamadı.'.
 */
export const listingPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const service = app.services.listings;

  /** The head of a listing page, or undefined for the default one. */
  async function listingHead(rawParams: unknown): Promise<Partial<PageHead> | undefined> {
    const params = ListingIdParamsSchema.safeParse(rawParams);
    if (!params.success) return undefined;
    const preview = await service.getListingPreview(params.data.id);
    if (!preview) return undefined;
    return listingPageHead(config, { id: params.data.id, ...preview });
  }

  // A page of the web app (its pattern from the web's route table), not an API operation.
  app.get(paths.listingPattern, { schema: { hide: true } }, async (request, reply) => {
    if (reply.serverRenders()) return reply.sendPage();
    let head: Partial<PageHead> | undefined;
    try {
      head = await listingHead(request.params);
    } catch (error) {
      // The page must open even when the preview cannot be read; the app loads the data itself.
      request.log.error({ err: error }, 'listing preview failed');
    }
    return reply.sendSpa(head);
  });
};
