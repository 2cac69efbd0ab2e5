import { randomBytes, randomUUID } from 'node:crypto';
import { buildPackageOrderId } from '@arsamezat/shared/firms/listing-packages';
import { composeLocation } from '@arsamezat/shared/listings/listing-location';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Tx } from '../db/client.ts';
import {
  firmDocuments,
  firmMembers,
  firms,
  listingPackages,
  listingVerifications,
  listings,
  packageCredits,
  packagePurchases,
  payments,
  sandboxPayments,
  users,
  userSettings,
} from '../db/schema.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { receiptNumber } from '../modules/listing-packages/index.ts';
import type { Storage } from '../providers/storage/storage.ts';

/*
 * Seller firms in the demo (issue 28): two approved firms that own some of the demo listings
 * (each with its owner, a paid listing package and its credits), one of them with a draft and a
 * listing waiting for the operator's approval, and one application waiting in 'Firmalar'.
 */

const DAY = 86_400_000;

/** The demo's listing packages, as an operator would define them. */
export const DEMO_PACKAGES = [
  { name: 'Başlangıç', listingCount: 3, validityDays: 90, price: 7_500_00 },
  { name: 'Profesyonel', listingCount: 12, validityDays: 180, price: 24_000_00 },
  { name: 'Kurumsal', listingCount: 40, validityDays: 365, price: 60_000_00 },
] as const;

type DemoFirm = {
  slug: string;
  title: string;
  taxOffice: string;
  taxNumber: string;
  mersisNo: string | null;
  address: string;
  phone: string;
  email: string;
  applicantRole: string;
  owner: { firstName: string; lastName: string; phone: string };
  staff?: { firstName: string; lastName: string; phone: string };
  status: 'approved' | 'pending';
  /** The demo listings' 'İlan Sahibi' text this firm takes over. */
  ownerText?: string;
};

/** Tax numbers pass the Revenue Administration's check digit, like a real application's. */
export const DEMO_FIRMS: readonly DemoFirm[] = [
  {
    slug: 'anadolu-emlak-yatirim',
    title: 'Anadolu Emlak Yatırım A.Ş.',
    taxOffice: 'Selçuk',
    taxNumber: '0680123456',
    mersisNo: '0068012345600015',
    address: 'Feritpaşa Mah. Kule Cad. No: 8 Kat: 4, Selçuklu / Konya',
    phone: '3322415060',
    email: 'bilgi@anadoluemlakyatirim.com.tr',
    applicantRole: 'Yönetim Kurulu Başkanı',
    owner: { firstName: 'Kemal', lastName: 'Arslan', phone: '5301112233' },
    staff: { firstName: 'Burak', lastName: 'Koç', phone: '5302223344' },
    status: 'approved',
    ownerText: 'Anadolu Emlak Yatırım A.Ş.',
  },
  {
    slug: 'ege-arsa-yatirim',
    title: 'Ege Arsa Yatırım Ltd. Şti.',
    taxOffice: 'Karşıyaka',
    taxNumber: '3250567893',
    mersisNo: null,
    address: 'Bostanlı Mah. Cemal Gürsel Cad. No: 214, Karşıyaka / İzmir',
    phone: '2323654321',
    email: 'iletisim@egearsayatirim.com.tr',
    applicantRole: 'Şirket Müdürü',
    owner: { firstName: 'Derya', lastName: 'Aydın', phone: '5303334455' },
    status: 'approved',
    ownerText: 'Ege Arsa Yatırım Ltd. Şti.',
  },
  {
    slug: 'trakya-tarim-arazileri',
    title: 'Trakya Tarım Arazileri Ltd. Şti.',
    taxOffice: 'Edirne',
    taxNumber: '8590246805',
    mersisNo: null,
    address: 'Sabuni Mah. Talatpaşa Cad. No: 31, Merkez / Edirne',
    phone: '2842137788',
    email: 'basvuru@trakyatarim.com.tr',
    applicantRole: 'Ortak ve Müdür',
    owner: { firstName: 'Serkan', lastName: 'Öztürk', phone: '5304445566' },
    status: 'pending',
  },
];

/** The demo firm owner whose password is shown at the first start, to try the firm's side. */
export const DEMO_FIRM_OWNER_PHONE = '5301112233';

export type DemoFirmFiles = Map<
  string,
  { kind: string; fileName: string; contentType: string; size: number; storageKey: string }[]
>;

/** A one-page PDF that says what it is: a demo document, not a real authorisation. */
function demoPdf(title: string, firm: string): Buffer {
  const ascii = (text: string) =>
    text
      .replace(/[İı]/g, (c) => (c === 'İ' ? 'I' : 'i'))
      .replace(/[Şş]/g, (c) => (c === 'Ş' ? 'S' : 's'))
      .replace(/[Ğğ]/g, (c) => (c === 'Ğ' ? 'G' : 'g'))
      .replace(/[Üü]/g, (c) => (c === 'Ü' ? 'U' : 'u'))
      .replace(/[Öö]/g, (c) => (c === 'Ö' ? 'O' : 'o'))
      .replace(/[Çç]/g, (c) => (c === 'Ç' ? 'C' : 'c'))
      .replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${ascii(title)}) Tj 0 -28 Td /F1 12 Tf (${ascii(firm)}) Tj 0 -20 Td (ArsaMezat demo icerigi - ornek belge) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A tax plate drawn as a PNG: the firm's title, office and number on a plain card. */
