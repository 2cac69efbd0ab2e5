import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../testing/render-with-site';
import { AboutPage } from './about-page';
import { FaqPage } from './faq-page';
import { KvkkPage } from './kvkk-page';
import { TermsAndConditionsPage } from './terms-and-conditions-page';
import { TermsOfUsePage } from './terms-of-use-page';

/*
 * The sale after the hammer (issue 29, decisions 073–075) is stated before anyone pays: no page
 * may still promise the deposit back unconditionally; every page that speaks of a deposit's fate
 * says that the buyer's own default keeps the fee and costs a strike, and that a sale failing for
 * reasons not the buyer's gives it back. The contract pages also state the runner-up's hold.
 */
const DEPOSIT_PAGES: [string, ComponentType][] = [
  ['Şartlar ve Koşullar', TermsAndConditionsPage],
  ['Sıkça Sorulan Sorular', FaqPage],
  ['Mesafeli Hizmet Sözleşmesi', TermsOfUsePage],
  ['KVKK ve sözleşmeler', KvkkPage],
  ['Hakkımızda', AboutPage],
];

const CONTRACT_PAGES = DEPOSIT_PAGES.filter(([name]) => name !== 'Hakkımızda');

describe('the sale rules in the legal texts', () => {
  it.each(DEPOSIT_PAGES)('%s states the default rule and no unconditional refund', (_n, Page) => {
    const { container } = renderWithSite(<Page />);
    const text = container.textContent.replace(/\s+/g, ' ');
    expect(text).not.toMatch(/koşulsuz/i);
    expect(text).toMatch(/temerrüt/i);
    expect(text).toMatch(/hizmet bedeli (olarak kalır, )?iade edilmez/);
    expect(text).toMatch(/uyarı kaydedilir/);
    expect(text).toMatch(/(24 ay|24 \(yirmi dört\) ay|24 ayda)/);
    expect(text).toMatch(/(önalım hakkı|önalım)/);
  });

  it.each(CONTRACT_PAGES)('%s states the runner-up hold and offer', (_n, Page) => {
    const { container } = renderWithSite(<Page />);
    const text = container.textContent.replace(/\s+/g, ' ');
    expect(text).toMatch(/Yedek Alıcı/);
    expect(text).toMatch(/en fazla [^.;]{0,80}5 (\(beş\) )?iş günü/);
    expect(text).toMatch(/48 (\(kırk sekiz\) )?saat içinde/);
    expect(text).toMatch(/en yüksek teklif/);
  });

  it('the contract states the steps, their deadlines and who may change them', () => {
    renderWithSite(<TermsOfUsePage />);
    const steps = screen.getByText('8.8.', { selector: 'strong' }).closest('p');
    expect(steps).toHaveTextContent(/Alıcı Onayı: .*SMS koduyla 48 \(kırk sekiz\) saat içinde/);
    expect(steps).toHaveTextContent(/Ödeme Güvencesi: .*7 \(yedi\) gün içinde/);
    expect(steps).toHaveTextContent(/Tapu Randevusu: .*30 \(otuz\) gün/);
    expect(steps).toHaveTextContent(
      'her adıma, o adımın başladığı anda yürürlükte olan süre uygulanır',
    );
    const runnerUp = screen.getByText('8.11.', { selector: 'strong' }).closest('p');
    expect(runnerUp).toHaveTextContent(
      'verdiği en yüksek teklif tutarından (otomatik teklif için belirlediği üst sınırdan değil)',
    );
    expect(runnerUp).toHaveTextContent('bu süre 5 (beş) iş günlük bekletme süresini aşmaz');
    expect(screen.getByText('8.9.', { selector: 'strong' }).closest('p')).toHaveTextContent(
      'süre geçtikten sonra yapılan ödeme veya onay satışı yeniden başlatmaz',
    );
  });
});
