import { cleanup, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { renderWithSite, TEST_SITE_CONFIG } from '../testing/render-with-site';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { CookiesPage } from './cookies-page';
import { FaqPage } from './faq-page';
import { KvkkPage } from './kvkk-page';
import { LegalPage } from './legal-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { SecurityPage } from './security-page';
import { TermsAndConditionsPage } from './terms-and-conditions-page';
import { TermsOfUsePage } from './terms-of-use-page';

const { siteName, company } = TEST_SITE_CONFIG;

type PageCase = { path: string; Page: ComponentType; title: string; heading: string };

const PAGES: PageCase[] = [
  { path: paths.about, Page: AboutPage, title: 'Hakkımızda', heading: 'Hakkımızda' },
  { path: paths.contact, Page: ContactPage, title: 'İletişim', heading: 'İletişim' },
  {
    path: paths.faq,
    Page: FaqPage,
    title: 'Sıkça Sorulan Sorular',
    heading: 'Sıkça Sorulan Sorular',
  },
  {
    path: paths.termsOfUse,
    Page: TermsOfUsePage,
    title: 'Kullanım Koşulları / Mesafeli Hizmet Sözleşmesi',
    heading: 'Mesafeli Hizmet Sözleşmesi',
  },
  {
    path: paths.privacyPolicy,
    Page: PrivacyPolicyPage,
    title: 'Gizlilik Sözleşmesi',
    heading: 'Gizlilik Sözleşmesi',
  },
  {
    path: paths.termsAndConditions,
    Page: TermsAndConditionsPage,
    title: 'Şartlar ve Koşullar',
    heading: 'Şartlar ve Koşullar',
  },
  {
    path: paths.kvkk,
    Page: KvkkPage,
    title: 'KVKK Aydınlatma Metni',
    heading: 'KVKK Aydınlatma Metni',
  },
  {
    path: paths.cookies,
    Page: CookiesPage,
    title: 'Çerez Politikası',
    heading: 'Çerez Politikası',
  },
  { path: paths.legal, Page: LegalPage, title: 'Yasal Uyarılar', heading: 'Yasal Uyarılar' },
  { path: paths.security, Page: SecurityPage, title: 'Güvenlik', heading: 'Güvenlik' },
];

beforeEach(() => {
  document.title = '';
});

describe.each(PAGES)('$title page', ({ Page, title, heading }) => {
  it('shows one main heading and sets the document title with the configured brand', () => {
    renderWithSite(<Page />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(heading);
    expect(document.title).toBe(`${title} - ${siteName}`);
  });

  it('takes the brand from configuration, never the working name', () => {
    const { container } = renderWithSite(<Page />);
    expect(container.textContent).not.toMatch(/arsamezat/i);
  });

  it('keeps every in-page link pointing at an anchor that exists', () => {
    const { container } = renderWithSite(<Page />);
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      const id = decodeURIComponent(link.getAttribute('href')?.slice(1) ?? '');
      expect(document.getElementById(id), `#${id}`).not.toBeNull();
    }
  });
});

it('links to sections of other static pages only through anchors that exist there', () => {
  const targets: { from: string; path: string; id: string }[] = [];
  for (const { path, Page } of PAGES) {
    const { container } = renderWithSite(<Page />);
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')) {
      const [target = '', id = ''] = (link.getAttribute('href') ?? '').split('#');
      if (target !== '') targets.push({ from: path, path: target, id });
    }
    cleanup();
  }
  expect(targets.length).toBeGreaterThan(0);
  for (const { from, path, id } of targets) {
    const page = PAGES.find((candidate) => candidate.path === path);
    expect(page, `${from} → ${path}`).toBeDefined();
    if (!page) continue;
    renderWithSite(<page.Page />);
    expect(document.getElementById(id), `${from} → ${path}#${id}`).not.toBeNull();
    cleanup();
  }
});

it('calls the privacy page by one name: its title and every link to it (spec: Gizlilik Sözleşmesi)', () => {
  const names = new Set<string>();
  for (const { Page } of PAGES) {
    const { container } = renderWithSite(<Page />);
    const links = container.querySelectorAll(`a[href="${paths.privacyPolicy}"]`);
    for (const link of links) names.add(link.textContent.trim());
    cleanup();
  }
  renderWithSite(<PrivacyPolicyPage />);
  names.add(screen.getByRole('heading', { level: 1 }).textContent.trim());
  expect([...names]).toEqual(['Gizlilik Sözleşmesi']);
});

