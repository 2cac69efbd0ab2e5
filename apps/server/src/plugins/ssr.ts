import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ListingDetailSchema,
  ListingIdParamsSchema,
  ListingsPageSchema,
  ListingsQuerySchema,
} from '@arsamezat/shared/listings/listings';
import { WatchStatusSchema } from '@arsamezat/shared/listings/watchlist';
import { FirmPageSchema, FirmSlugParamsSchema } from '@arsamezat/shared/listings/firm-page';
import { SiteConfigSchema } from '@arsamezat/shared/site/site';
import { SessionResponseSchema } from '@arsamezat/shared/accounts/session';
import { ListingBidsSchema, MyListingBidsSchema } from '@arsamezat/shared/trading/bids';
import { MyDepositSchema } from '@arsamezat/shared/trading/deposits';
import { MyOffersSchema } from '@arsamezat/shared/trading/offers';
import type {
  SsrApiAnswer,
  SsrDataSource,
  SsrEntry,
  SsrMemberSource,
} from '@arsamezat/shared/site/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, errorBody } from '../lib/errors.ts';
import { siteConfigOf } from '../modules/system/index.ts';

/**
 * The built server entry of the web app (`apps/web/dist-ssr/entry-server.js`, decision 041), or
 * null when there is none (the web app was built without it, or tests use a stand-in): every
 * page is then the client-rendered shell, as before server rendering.
 */
export async function loadSsrEntry(ssrDistDir: string): Promise<SsrEntry | null> {
  const file = path.join(ssrDistDir, 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as Partial<SsrEntry>;
  if (typeof entry.prepare !== 'function') throw new Error(`${file} exports no prepare()`);
  return entry as SsrEntry;
}

/** A body as the API sends it: encoded by its response schema, then through JSON. */
const wire = (schema: z.ZodType, data: unknown): unknown =>
  JSON.parse(JSON.stringify(z.encode(schema, data))) as unknown;

/** An error as the API's error handler answers it; anything else is the render's failure. */
function answerOf(error: unknown): SsrApiAnswer {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: errorBody(error.code, error.message, error.extra) };
  }
  throw error;
}

/**
 * The API reads a server-rendered page makes, answered in-process by the same services and
 * contracts as GET /api/site, /api/listings, /api/listings/:id and, for a guest's listing page,
 * its bid history and follower count — as an anonymous visitor (decisions 041, 063; a member's
 * own reads are `createSsrMemberReads`').
 */
export function createSsrDataSource(app: FastifyInstance): SsrDataSource {
  const { config, clock } = app.deps;
  const { listings, watchlist, firmPages } = app.services;
  const listingId = (id: string) => ListingIdParamsSchema.safeParse({ id });
  return {
    site: async () => ({
      status: 200,
      body: wire(SiteConfigSchema, siteConfigOf(config, clock())),
    }),
    async listings(search) {
      const query = ListingsQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
      if (!query.success) return { status: 400, body: errorBody('VALIDATION') };
      return listings
        .listListings(query.data)
        .then((page) => ({ status: 200, body: wire(ListingsPageSchema, page) }), answerOf);
    },
    async listing(id) {
      const params = ListingIdParamsSchema.safeParse({ id });
      if (!params.success) return { status: 400, body: errorBody('VALIDATION') };
      return listings
        .getListing(params.data.id)
        .then((listing) => ({ status: 200, body: wire(ListingDetailSchema, listing) }), answerOf);
    },
    async listingBids(id) {
      const params = listingId(id);
      if (!params.success) return { status: 400, body: errorBody('VALIDATION') };
      return listings
        .getListingBids(params.data.id)
        .then((bids) => ({ status: 200, body: wire(ListingBidsSchema, bids) }), answerOf);
    },
    async watchStatus(id) {
      const params = listingId(id);
      if (!params.success) return { status: 400, body: errorBody('VALIDATION') };
      return watchlist
        .getWatchStatus(undefined, params.data.id)
        .then((status) => ({ status: 200, body: wire(WatchStatusSchema, status) }), answerOf);
    },
    async firm(slug) {
      const params = FirmSlugParamsSchema.safeParse({ slug });
      if (!params.success) return { status: 400, body: errorBody('VALIDATION') };
      return firmPages
        .getFirmPage(params.data.slug)
        .then((page) => ({ status: 200, body: wire(FirmPageSchema, page) }), answerOf);
    },
  };
}

/**
 * The member a page is drawn for (decision 095): the request's session read as every API request
 * reads it (the same lookup, which touches it and renews its cookie when due), and their own
 * reads answered as the API answers them. Null when the request carries no live session: the
 * cookie is then cleared, as the API clears it, and the page is a guest's.
 */
export type SsrMemberReads = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<SsrMemberSource | null>;

export function createSsrMemberReads(app: FastifyInstance): SsrMemberReads {
  const { auth, deposits, bids, offers, firmApplications } = app.services;
  const { sessions } = auth;
  const answer = (schema: z.ZodType, read: () => Promise<unknown>) =>
    read().then((data) => ({ status: 200, body: wire(schema, data) }), answerOf);
  const listingId = (id: string) => ListingIdParamsSchema.parse({ id }).id;
  return async (request, reply) => {
    const token = request.cookies[sessions.cookieName];
    if (!token) return null;
    const resolved = await sessions.resolve(token, reply);
    if (!resolved) {
      sessions.clearCookie(reply);
      return null;
    }
    const { user } = resolved;
    // The member's seller firm, as GET /api/auth/session answers it (issue 28).
    const firm = await firmApplications.sessionFirm(user.id);
    return {
      session: wire(SessionResponseSchema, { user: { ...user, firm } }),
      myDeposit: (id) =>
        answer(MyDepositSchema, () => deposits.getMyDeposit(user.id, listingId(id))),
      myBids: (id) =>
        answer(MyListingBidsSchema, () => bids.getMyListingBids(user.id, listingId(id))),
      myOffers: (id) => answer(MyOffersSchema, () => offers.getMyOffers(user.id, listingId(id))),
    };
  };
}

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

/**
 * The scripts a server-rendered page needs before it can hydrate, to preload: the hydration
 * chunk and the page's route module, with their static imports, from the client build's
 * manifest; minus what index.html loads already. A lazy part's `import()`s come too, with theirs
 * (the trade panel's forms and dialog, decision 094).
 */
export function createPreloads(webDistDir: string, template: string) {
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const inTemplate = new Set(
    [...template.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]),
  );
  return (modules: string[], lazyParts: readonly string[] = []): string[] => {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      if (!inTemplate.has(chunk.file)) files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of modules) visit(key);
    for (const key of lazyParts)
      for (const part of manifest[key]?.dynamicImports ?? []) visit(part);
    return files.map((file) => `/${file}`);
  };
}
