import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../testing/render-with-site';
import { FaqPage } from './faq-page';
import { KvkkPage } from './kvkk-page';
import { TermsAndConditionsPage } from './terms-and-conditions-page';
import { TermsOfUsePage } from './terms-of-use-page';

/*
 * The early refund (issue 26, decision 061) is one rule on every page that speaks of getting a
 * deposit back: while it backs no leading bid and no pending offer, before the listing ends, with
 * 'Teminat İadesi İste', within 7 business days, a new deposit to bid again. None of them may
 * still say the deposit comes back early only to a member who never bid, within 14 days.
 */
const PAGES: [string, ComponentType][] = [
  ['Şartlar ve Koşullar', TermsAndConditionsPage],
  ['Sıkça Sorulan Sorular', FaqPage],
  ['Mesafeli Hizmet Sözleşmesi', TermsOfUsePage],
  ['KVKK ve sözleşmeler', KvkkPage],
];

describe('the early refund in the legal texts', () => {
  it.each(PAGES)('%s states the rule', (_name, Page) => {
    const { container } = renderWithSite(<Page />);
    const text = container.textContent;
    expect(text).toContain('“Teminat İadesi İste”');
    expect(text).toMatch(/en yüksek teklif (sizde|Üye’de) değilse/);
    expect(text).toMatch(/ilan sona ermeden/);
    expect(text).toMatch(/7 (\(yedi\) )?iş günü içinde/);
    expect(text).toMatch(/yeniden teminat yatır/);
    // The old rule as the only way back before the end.
    expect(text).not.toContain('hiç teklif vermediyseniz 14 gün içinde cayma hakkınızı kullanarak');
    expect(text).not.toMatch(/14 gün içinde cayma hakkınızı kullanabilirsiniz\./);
  });

  it('the contract says that bidding ends the statutory withdrawal, not the early refund', () => {
    renderWithSite(<TermsOfUsePage />);
    expect(screen.getByText('8.7.', { selector: 'strong' }).closest('p')).toHaveTextContent(
      'süre sınırı olmaksızın ve daha önce teklif vermiş olsa da',
    );
    expect(screen.getByText('11.3.', { selector: 'strong' }).closest('p')).toHaveTextContent(
      '8.7. maddedeki erken iade hakkını etkilemez',
    );
  });
});
