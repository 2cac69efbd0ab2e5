import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { depositKeys } from '../api/get-my-deposit';
import {
  apiError,
  deferred,
  LISTING_ID,
  listingPath,
  myDeposit,
  renderWithQuery,
  stubApi,
  type Reply,
  type SentRequest,
} from '../testing/bidding-test-kit';
import { DepositDialog } from './deposit-dialog';

const listing = { id: LISTING_ID, title: 'Kütahya Merkez imarlı arsa', depositAmount: 5_000_000 };
const PAYMENTS = `POST ${listingPath}/deposit/payments`;
const PAYMENT_LINK = 'https://sanalpos.example/3ds/abc123';
const started: Reply = {
  status: 201,
  body: { paymentLink: PAYMENT_LINK, orderId: 'order-1', depositStatus: 'pending' },
};

/** The dialog as the trade panel holds it: a button opens it, the dialog closes itself. */
function Harness({ hasPending = false }: { hasPending?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aç
      </button>
      <DepositDialog listing={listing} open={open} onOpenChange={setOpen} hasPending={hasPending} />
    </>
  );
}

/** What the dialog sent besides reading the member's identity (a GET). */
const posts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'POST');

const dialog = () => screen.getByRole('dialog', { name: 'Hizmet Bedeli Peşinatı' });
const field = (label: string) => within(dialog()).getByLabelText(label);
const payButton = () => within(dialog()).getByRole('button', { name: /Ödeme Yap|Ödeniyor/ });

async function fillCard(user: UserEvent) {
  await user.type(field('Kart Sahibi'), 'Ayşe Yılmaz');
  await user.type(field('Kart Numarası'), '4111111111111111');
  await user.type(field('Ay'), '12');
  await user.type(field('Yıl'), '2030');
  await user.type(field('CVV'), '123');
}

let assign: Mock<(url: string) => void>;

