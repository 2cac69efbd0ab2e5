import type { AdminOffer } from '@arsamezat/shared/admin/admin-listing-queries';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render-with-router';
import { stubApi } from '../../testing/admin-test-kit';
import { OfferDecisionDialog, type OfferDecision } from './offer-decision-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const LISTING_ID = '11111111-1111-4111-8111-111111111111';
const offer = (
  n: number,
  name: string,
  lira: number,
  status: AdminOffer['status'] = 'pending',
) => ({
  id: `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${n}`,
  amount: lira * 100,
  status,
  createdAt: '2026-11-20T09:00:00.000Z',
  userId: `bbbbbbbb-bbbb-4bbb-8bbb-00000000000${n}`,
  userName: name,
  userPhone: `532000000${n}`,
});
const CEREN = offer(1, 'Ceren Deneme', 250_000);
const DENIZ = offer(2, 'Deniz Deneme', 240_000);
const EMRE = offer(3, 'Emre Deneme', 230_000);
const FIRAT = offer(4, 'Fırat Deneme', 260_000);
const acceptUrl = (o: AdminOffer) => `/api/admin/offers/${o.id}/accept`;

const decided = (o: AdminOffer) => ({
  message: 'Teklif başarıyla kabul edildi',
  offer: {
    id: o.id,
    listingId: LISTING_ID,
    amount: o.amount,
    status: 'accepted',
    createdAt: o.createdAt,
    updatedAt: o.createdAt,
    user: { id: o.userId, fullName: o.userName, phone: o.userPhone },
  },
});

type Answer = { status?: number; body?: unknown };

function renderDialog(
  decision: OfferDecision,
  offers: AdminOffer[],
  answer: Answer = { body: decided(DENIZ) },
) {
  const onClose = vi.fn();
  const api = stubApi(() => answer);
  const view = renderWithRouter([
    {
      path: '/',
      element: <OfferDecisionDialog decision={decision} offers={offers} onClose={onClose} />,
    },
  ]);
  const posts = () =>
    api.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => `${url} ${typeof init?.body === 'string' ? init.body : ''}`.trim());
  return { ...view, onClose, posts, dialog: () => screen.getByRole('alertdialog') };
}

beforeEach(() => vi.clearAllMocks());

