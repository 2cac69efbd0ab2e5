import { isCity } from '@arsamezat/shared/listings/cities';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { matchPlace } from './location-reference.ts';

/**
 * Start-up step (decision 082): listings whose free-text district (and neighbourhood) were written
 * before the reference lists get the codes where the text names an entry of the list, folded by
 * Turkish rules ('Reşatbey Mah.', 'REŞATBEY MAHALLESİ'); their text stays as it was. Text that
 * names nothing stays without a code and is looked at again on the next start (only such rows
 * are read). Returns how many listings got a code.
 */
export async function backfillListingPlaces(db: Db): Promise<number> {
  const rows = await db
    .select({
      id: listings.id,
      city: listings.city,
      district: listings.district,
      neighborhood: listings.neighborhood,
    })
    .from(listings)
    .where(and(isNull(listings.districtCode), isNotNull(listings.district)));
  let filled = 0;
  for (const row of rows) {
    if (!isCity(row.city)) continue;
    const place = matchPlace(row.city, row.district, row.neighborhood);
    if (!place.district) continue;
    await db
      .update(listings)
      .set({
        districtCode: place.district.code,
        neighbourhoodCode: place.neighbourhood?.code ?? null,
      })
      .where(eq(listings.id, row.id));
    filled += 1;
  }
  return filled;
}
