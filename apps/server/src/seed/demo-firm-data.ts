/* The demo's seller firms and listing packages (issue 28): the data, written once. */

/** The demo's listing packages, as an operator would define them. */
export const DEMO_PACKAGES = [
  { name: 'Başlangıç', listingCount: 3, validityDays: 90, price: 7_500_00 },
  { name: 'Profesyonel', listingCount: 12, validityDays: 180, price: 24_000_00 },
  { name: 'Kurumsal', listingCount: 40, validityDays: 365, price: 60_000_00 },
] as const;

export type DemoFirm = {
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
