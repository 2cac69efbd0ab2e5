import type { MyWin } from '@arsamezat/shared/member/member-records';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { win } from '../testing/member-test-kit';
import { WinNextSteps } from './win-next-steps';

/** The winner's next steps say who receives what (decision 060); the site is 'TestArsa'. */

function show(overrides: Partial<MyWin>) {
  renderWithRouter([{ path: '/', element: <WinNextSteps win={win(overrides)} /> }]);
  return screen.getByRole('group', { name: 'Ödemeleriniz' });
}

/** The breakdown as the member reads it: label, amount, the line under it. */
const rowsOf = (breakdown: HTMLElement) =>
  within(breakdown)
    .getAllByRole('term')
    .map((term) => {
      const amount = term.nextElementSibling;
      return [term.textContent, amount?.textContent, amount?.nextElementSibling?.textContent];
    });

describe('WinNextSteps', () => {
  it('an auction: the price is the whole payment — the fee inside it, the rest to the owner at the title deed', () => {
    const breakdown = show({ via: 'auction', price: 10_500_000, deposit: 500_000 });
    expect(rowsOf(breakdown)).toEqual([
      ['Satış bedeli', '105.000 ₺', 'Kazanan teklifiniz. Hizmet bedeli bu tutarın içindedir.'],
      [
        'Hizmet bedeli (TestArsa)',
        '5.000 ₺',
        'Yatırdığınız teminattır; ödendi ve satış bedelinden düşülür.',
      ],
      [
        'Tapu devrinde ilan sahibine',
        '100.000 ₺',
        'Satış bedelinin, hizmet bedeli düşüldükten sonra kalan kısmı.',
      ],
    ]);
    expect(breakdown).toHaveTextContent('Toplam ödemeniz 105.000 ₺: satış bedelini aşmaz.');
    // No sentence that reads as the owner being paid less than the price.
    expect(document.body).not.toHaveTextContent(/mahsup/);
  });

  it('a pazarlık: the owner is paid the whole price, the fee comes on top', () => {
    const breakdown = show({ via: 'offer', price: 25_000_000, deposit: 500_000 });
    expect(rowsOf(breakdown).map(([label, amount]) => [label, amount])).toEqual([
      ['Satış bedeli', '250.000 ₺'],
      ['Hizmet bedeli (TestArsa)', '5.000 ₺'],
      ['Tapu devrinde ilan sahibine', '250.000 ₺'],
    ]);
    expect(breakdown).toHaveTextContent('Satış bedelinden düşülmez.');
    expect(breakdown).toHaveTextContent(
      'Toplam ödemeniz 255.000 ₺: satış bedeli ile hizmet bedeli.',
    );
  });

  it('then the steps: details to the owner, the title deed and its fees, whom to ask', () => {
    show({});
    const steps = screen.getByRole('list');
    expect(steps).toHaveTextContent(
      'Bilgileriniz tapu devrinin yapılabilmesi için ilan sahibiyle paylaşılır.',
    );
    expect(steps).toHaveTextContent(
      'tapu harcı ve döner sermaye bedeli mevzuata göre taraflarca ayrıca ödenir',
    );
    expect(steps).toHaveTextContent('TestArsa satıcı değildir; yalnızca aracılık eder.');
    expect(within(steps).getByRole('link', { name: 'Kullanım Koşulları' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
  });
});
