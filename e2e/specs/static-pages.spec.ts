import { describe, expect, it } from 'vitest';
import { MOBILE, openPage, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** Each static page: its title, its heading, and content that proves the whole text is there. */
const PAGES = [
  {
    path: '/about',
    title: 'Hakkımızda',
    mustContain: ['Teminat', 'iade'],
  },
  { path: '/contact', title: 'İletişim', mustContain: ['Akhisar', 'Mesajı Gönder'] },
  { path: '/sss', title: 'Sıkça Sorulan Sorular', mustContain: ['Üyelik'] },
  {
    path: '/terms-of-use',
    title: 'Kullanım Koşulları / Mesafeli Hizmet Sözleşmesi',
    heading: 'Mesafeli Hizmet Sözleşmesi',
    mustContain: ['29/03/2025', 'Akhisar'],
  },
  { path: '/privacy-policy', title: 'Gizlilik Sözleşmesi', mustContain: ['Kişisel veri'] },
  { path: '/sartlar-ve-kosullar', title: 'Şartlar ve Koşullar', mustContain: ['teminat'] },
  {
    path: '/kvkk-aydinlatma-metni',
    title: 'KVKK Aydınlatma Metni',
    mustContain: [
      'Veri Sorumlusu',
      'İlgili Kişinin Hakları',
      'Başvuru Formu',
      '30 (otuz) gün',
      'Üyelik Sözleşmesi',
      'Mesafeli Satış Sözleşmesi',
    ],
  },
  {
    path: '/cookies',
    title: 'Çerez Politikası',
    mustContain: ['Google Chrome', 'Mozilla Firefox', 'Safari', 'Microsoft Edge'],
  },
  { path: '/legal', title: 'Yasal Uyarılar', mustContain: ['5846'] },
  { path: '/security', title: 'Güvenlik', mustContain: ['3-D Secure', 'SSL'] },
] as { path: string; title: string; heading?: string; mustContain: string[] }[];

describe('static pages', () => {
  for (const staticPage of PAGES) {
    it(`${staticPage.path} shows its full content with its own title`, async () => {
      const { page, errors } = await openPage(browser(), undefined, staticPage.path);
      await page
        .getByRole('heading', { level: 1, name: staticPage.heading ?? staticPage.title })
        .waitFor();
      await expect.poll(() => page.title()).toBe(`${staticPage.title} - ArsaMezat`);
      // textContent: folded FAQ answers and collapsed sections count as content too.
      const text = (await page.locator('main').textContent()) ?? '';
      for (const needle of staticPage.mustContain) expect(text, needle).toContain(needle);
      expect(text.length).toBeGreaterThan(staticPage.path === '/contact' ? 300 : 1500);
      expect(errors).toEqual([]);
    });
  }

  it('numbers exactly 11 questions on /sss and opens an answer', async () => {
    const { page } = await openPage(browser(), MOBILE, '/sss');
    await page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' }).waitFor();
    const text = await page.locator('main').innerText();
    for (let n = 1; n <= 11; n++) expect(text).toMatch(new RegExp(`(^|\\n|\\s)${n}[.)]`));
    expect(text).not.toMatch(/(^|\n|\s)12[.)]\s/);
  });

  it('shows the three steps of how it works on /about', async () => {
    const { page } = await openPage(browser(), undefined, '/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/İlanı İnceleyin|inceleyin/i);
    expect(text).toMatch(/Teminat/i);
    expect(text).toMatch(/aracı/i);
  });
});