describe('content rules', () => {
  it('about: explains exactly three steps and links to the auctions', () => {
    renderWithSite(<AboutPage />);
    const steps = within(screen.getByRole('region', { name: 'Nasıl çalışır?' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'İlanı inceleyin',
      'Teminat yatırarak başvurun',
      'Sonuç size bildirilir',
    ]);
    const notice = screen.getByText(/bir satış kanalı değildir/).parentElement;
    expect(notice).toHaveTextContent(/sizden kaynaklanmayan bir nedenle.*kesintisiz iade edilir/);
    expect(notice).toHaveTextContent(/temerrüt\) teminatınız hizmet bedeli olarak kalır/);
    expect(notice).not.toHaveTextContent('koşulsuz');
    expect(screen.getByRole('link', { name: 'İlanları İncele' })).toHaveAttribute(
      'href',
      '/auctions',
    );
  });

  it('contact: shows the configured company with phone and e-mail links', () => {
    renderWithSite(<ContactPage />);
    expect(screen.getByText(company.name)).toBeInTheDocument();
    expect(screen.getByText(company.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      `tel:${company.phoneHref}`,
    );
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
  });

  it('faq: opens the answer the address points at', () => {
    renderWithSite(<FaqPage />, { route: `${paths.faq}#teminat-iadesi` });
    const answer = document.getElementById('teminat-iadesi');
    expect(answer).toHaveAttribute('open');
    expect(document.getElementById('tapu-islemleri')).not.toHaveAttribute('open');
  });

  it('faq: the answer on how buying works states the anti-sniping rule', () => {
    renderWithSite(<FaqPage />, { route: `${paths.faq}#nasil-satin-alirim` });
    expect(document.getElementById('nasil-satin-alirim')).toHaveTextContent(
      'İhalenin son dakikalarında verilen bir teklif, ilanda belirtilen süre kadar bitişi uzatır; ilanın teklif panelinde bu süre yazılıdır.',
    );
  });

  it('faq: lists eleven questions numbered 1 to 11 in the agreed order', () => {
    const { container } = renderWithSite(<FaqPage />);
    const questions = [...container.querySelectorAll('summary')].map((s) => s.textContent);
    expect(questions).toEqual([
      `1.${siteName} nedir?`,
      `2.${siteName} bir emlakçı veya emlak komisyoncusu mu?`,
      '3.Kimler ilan verebilir?',
      '4.İlan vermek ücretli mi?',
      '5.Satış türleri nelerdir?',
      '6.Nasıl arsa satın alabilirim?',
      '7.Teminatım ne zaman iade edilir?',
      '8.Tapu işlemleri nasıl yapılır?',
      '9.Ödemelerim güvende mi?',
      '10.Kişisel verilerim güvende mi?',
      '11.Üyelik ücretli mi?',
    ]);
  });

  it('terms of use: is dated 29/03/2025 and numbers its articles up to entry into force', () => {
    renderWithSite(<TermsOfUsePage />);
    expect(screen.getByText('Yürürlük tarihi: 29/03/2025')).toBeInTheDocument();
    const articles = screen.getAllByRole('heading', { level: 2, name: /^Madde \d+ – / });
    expect(articles[0]).toHaveTextContent('Madde 1 – Taraflar');
    expect(articles.at(-1)).toHaveTextContent('Madde 19 – Yürürlük');
    expect(
      screen.getByText(/hizmet bedeli\s+olarak tahsil edilir ve satış bedelinden mahsup edilir/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Hukuk Muhakemeleri Kanunu’nun 193\. maddesi/)).toBeInTheDocument();
    expect(
      screen.getByText(/Manisa \(Akhisar\)\s+Mahkemeleri ile İcra Daireleri/),
    ).toBeInTheDocument();
  });

  it('kvkk: has the fifteen sections in order, each reachable from the table of contents', () => {
    renderWithSite(<KvkkPage />);
    const toc = screen.getByRole('navigation', { name: 'İçindekiler' });
    const entries = within(toc)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual([
      '1. Veri Sorumlusu',
      '2. İşlenen Kişisel Veriler',
      '3. İşleme Amaçları',
      '4. Hukuki Sebepler',
      '5. Aktarım',
      '6. Saklama Süreleri',
      '7. İlgili Kişinin Hakları',
      '8. Ticari Elektronik İleti / Pazarlama Onayı',
      '9. Çerez Aydınlatması',
      '10. Kullanım Koşulları',
      '11. Başvuru Formu',
      '12. Teklif (İhale) İçin Mesafeli Satış Sözleşmesi',
      '13. Mesafeli Satış Sözleşmesi',
      '14. Üyelik Sözleşmesi',
      '15. Gizlilik Sözleşmesi',
    ]);
    const form = screen.getByRole('region', { name: '11. Başvuru Formu' });
    expect(within(form).getByText(/en geç 30 \(otuz\) gün içinde/)).toBeInTheDocument();
    expect(within(form).getByText(/T\.C\. kimlik numarası/)).toBeInTheDocument();
  });

  it('cookies: explains how to manage cookies in the four browsers', () => {
    renderWithSite(<CookiesPage />);
    for (const browser of ['Google Chrome', 'Mozilla Firefox', 'Safari', 'Microsoft Edge']) {
      expect(screen.getByRole('heading', { level: 3, name: browser })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
  });

  it('security: offers a pre-addressed e-mail for reporting suspicious activity', () => {
    renderWithSite(<SecurityPage />);
    const report = screen.getByRole('link', { name: 'Güvenlik bildirimi gönder' });
    const href = report.getAttribute('href') ?? '';
    expect(href.startsWith(`mailto:${company.email}?subject=`)).toBe(true);
    expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toBe(
      'Güvenlik Bildirimi - Şüpheli Etkinlik',
    );
  });
});