async function demoTaxPlate(firm: DemoFirm): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520">
  <rect width="800" height="520" fill="#f7f3e8"/><rect x="20" y="20" width="760" height="480" fill="none" stroke="#8a6d3b" stroke-width="4"/>
  <text x="400" y="90" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#333">VERGİ LEVHASI (ÖRNEK)</text>
  <text x="60" y="190" font-family="sans-serif" font-size="24" fill="#333">${firm.title}</text>
  <text x="60" y="250" font-family="sans-serif" font-size="22" fill="#555">Vergi Dairesi: ${firm.taxOffice}</text>
  <text x="60" y="300" font-family="sans-serif" font-size="22" fill="#555">Vergi Kimlik No: ${firm.taxNumber}</text>
  <text x="60" y="440" font-family="sans-serif" font-size="18" fill="#999">ArsaMezat demo içeriği — gerçek bir belge değildir.</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Writes each firm's application documents to the private document storage (before the rows). */
export async function writeDemoFirmFiles(documents: Storage): Promise<DemoFirmFiles> {
  const files: DemoFirmFiles = new Map();
  for (const firm of DEMO_FIRMS) {
    const authorisation = demoPdf('Yetki Belgesi (ornek)', firm.title);
    const plate = await demoTaxPlate(firm);
    const stored = [];
    for (const [kind, fileName, contentType, data] of [
      ['yetki_belgesi', 'yetki-belgesi.pdf', 'application/pdf', authorisation],
      ['vergi_levhasi', 'vergi-levhasi.png', 'image/png', plate],
    ] as const) {
      const storageKey = `firms/${firm.slug}/${randomUUID()}-${fileName}`;
      await documents.put(storageKey, data, contentType);
      stored.push({ kind, fileName, contentType, size: data.length, storageKey });
    }
    files.set(firm.slug, stored);
  }
  return files;
}

type PlannedListing = { id: string; ownerText: string | null };

/**
 * The firms, their members, documents, packages, purchases and credits, inside the seed's
 * transaction; the listings named after an approved firm become that firm's, checked by the
 * operator. Returns the demo firm owner's generated password (shown once at start).
 */