beforeEach(() => {
  // jsdom cannot navigate: the page's location is replaced by one that records where it was sent.
  assign = vi.fn();
  vi.stubGlobal('location', { assign });
  document.cookie = 'csrf_token=test-csrf';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

/** 'Teminatı Yatır' once it answers: it waits for the member's identity (read on opening). */
async function startPayment(user: UserEvent) {
  const start = within(dialog()).getByRole('button', { name: 'Teminatı Yatır' });
  await waitFor(() => expect(start).toBeEnabled());
  await user.click(start);
}

describe('DepositDialog', () => {
  it('opens on the info step with the listing, the amount and "Teminatı Yatır"', () => {
    stubApi({});
    renderWithQuery(<Harness />);

    const info = dialog();
    expect(within(info).getByText('Kütahya Merkez imarlı arsa')).toBeInTheDocument();
    expect(within(info).getByText('50.000 ₺')).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: 'Teminatı Yatır' })).toBeInTheDocument();
    expect(within(info).queryByText(/henüz tamamlanmamış/)).not.toBeInTheDocument();
    expect(within(info).queryByLabelText('Kart Numarası')).not.toBeInTheDocument();
  });

  it('states the default and runner-up rules before anyone pays (issue 29)', () => {
    stubApi({});
    renderWithQuery(<Harness />);

    const info = within(dialog());
    expect(
      info.getByText(
        /satış sizden kaynaklanmayan bir nedenle gerçekleşmezse teminatınız 7 iş günü/,
      ),
    ).toBeInTheDocument();
    // A buyer's own default keeps the fee and strikes the account; three strikes block deposits.
    expect(
      info.getByText(
        'Kazanıp satışı belirlenen sürelerde kendi kusurunuzla tamamlamazsanız (Temerrüt) hizmet bedeli iade edilmez ve hesabınıza uyarı verilir; 2 yıl içinde 3 uyarı alan hesap yeni teminat yatıramaz.',
      ),
    ).toBeInTheDocument();
    // The runner-up's deposit is held, at most the terms' 7 business days.
    expect(
      info.getByText(
        'En yüksek ikinci teklif sizinse (Yedek Alıcı) teminatınız, kazanan ödeme güvencesini sağlayana kadar en çok 5 iş günü tutulur; bu sürede satış size en yüksek teklifinizle önerilebilir.',
      ),
    ).toBeInTheDocument();
  });

  it('says a started payment was not finished and offers "Yeniden Ödeme Yap"', () => {
    stubApi({});
    renderWithQuery(<Harness hasPending />);

    expect(
      within(dialog()).getByText(
        'Depozito ödemeniz henüz tamamlanmamış. Lütfen ödemeyi tamamlayın veya yeni bir ödeme başlatın.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Yeniden Ödeme Yap' })).toBeInTheDocument();
    expect(
      within(dialog()).queryByRole('button', { name: 'Teminatı Yatır' }),
    ).not.toBeInTheDocument();
  });

  it('goes to the card step and back with "Geri"', async () => {
    stubApi({});
    const { user } = renderWithQuery(<Harness />);

    await startPayment(user);
    for (const label of ['Kart Sahibi', 'Kart Numarası', 'Ay', 'Yıl', 'CVV']) {
      expect(field(label)).toHaveValue('');
    }
    expect(payButton()).toHaveTextContent('Ödeme Yap');

    await user.click(within(dialog()).getByRole('button', { name: 'Geri' }));
    expect(within(dialog()).getByRole('button', { name: 'Teminatı Yatır' })).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Kart Numarası')).not.toBeInTheDocument();
  });

  it('flags every empty card field at once, each with its message beside it, and sends nothing', async () => {
    const { requests } = stubApi({ [PAYMENTS]: started });
    const { user } = renderWithQuery(<Harness />);
    await startPayment(user);

    await user.click(payButton());
    const wanted = {
      'Kart Sahibi': 'Kart sahibinin adını girin.',
      'Kart Numarası': 'Kart numarasını girin.',
      Ay: 'Son kullanma ayını girin.',
      Yıl: 'Son kullanma yılını girin.',
      CVV: 'CVV kodunu girin.',
    };
    for (const [label, message] of Object.entries(wanted)) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    // The first one is where the member continues; nothing sits above the form as one message.
    expect(field('Kart Sahibi')).toHaveFocus();
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);

    // Fixing a field clears its message as it is typed; the others keep theirs.
    await user.type(field('Kart Numarası'), '4111111111111111');
    expect(field('Kart Numarası')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Kart Numarası')).not.toHaveAccessibleDescription();
    expect(field('CVV')).toHaveAccessibleDescription('CVV kodunu girin.');
  });

  it('says what is wrong with each malformed field, and spaces count as empty', async () => {
    const { requests } = stubApi({ [PAYMENTS]: started });
    const { user } = renderWithQuery(<Harness />);
    await startPayment(user);

    await user.type(field('Kart Sahibi'), '   ');
    await user.type(field('Kart Numarası'), '4111 11');
    await user.type(field('Ay'), '13');
    await user.type(field('Yıl'), '30');
    await user.type(field('CVV'), '12');
    await user.click(payButton());
    expect(field('Kart Sahibi')).toHaveAccessibleDescription('Kart sahibinin adını girin.');
    expect(field('Kart Numarası')).toHaveAccessibleDescription('Kart numarası geçersiz.');
    expect(field('Ay')).toHaveAccessibleDescription('Son kullanma ayı geçersiz.');
    expect(field('Yıl')).toHaveAttribute('aria-invalid', 'false');
    expect(field('CVV')).toHaveAccessibleDescription('CVV geçersiz.');
    expect(posts(requests)).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the card and goes to the bank’s 3-D Secure page, busy until the page leaves', async () => {
    const answer = deferred<Reply>();
    const { requests } = stubApi({ [PAYMENTS]: () => answer.promise });
    const { user } = renderWithQuery(<Harness />);
    await startPayment(user);

    await fillCard(user);
    expect(field('Kart Numarası')).toHaveValue('4111 1111 1111 1111');
    await user.click(payButton());

    expect(payButton()).toHaveTextContent('Ödeniyor...');
    expect(payButton()).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Geri' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Kapat' })).toBeDisabled();
    expect(field('Kart Numarası')).toBeDisabled();

    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]).toMatchObject({
      method: 'POST',
      path: `/api/listings/${LISTING_ID}/deposit/payments`,
      // The number goes as typed (grouped); the server strips the spaces.
      body: {
        card: {
          cardHolderName: 'Ayşe Yılmaz',
          cardNumber: '4111 1111 1111 1111',
          expireMonth: '12',
          expireYear: '2030',
          cvc: '123',
        },
      },
      headers: { 'X-CSRF-Token': 'test-csrf' },
    });

    answer.resolve(started);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_LINK));
    expect(assign).toHaveBeenCalledTimes(1);
    // The page is leaving for the bank: the button stays busy and no error shows.
    expect(payButton()).toHaveTextContent('Ödeniyor...');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not close on Escape while the payment is being started', async () => {
    const answer = deferred<Reply>();
    stubApi({ [PAYMENTS]: () => answer.promise });
    const { user } = renderWithQuery(<Harness />);
    await startPayment(user);
    await fillCard(user);
    await user.click(payButton());

    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Ödeniyor...');
    answer.resolve(started);
    await waitFor(() => expect(assign).toHaveBeenCalled());
  });

  it('shows the server’s refusal in an alert and lets the member try again', async () => {
    const { requests } = stubApi({
      [PAYMENTS]: apiError(402, 'PAYMENT_DECLINED', 'Kart limiti yetersiz.'),
    });
    const { user } = renderWithQuery(<Harness />);
    await startPayment(user);
    await fillCard(user);
    await user.click(payButton());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Kart limiti yetersiz.');
    expect(payButton()).toHaveTextContent('Ödeme Yap');
    expect(payButton()).toBeEnabled();
    expect(field('Kart Sahibi')).toHaveValue('Ayşe Yılmaz');
    expect(assign).not.toHaveBeenCalled();
    expect(posts(requests)).toHaveLength(1);
  });

  it('completes at once when the server answers no link (a 0 ₺ deposit) and closes', async () => {
    const { sent } = stubApi({
      [PAYMENTS]: {
        status: 201,
        body: { paymentLink: null, orderId: 'order-0', depositStatus: 'completed' },
      },
      [`GET ${listingPath}/deposit`]: { body: myDeposit('completed') },
    });
    const { user, queryClient } = renderWithQuery(<Harness />);
    // The trade panel watches this query; the dialog must refresh it.
    queryClient.setQueryData(depositKeys.mine(LISTING_ID), myDeposit('none'));
    await startPayment(user);
    await fillCard(user);
    await user.click(payButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(assign).not.toHaveBeenCalled();
    expect(sent('POST', `${listingPath}/deposit/payments`)).toHaveLength(1);
    expect(queryClient.getQueryState(depositKeys.mine(LISTING_ID))?.isInvalidated).toBe(true);
  });

  it.each([
    ['Escape', (user: UserEvent) => user.keyboard('{Escape}')],
    [
      'the close button',
      (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Kapat' })),
    ],
  ])(
    'closing with %s and reopening starts over: info step, empty card, no error',
    async (_how, close) => {
      stubApi({ [PAYMENTS]: apiError(402, 'PAYMENT_DECLINED', 'Kart limiti yetersiz.') });
      const { user } = renderWithQuery(<Harness />);
      await startPayment(user);
      await fillCard(user);
      await user.click(payButton());
      expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Kart limiti yetersiz.');

      await close(user);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Aç' }));
      expect(within(dialog()).getByRole('button', { name: 'Teminatı Yatır' })).toBeInTheDocument();
      expect(within(dialog()).queryByLabelText('Kart Numarası')).not.toBeInTheDocument();

      await startPayment(user);
      for (const label of ['Kart Sahibi', 'Kart Numarası', 'Ay', 'Yıl', 'CVV']) {
        expect(field(label)).toHaveValue('');
      }
      expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
      expect(payButton()).toHaveTextContent('Ödeme Yap');
    },
  );
});
