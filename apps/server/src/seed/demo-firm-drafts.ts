import { composeLocation } from '@arsamezat/shared/listings/listing-location';
import type { Tx } from '../db/client.ts';
import { listings } from '../db/schema.ts';

const DAY = 86_400_000;

/** A draft and a submitted listing of the first firm; returns the submitted one's id. */
export async function insertFirmDrafts(
  tx: Tx,
  input: { firmId: string; ownerId: string; staffId: string | null; now: Date; waitingId: string },
): Promise<string> {
  const { now } = input;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const common = {
    listingType: 'auction' as const,
    city: 'Konya',
    district: 'Meram',
    areaUnit: 'm2',
    emlakTipi: 'Arsa',
    propertyType: 'Arsa',
    documentType: 'Müstakil Tapu',
    firmId: input.firmId,
    authorisationBasis: 'owner',
    status: 'upcoming' as const,
  };
  const [submitted] = await tx
    .insert(listings)
    .values({
      ...common,
      id: input.waitingId,
      title: 'Meram Yaylapınar’da Konut İmarlı 640 m² Arsa',
      description:
        'Yaylapınar Mahallesi’nde, 12 metrelik yola cepheli, konut imarlı (TAKS 0,30 / KAKS 0,60) 640 m² arsa. Elektrik ve şebeke suyu parsel sınırında. Tapu müstakil ve hisse yoktur.',
      neighborhood: 'Yaylapınar Mah.',
      locationDetails: 'Yaylapınar Mah., Meram',
      location: composeLocation('Yaylapınar Mah., Meram', 'Konya'),
      startingPrice: 2_400_000_00,
      minIncrement: 10_000_00,
      depositAmount: 0,
      startsAt: at(5),
      endsAt: at(12),
      adaNo: '14823',
      parselNo: '7',
      imarDurumu: 'Konut (TAKS 0,30 / KAKS 0,60)',
      zoning: 'konut',
      areaSize: 640,
      tasinmazNo: '98431207',
      publication: 'submitted',
      submittedAt: at(-0.1),
      createdBy: input.staffId ?? input.ownerId,
      createdAt: at(-2),
      updatedAt: at(-0.1),
    })
    .returning({ id: listings.id });
  await tx.insert(listings).values({
    ...common,
    title: 'Selçuklu Sille’de Bağ Evi Yapılabilir 1.850 m² Bahçe',
    description:
      'Sille Mahallesi’nde, tarihi Sille köyüne yürüme mesafesinde, manzaralı ve meyve ağaçlı 1.850 m² bahçe. Parselin yola cephesi 28 metredir; elektrik direği parsel sınırındadır. Bağ evi yapılabilir.',
    imarDurumu: 'Tarım alanı (bağ evi yapılabilir)',
    zoning: 'tarla',
    district: 'Selçuklu',
    neighborhood: 'Sille Mah.',
    locationDetails: 'Sille Mah., Selçuklu',
    location: composeLocation('Sille Mah., Selçuklu', 'Konya'),
    startingPrice: 1_150_000_00,
    minIncrement: 5_000_00,
    startsAt: at(10),
    endsAt: at(17),
    adaNo: '30112',
    parselNo: '15',
    areaSize: 1850,
    emlakTipi: 'Bağ-Bahçe',
    propertyType: 'Bağ-Bahçe',
    publication: 'draft',
    createdBy: input.ownerId,
    createdAt: at(-1),
    updatedAt: at(-1),
  });
  if (!submitted) throw new Error('the demo submitted listing was not inserted');
  return submitted.id;
}