export async function insertDemoFirms(
  tx: Tx,
  input: {
    now: Date;
    adminId: string | null;
    listings: PlannedListing[];
    files: DemoFirmFiles;
    /** The id (and photos, written by the caller) of the listing waiting for approval. */
    waiting: { id: string };
  },
): Promise<{
  firms: number;
  ownerPhone: string;
  ownerPassword: string;
  ownerFirm: string;
  waitingInserted: boolean;
}> {
  const { now } = input;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const ownerPassword = randomBytes(9).toString('base64url');
  const otherHash = await hashPassword(randomBytes(18).toString('base64url'));
  const ownerHash = await hashPassword(ownerPassword);

  const packageRows = await tx
    .insert(listingPackages)
    .values(DEMO_PACKAGES.map((p) => ({ ...p, createdAt: at(-60), updatedAt: at(-60) })))
    .returning({ id: listingPackages.id, name: listingPackages.name });
  const professional = packageRows.find((p) => p.name === 'Profesyonel');
  const plan = DEMO_PACKAGES[1];

  let waitingInserted = false;
  for (const [n, firm] of DEMO_FIRMS.entries()) {
    const people = [firm.owner, ...(firm.staff ? [firm.staff] : [])];
    const created = await tx
      .insert(users)
      .values(
        people.map((person) => ({
          ...person,
          passwordHash: person.phone === DEMO_FIRM_OWNER_PHONE ? ownerHash : otherHash,
          role: 'user' as const,
          phoneVerifiedAt: at(-90),
          createdAt: at(-90 + n),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, phone: users.phone });
    if (created.length !== people.length) continue;
    await tx.insert(userSettings).values(created.map((u) => ({ userId: u.id })));
    const ownerId = created.find((u) => u.phone === firm.owner.phone)?.id ?? null;
    const staffId = created.find((u) => u.phone === firm.staff?.phone)?.id ?? null;
    const approved = firm.status === 'approved';
    const [row] = await tx
      .insert(firms)
      .values({
        slug: firm.slug,
        title: firm.title,
        taxOffice: firm.taxOffice,
        taxNumber: firm.taxNumber,
        mersisNo: firm.mersisNo,
        address: firm.address,
        phone: firm.phone,
        email: firm.email,
        applicantRole: firm.applicantRole,
        status: firm.status,
        appliedBy: ownerId,
        decidedBy: approved ? input.adminId : null,
        decidedAt: approved ? at(-75) : null,
        approvedAt: approved ? at(-75) : null,
        createdAt: approved ? at(-80) : at(-1),
        updatedAt: approved ? at(-75) : at(-1),
      })
      .returning({ id: firms.id });
    if (!row || !ownerId) continue;
    const firmId = row.id;
    await tx.insert(firmMembers).values([
      { firmId, userId: ownerId, role: 'owner', createdAt: at(-80) },
      ...(staffId
        ? [
            {
              firmId,
              userId: staffId,
              role: 'staff' as const,
              addedBy: ownerId,
              createdAt: at(-70),
            },
          ]
        : []),
    ]);
    // The documents' files exist only when the caller has a document storage to write them to.
    const files = input.files.get(firm.slug) ?? [];
    if (files.length > 0)
      await tx.insert(firmDocuments).values(
        files.map((file) => ({
          firmId,
          ...file,
          uploadedBy: ownerId,
          createdAt: approved ? at(-80) : at(-1),
        })),
      );
    if (!approved || !firm.ownerText) continue;

    // The firm's listings: those the demo catalogue names it as owner of.
    const owned = input.listings.filter((l) => l.ownerText === firm.ownerText).map((l) => l.id);
    if (owned.length > 0) {
      await tx
        .update(listings)
        .set({ firmId, authorisationBasis: 'owner', publication: 'published' })
        .where(inArray(listings.id, owned));
      await tx.insert(listingVerifications).values(
        owned.map((listingId) => ({
          listingId,
          method: 'operator_document_check',
          checkedBy: input.adminId,
          checkedAt: at(-60),
        })),
      );
    }

    // One 'Profesyonel' package bought by card 60 days ago: a credit used by each listing.
    const boughtAt = at(-60);
    const purchaseId = randomUUID();
    const [purchase] = await tx
      .insert(packagePurchases)
      .values({
        firmId,
        packageId: professional?.id ?? null,
        packageName: plan.name,
        listingCount: plan.listingCount,
        validityDays: plan.validityDays,
        price: plan.price,
        status: 'completed',
        id: purchaseId,
        receiptNo: receiptNumber(purchaseId, boughtAt),
        purchasedBy: ownerId,
        completedAt: boughtAt,
        expiresAt: new Date(boughtAt.getTime() + plan.validityDays * DAY),
        createdAt: boughtAt,
        updatedAt: boughtAt,
      })
      .returning({ id: packagePurchases.id, expiresAt: packagePurchases.expiresAt });
    if (!purchase) continue;
    const orderId = buildPackageOrderId(purchase.id, ownerId, boughtAt, 'dmo');
    const [charge] = await tx
      .insert(sandboxPayments)
      .values({
        orderId,
        amount: plan.price,
        merchant: 'ArsaMezat',
        cardLastFour: '0008',
        declines: false,
        callbackUrl: '/api/payments/callback',
        status: 'captured',
        createdAt: boughtAt,
        updatedAt: boughtAt,
      })
      .returning({ id: sandboxPayments.id });
    await tx.insert(payments).values({
      userId: ownerId,
      listingId: null,
      packagePurchaseId: purchase.id,
      orderId,
      provider: 'sandbox',
      amount: plan.price,
      netAmount: plan.price,
      status: 'completed',
      authCode: String(100000 + (boughtAt.getTime() % 900000)),
      providerPaymentId: charge?.id ?? null,
      completedAt: boughtAt,
      createdAt: boughtAt,
      updatedAt: boughtAt,
    });
    const expiresAt = purchase.expiresAt ?? at(120);
    const used = owned.slice(0, plan.listingCount);
    type Credit = {
      state: 'available' | 'reserved' | 'used';
      listingId: string | null;
      reservedAt?: Date;
      usedAt?: Date;
    };
    const credits = Array.from({ length: plan.listingCount }, (_, i): Credit => {
      const listingId = used[i] ?? null;
      return listingId
        ? { state: 'used', listingId, reservedAt: boughtAt, usedAt: at(-59) }
        : { state: 'available', listingId: null };
    });

    // The first firm also has a draft and a listing waiting for the operator (holding a credit).
    if (n === 0) {
      const waiting = await insertFirmDrafts(tx, {
        firmId,
        ownerId,
        staffId,
        now,
        waitingId: input.waiting.id,
      });
      waitingInserted = true;
      const free = credits.findIndex((c) => c.state === 'available');
      if (free >= 0)
        credits[free] = { state: 'reserved', listingId: waiting, reservedAt: at(-0.1) };
    }
    await tx.insert(packageCredits).values(
      credits.map((credit) => ({
        purchaseId: purchase.id,
        firmId,
        expiresAt,
        createdAt: boughtAt,
        ...credit,
      })),
    );
  }
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, DEMO_FIRM_OWNER_PHONE));
  return {
    firms: DEMO_FIRMS.length,
    ownerPhone: owner ? DEMO_FIRM_OWNER_PHONE : '',
    ownerPassword,
    ownerFirm: DEMO_FIRMS[0]?.title ?? '',
    waitingInserted,
  };
}

/** A draft and a submitted listing of the first firm; returns the submitted one's id. */
async function insertFirmDrafts(
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
