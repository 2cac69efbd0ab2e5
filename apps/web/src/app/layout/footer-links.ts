import { paths } from '../../config/paths';

export type FooterLink = { to: string; label: string };

export const platformLinks: readonly FooterLink[] = [
  { to: paths.auctions, label: 'İhaleler' },
  { to: paths.about, label: 'Hakkımızda' },
  { to: paths.faq, label: 'Sıkça Sorulan Sorular' },
  { to: paths.contact, label: 'İletişim' },
];

/** The contracts section; labels follow the spec's route table where it names the page. */
export const contractLinks: readonly FooterLink[] = [
  { to: paths.kvkk, label: 'KVKK Aydınlatma Metni' },
  { to: paths.privacyPolicy, label: 'Gizlilik Sözleşmesi' },
  { to: paths.termsOfUse, label: 'Kullanım Koşulları' },
  { to: paths.termsAndConditions, label: 'Şartlar ve Koşullar' },
  { to: paths.cookies, label: 'Çerez Politikası' },
  { to: paths.legal, label: 'Yasal Uyarılar' },
  { to: paths.security, label: 'Güvenlik' },
];
