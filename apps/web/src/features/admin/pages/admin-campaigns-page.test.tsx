import type { CampaignsResponse } from '@arsamezat/shared/notifications/marketing';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi } from '../testing/admin-test-kit';
import { AdminCampaignsPage } from './admin-campaigns-page';

const sentBefore: CampaignsResponse['items'][number] = {
  id: '22222222-2222-4222-8222-222222222222',
  subject: 'Ekim ayının yeni ihaleleri',
  recipients: 1250,
  delivered: 1200,
  createdAt: '2026-10-01T09:00:00.000Z',
};

function renderWith(
  answer: (u: string, init?: RequestInit) => { status?: number; body?: unknown },
) {
  const api = stubApi(answer);
  const view = renderWithRouter([{ path: '/admin/campaigns', Component: AdminCampaignsPage }], {
    initialEntries: ['/admin/campaigns'],
  });
  return { ...view, api };
}

const list = (audience: number): CampaignsResponse => ({ audience, items: [sentBefore] });

beforeEach(() => vi.clearAllMocks());

describe('admin campaigns screen', () => {
  it('shows who will receive it and the campaigns sent; sends nothing with bad input', async () => {
    const { user, api } = renderWith(() => ({ body: list(1342) }));
    expect(await screen.findByTestId('campaign-audience')).toHaveTextContent('1.342 üye');
    expect(screen.getByText('Ekim ayının yeni ihaleleri')).toBeInTheDocument();
    expect(screen.getByText(/1\.200 \/ 1\.250 üyeye gönderildi/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Konu'), 'a');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(screen.getByText('Konu en az 3 karakter olmalıdır.')).toBeInTheDocument();
    expect(screen.getByText('Mesaj en az 10 karakter olmalıdır.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('sends after confirming the number of members, with the draft id and that number', async () => {
    const { user, api } = renderWith((_url, init) =>
      init?.method === 'PUT'
        ? {
            body: {
              message: 'Duyuru 1342 üyeye gönderim sırasına alındı.',
              campaign: { ...sentBefore, id: '33333333-3333-4333-8333-333333333333' },
            },
          }
        : { body: list(1342) },
    );
    await screen.findByTestId('campaign-audience');
    await user.type(screen.getByLabelText('Konu'), 'Kasım ihaleleri');
    await user.type(screen.getByLabelText('Mesaj'), 'Bu ay 12 yeni arsa ihalesi başlıyor.');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('“Kasım ihaleleri” konulu e-posta 1.342 üyeye gönderilecek.');
    await user.click(within(dialog).getByRole('button', { name: '1.342 üyeye gönder' }));
    expect(
      await screen.findByText('Duyuru 1342 üyeye gönderim sırasına alındı.'),
    ).toBeInTheDocument();
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toMatch(/^\/api\/admin\/campaigns\/[0-9a-f-]{36}$/);
    expect(JSON.parse(put[1]!.body as string)).toEqual({
      subject: 'Kasım ihaleleri',
      body: 'Bu ay 12 yeni arsa ihalesi başlıyor.',
      confirmedRecipients: 1342,
    });
    expect(screen.getByLabelText('Konu')).toHaveValue('');
  });

  it('says so when the number changed while confirming, and reads it again', async () => {
    let audience = 10;
    const { user, api } = renderWith((_url, init) => {
      if (init?.method === 'PUT') {
        audience = 11;
        return {
          status: 409,
          body: {
            error: {
              code: 'CAMPAIGN_RECIPIENTS_CHANGED',
              message:
                'Alıcı sayısı siz onaylarken değişti. Yeni sayıyı kontrol edip yeniden onaylayın.',
            },
          },
        };
      }
      return { body: list(audience) };
    });
    await screen.findByTestId('campaign-audience');
    await user.type(screen.getByLabelText('Konu'), 'Kasım ihaleleri');
    await user.type(screen.getByLabelText('Mesaj'), 'Bu ay 12 yeni arsa ihalesi başlıyor.');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: '10 üyeye gönder',
      }),
    );
    expect(await screen.findByText(/Alıcı sayısı siz onaylarken değişti/)).toBeInTheDocument();
    expect(await screen.findByText('11 üye')).toBeInTheDocument();
    expect(screen.getByLabelText('Konu')).toHaveValue('Kasım ihaleleri');
    expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it('cannot send when nobody would receive it', async () => {
    renderWith(() => ({ body: { audience: 0, items: [] } }));
    expect(await screen.findByText('Şu anda bu e-postayı alacak üye yok.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeDisabled();
    expect(screen.getByText('Henüz duyuru gönderilmedi.')).toBeInTheDocument();
  });
});