describe('the accept dialog', () => {
  it('with no other pending offer: says so and what happens to the deposits', async () => {
    const { user, dialog, posts, onClose } = renderDialog({ kind: 'accept', offer: DENIZ }, [
      DENIZ,
      offer(5, 'Gül Deneme', 300_000, 'rejected'),
    ]);
    expect(dialog()).toHaveTextContent(
      'Deniz Deneme kullanıcısının 240.000 ₺ teklifi kabul edilecek ve ilan bu bedelle satılmış olacak.',
    );
    expect(dialog()).toHaveTextContent('Bekleyen başka teklif yok.');
    expect(dialog()).toHaveTextContent(
      'Alıcı dışındaki katılımcıların tamamlanmış teminatları iade sırasına alınır ve 7 iş günü içinde ödemeyi yaptıkları karta iade edilir',
    );
    expect(within(dialog()).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: '240.000 ₺ Teklifi Kabul Et' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Teklif başarıyla kabul edildi');
    expect(posts()).toEqual([acceptUrl(DENIZ)]);
  });

  it('lists lower pending offers with their amounts and accepts in one step', async () => {
    const { user, dialog, posts } = renderDialog({ kind: 'accept', offer: DENIZ }, [DENIZ, EMRE]);
    const list = within(dialog()).getByRole('region', { name: 'Bekleyen diğer teklifler (1)' });
    expect(list).toHaveTextContent('Emre Deneme230.000 ₺');
    expect(dialog()).toHaveTextContent('Bekleyen diğer 1 teklif satışla birlikte reddedilir.');
    // The next-highest offer's sender is the runner-up, held; the others are refunded (issue 29).
    expect(dialog()).toHaveTextContent(
      'En yüksek diğer teklifin sahibi Yedek Alıcı olur: teminatı, alıcının ödeme güvencesi doğrulanana kadar en çok 5 iş günü tutulur.',
    );
    expect(dialog()).toHaveTextContent(
      'Diğer katılımcıların tamamlanmış teminatları iade sırasına',
    );
    expect(dialog()).not.toHaveTextContent('Daha yüksek');
    await user.click(within(dialog()).getByRole('button', { name: '240.000 ₺ Teklifi Kabul Et' }));
    await waitFor(() => expect(posts()).toEqual([acceptUrl(DENIZ)]));
  });

  it('below a higher offer: warns with its amount and needs a second confirmation', async () => {
    const { user, dialog, posts } = renderDialog({ kind: 'accept', offer: DENIZ }, [
      EMRE,
      DENIZ,
      CEREN,
    ]);
    expect(dialog()).toHaveTextContent('Daha yüksek bir teklif bekliyor: 250.000 ₺');
    expect(dialog()).toHaveTextContent(
      'Bu teklifi kabul ederseniz ilan 10.000 ₺ daha düşük bedelle satılır ve daha yüksek teklif reddedilir.',
    );
    const list = within(dialog()).getByRole('region', { name: 'Bekleyen diğer teklifler (2)' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ceren DenemeDaha yüksek250.000 ₺',
      'Emre Deneme230.000 ₺',
    ]);
    const confirm = within(dialog()).getByRole('button', { name: '240.000 ₺ Teklifi Kabul Et' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(posts()).toEqual([]);

    await user.click(
      within(dialog()).getByRole('checkbox', {
        name: '250.000 ₺ teklif beklerken ilanı 240.000 ₺ bedelle satmayı onaylıyorum.',
      }),
    );
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() =>
      expect(posts()).toEqual([`${acceptUrl(DENIZ)} {"acknowledgedHigherAmount":25000000}`]),
    );
  });

  it('names how many are higher and acknowledges the highest', async () => {
    const { user, dialog, posts } = renderDialog({ kind: 'accept', offer: DENIZ }, [
      CEREN,
      DENIZ,
      FIRAT,
    ]);
    expect(dialog()).toHaveTextContent('Daha yüksek 2 teklif bekliyor, en yükseği: 260.000 ₺');
    expect(within(dialog()).getAllByText('Daha yüksek')).toHaveLength(2);
    await user.click(within(dialog()).getByRole('checkbox'));
    await user.click(within(dialog()).getByRole('button', { name: '240.000 ₺ Teklifi Kabul Et' }));
    await waitFor(() =>
      expect(posts()).toEqual([`${acceptUrl(DENIZ)} {"acknowledgedHigherAmount":26000000}`]),
    );
  });

  it('keeps the server’s refusal of a stale confirmation inside the dialog', async () => {
    const message =
      'Daha yüksek bir teklif bekliyor: 260.000 ₺. Daha düşük bir teklifi kabul etmek için bunu ayrıca onaylamanız gerekir; hiçbir şey değiştirilmedi.';
    const { user, dialog, onClose } = renderDialog(
      { kind: 'accept', offer: DENIZ },
      [DENIZ, CEREN],
      { status: 409, body: { error: { code: 'HIGHER_OFFER_PENDING', message } } },
    );
    const box = within(dialog()).getByRole('checkbox');
    await user.click(box);
    await user.click(within(dialog()).getByRole('button', { name: '240.000 ₺ Teklifi Kabul Et' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(box).not.toBeChecked();
    expect(within(dialog()).getByRole('button', { name: /Teklifi Kabul Et/ })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('the reject dialog', () => {
  it('names the sender and the amount, without the accept warnings', async () => {
    const { user, dialog, posts } = renderDialog({ kind: 'reject', offer: DENIZ }, [DENIZ, CEREN], {
      body: { ...decided(DENIZ), message: 'Teklif reddedildi' },
    });
    expect(dialog()).toHaveTextContent(
      'Deniz Deneme kullanıcısının 240.000 ₺ teklifi reddedilecek. Kullanıcı yeni bir teklif verebilir.',
    );
    expect(dialog()).not.toHaveTextContent('Daha yüksek');
    await user.click(within(dialog()).getByRole('button', { name: 'Evet, Reddet' }));
    await waitFor(() => expect(posts()).toEqual([`/api/admin/offers/${DENIZ.id}/reject`]));
  });
});
