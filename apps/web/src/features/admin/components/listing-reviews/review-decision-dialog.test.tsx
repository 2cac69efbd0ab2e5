import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render-with-router';
import { stubApi } from '../../testing/admin-test-kit';
import { ReviewDecisionDialog, type ReviewDecision } from './review-decision-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const LISTING = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Selçuklu’da Yola Cepheli Arsa',
  firmTitle: 'Konya Arsa Gayrimenkul A.Ş.',
};
const base = `/api/admin/listing-reviews/${LISTING.id}`;

type Answer = { status?: number; body?: unknown };

function renderDialog(decision: ReviewDecision, answer: Answer = {}) {
  const onClose = vi.fn();
  const onDecided = vi.fn();
  const api = stubApi(() => ({
    body: { id: LISTING.id, publication: decision === 'approve' ? 'published' : 'returned' },
    ...answer,
  }));
  const view = renderWithRouter([
    {
      path: '/',
      element: (
        <ReviewDecisionDialog
          decision={decision}
          listing={LISTING}
          depositAmount={0}
          onClose={onClose}
          onDecided={onDecided}
        />
      ),
    },
  ]);
  const posts = () =>
    api.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => `${url} ${typeof init?.body === 'string' ? init.body : ''}`.trim());
  const dialog = () => screen.getByRole('alertdialog');
  return { ...view, onClose, onDecided, posts, dialog };
}

beforeEach(() => vi.clearAllMocks());

describe('Onayla ve Yayınla', () => {
  it('needs a valid deposit and the authorisation tick, then publishes with the deposit in kuruş', async () => {
    const { user, dialog, posts, onDecided } = renderDialog('approve');
    expect(dialog()).toHaveTextContent('Konya Arsa Gayrimenkul A.Ş. firmasının');
    const confirm = within(dialog()).getByRole('button', { name: 'Onayla ve Yayınla' });
    const deposit = within(dialog()).getByLabelText('Teminat tutarı (₺)');

    await user.type(deposit, '-5');
    await user.click(confirm);
    expect(dialog()).toHaveTextContent('Teminat tutarı negatif olamaz.');
    await user.clear(deposit);
    await user.type(deposit, '25.000');
    await user.click(confirm);
    expect(dialog()).toHaveTextContent(
      'Yayınlamadan önce yetki belgesini kontrol ettiğinizi onaylayınız.',
    );
    expect(posts()).toEqual([]);

    await user.click(
      within(dialog()).getByRole('checkbox', { name: 'Yetki belgesini kontrol ettim.' }),
    );
    await user.click(confirm);
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('approve'));
    expect(posts()).toEqual([
      `${base}/approve {"depositAmount":2500000,"authorisationChecked":true}`,
    ]);
    expect(toast.success).toHaveBeenCalledWith('İlan yayınlandı.');
  });

  it('shows the server’s refusal (another operator decided first) and stays open', async () => {
    const { user, dialog, onDecided, onClose } = renderDialog('approve', {
      status: 409,
      body: {
        error: {
          code: 'LISTING_NOT_SUBMITTED',
          message: 'Bu ilan artık onay beklemiyor. Başka bir yönetici karar vermiş olabilir.',
        },
      },
    });
    await user.click(
      within(dialog()).getByRole('checkbox', { name: 'Yetki belgesini kontrol ettim.' }),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Onayla ve Yayınla' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Bu ilan artık onay beklemiyor. Başka bir yönetici karar vermiş olabilir.',
    );
    expect(onDecided).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Düzeltme İçin İade Et and Reddet', () => {
  it('returns only with notes, which the firm reads', async () => {
    const { user, dialog, posts, onDecided } = renderDialog('return');
    const confirm = within(dialog()).getByRole('button', { name: 'Düzeltme İçin İade Et' });
    await user.click(confirm);
    expect(dialog()).toHaveTextContent('İade notu zorunludur.');
    expect(posts()).toEqual([]);
    await user.type(within(dialog()).getByLabelText('Firmaya not'), ' Tapu fotokopisi eksik. ');
    await user.click(confirm);
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('return'));
    expect(posts()).toEqual([`${base}/return {"notes":"Tapu fotokopisi eksik."}`]);
    expect(toast.success).toHaveBeenCalledWith('İlan düzeltme için firmaya iade edildi.');
  });

  it('rejects only with a reason', async () => {
    const { user, dialog, posts, onDecided } = renderDialog('reject');
    const confirm = within(dialog()).getByRole('button', { name: 'Reddet' });
    await user.click(confirm);
    expect(dialog()).toHaveTextContent('Ret gerekçesi zorunludur.');
    await user.type(within(dialog()).getByLabelText('Ret gerekçesi'), 'Parsel firmaya ait değil.');
    await user.click(confirm);
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('reject'));
    expect(posts()).toEqual([`${base}/reject {"reason":"Parsel firmaya ait değil."}`]);
  });
});
