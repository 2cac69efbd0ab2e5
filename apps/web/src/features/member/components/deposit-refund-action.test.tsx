import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BidsPage } from '../pages/bids-page';
import { deposit, id, mockApi, page, recordListing, renderPage } from '../testing/member-test-kit';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const DEPOSIT_ID = id(200);
const REFUND_PATH = `/api/me/deposits/${DEPOSIT_ID}/refund`;

const refundable = deposit({
  refundable: true,
  listing: recordListing({ title: 'Manisa Akhisar zeytinlik' }),
  amount: 16_200_00,
});
const refundDue = deposit({
  ...refundable,
  refundable: false,
  status: 'refund_due',
  refundSince: '2026-05-05T12:00:00.000Z',
  refundBy: '2026-05-14T12:00:00.000Z',
});
/** Leading elsewhere: the server says it cannot come back now. */
const backing = deposit({ id: id(201), refundable: false, listing: recordListing({ id: id(2) }) });

/** The deposits list, and the refund's answer; the list after the request shows what it did. */
function serve(answer: { status: number; body: unknown }) {
  let asked = false;
  const fetchMock = mockApi({
    '/api/me/deposits': () => ({ body: page([asked ? refundDue : refundable, backing]) }),
    [REFUND_PATH]: () => {
      asked = true;
      return answer;
    },
  });
  const refundCalls = () =>
    fetchMock.mock.calls.filter(([input]) => String(input).includes(REFUND_PATH));
  return { fetchMock, refundCalls };
}

const SUCCESS = {
  status: 200,
  body: {
    message: 'Teminat iade talebiniz alındı.',
    deposit: {
      id: DEPOSIT_ID,
      listingId: id(1),
      amount: 16_200_00,
      status: 'refund_due',
      refundSince: '2026-05-05T12:00:00.000Z',
      refundBy: '2026-05-14T12:00:00.000Z',
    },
  },
};

async function openDialog() {
  const view = renderPage(<BidsPage />, '/bids?tab=deposits');
  const items = await screen.findAllByRole('listitem');
  // Only the deposit that backs nothing offers it.
  expect(within(items[1]!).queryByRole('button', { name: 'Teminat İadesi İste' })).toBeNull();
  await view.user.click(within(items[0]!).getByRole('button', { name: 'Teminat İadesi İste' }));
  const dialog = await screen.findByRole('dialog', { name: 'Teminat İadesi İste' });
  return { ...view, dialog };
}

describe('Teminat İadesi İste', () => {
  it('shows the amount and what follows, and asks nothing when cancelled', async () => {
    const { refundCalls } = serve(SUCCESS);
    const { dialog, user } = await openDialog();
    expect(within(dialog).getByTestId('confirm-amount')).toHaveTextContent('16.200 ₺');
    expect(within(dialog).getByTestId('confirm-amount-words')).toHaveTextContent(
      'on altı bin iki yüz Türk lirası',
    );
    expect(dialog).toHaveTextContent('Manisa Akhisar zeytinlik');
    expect(dialog).toHaveTextContent('7 iş günü içinde ödemeyi yaptığınız karta iade edilir');
    expect(dialog).toHaveTextContent('yeniden teminat yatırmanız gerekir');

    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refundCalls()).toHaveLength(0);
  });

  it('asks once on confirmation, says when the money comes back, and the button goes', async () => {
    const { refundCalls } = serve(SUCCESS);
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'İadeyi İste' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Teminat iade talebiniz alındı.', {
        description:
          'Teminatınız en geç 14 Mayıs 2026 tarihine kadar ödemeyi yaptığınız karta iade edilecek.',
      }),
    );
    expect(refundCalls()).toHaveLength(1);
    // The mock's type knows only the URL; fetch also got the request's options.
    const [, init] = refundCalls()[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Teminat İadesi İste' })).toBeNull(),
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('14 Mayıs 2026');
  });

  it("tells the server's reason when it refuses (a bid took the lead meanwhile)", async () => {
    const reason =
      'En yüksek teklif sizde olduğu için teminatınız şimdi iade edilemez. Teklifiniz geçilirse iade isteyebilirsiniz; ihaleyi kazanamazsanız teminatınız ihale sonunda kendiliğinden iade edilir.';
    serve({ status: 409, body: { error: { code: 'DEPOSIT_BACKS_LEADING_BID', message: reason } } });
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'İadeyi İste' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(reason));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
