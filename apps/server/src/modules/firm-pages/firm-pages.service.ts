import { FIRM_PAGE_TEXTS, type FirmPage } from '@arsamezat/shared/listings/firm-page';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { ListingsService } from '../listings/index.ts';
import { findPublicFirm, selectCurrentListingIds } from './firm-pages.repository.ts';

type Deps = { db: Db; clock: () => Date; listings: Pick<ListingsService, 'getSummaries'> };

/** The public firm page (`/firms/:slug`, issue 28): who the seller is and what it lists now. */
export function createFirmPageService({ db, clock, listings }: Deps) {
  async function getFirmPage(slug: string): Promise<FirmPage> {
    const firm = await findPublicFirm(db, slug);
    if (!firm) throw notFound(FIRM_PAGE_TEXTS.notFound, 'FIRM_NOT_FOUND');
    const ids = await selectCurrentListingIds(db, firm.id, clock());
    return {
      slug: firm.slug,
      title: firm.title,
      verified: true,
      address: firm.address,
      memberSince: (firm.approvedAt ?? firm.createdAt).toISOString(),
      listings: await listings.getSummaries(ids),
    };
  }

  return { getFirmPage };
}

export type FirmPageService = ReturnType<typeof createFirmPageService>;
