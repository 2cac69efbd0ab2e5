import type { SystemStatus } from '@arsamezat/shared/admin/admin-system';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi } from '../testing/admin-test-kit';
import { AdminSystemPage } from './admin-system-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const FAILED_ID = '7a1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

/** 'Sistem Durumu' as the server answers it; pass what the test is about. */
const systemStatus = (values: Partial<SystemStatus> = {}): SystemStatus => ({
  serverNow: '2026-11-27T10:00:30.000Z',
  instances: [
    {
      id: 'a1',
      host: 'arsa-web-1',
      pid: 4242,
      version: '0023_instance_heartbeats · Node v24.1.0',
      startedAt: '2026-11-27T08:00:00.000Z',
      seenAt: '2026-11-27T10:00:22.000Z',
      openStreams: 37,
    },
    {
      id: 'b2',
      host: 'arsa-web-2',
      pid: 5151,
      version: '0023_instance_heartbeats · Node v24.1.0',
      startedAt: '2026-11-27T09:00:00.000Z',
      seenAt: '2026-11-27T10:00:28.000Z',
      openStreams: 5,
    },
  ],
  openStreams: 42,
  queues: [
    { queue: 'notification-delivery', queued: 3, active: 1, failed: 1 },
    { queue: 'auction-reminders', queued: 0, active: 0, failed: 0 },
  ],
  failedJobs: [
    {
      id: FAILED_ID,
      queue: 'notification-delivery',
      createdAt: '2026-11-27T07:00:00.000Z',
      failedAt: '2026-11-27T09:30:00.000Z',
      attempts: 12,
      error: 'SMS sağlayıcısı yanıt vermedi',
    },
  ],
  jobRuns: [
    {
      job: 'auction closing',
      host: 'arsa-web-1',
      last: { at: '2026-11-27T10:00:29.000Z', ok: true, durationMs: 12 },
      lastWork: {
        at: '2026-11-27T09:59:00.000Z',
        ok: true,
        durationMs: 80,
        summary: { closed: 2, started: 1 },
      },
      lastFailure: null,
    },
    {
      job: 'payment reconciliation',
      host: 'arsa-web-2',
      last: {
        at: '2026-11-27T10:00:00.000Z',
        ok: false,
        durationMs: 1500,
        error: 'Ödeme sağlayıcısına ulaşılamadı',
      },
      lastWork: null,
      lastFailure: {
        at: '2026-11-27T10:00:00.000Z',
        ok: false,
        durationMs: 1500,
        error: 'Ödeme sağlayıcısına ulaşılamadı',
      },
    },
  ],
  database: { kind: 'postgres', sizeBytes: 48.5 * 1024 * 1024 },
  ...values,
});

function renderPage(handler: Parameters<typeof stubApi>[0]) {
  const api = stubApi(handler);
  const view = renderWithRouter([{ path: '/admin/system', Component: AdminSystemPage }], {
    initialEntries: ['/admin/system'],
  });
  return { ...view, api };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("AdminSystemPage ('Sistem Durumu')", () => {
  it('shows the figures, the instances, the job passes and the queues in Turkish', async () => {
    renderPage(() => ({ body: systemStatus() }));
    expect(screen.getByText('Veriler Yükleniyor')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Sunucular' });
    expect(screen.getByText(/Son güncelleme: 27\.11\.2026 13:00/)).toBeInTheDocument();

    const tile = (label: string) => screen.getByText(label).parentElement!;
    expect(within(tile('Çalışan sunucu')).getByText('2')).toBeInTheDocument();
    expect(within(tile('Açık canlı bağlantı')).getByText('42')).toBeInTheDocument();
    expect(within(tile('Bekleyen iş')).getByText('3')).toBeInTheDocument();
    expect(within(tile('Başarısız iş')).getByText('1')).toBeInTheDocument();
    expect(within(tile('Veritabanı boyutu')).getByText('48,5 MB')).toBeInTheDocument();
    expect(within(tile('Veritabanı boyutu')).getByText('PostgreSQL')).toBeInTheDocument();

    // The wide screen's tables (jsdom draws the phone cards too).
    const [instances, runs, queues, failed] = screen.getAllByRole('table');
    const web1 = within(instances!).getByText('arsa-web-1').closest('tr')!;
    expect(within(web1).getByText('PID 4242')).toBeInTheDocument();
    expect(within(web1).getByText('8 sn önce')).toBeInTheDocument();
    expect(within(web1).getByText('37')).toBeInTheDocument();

    const closing = within(runs!).getByText('İhale kapanışı').closest('tr')!;
    expect(within(closing).getByText('Başarılı')).toBeInTheDocument();
    expect(within(closing).getByText('1 sn önce · 12 ms')).toBeInTheDocument();
    expect(within(closing).getByText('kapanan: 2, açılan: 1')).toBeInTheDocument();
    const reconciliation = within(runs!).getByText('Ödeme mutabakatı').closest('tr')!;
    expect(within(reconciliation).getByText('Başarısız')).toBeInTheDocument();
    expect(within(reconciliation).getByText('Henüz iş yapmadı')).toBeInTheDocument();
    expect(within(reconciliation).getByText('Ödeme sağlayıcısına ulaşılamadı')).toBeInTheDocument();

    const delivery = within(queues!).getByText('Bildirim gönderimi').closest('tr')!;
    expect(
      within(delivery)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Bildirim gönderimi', '3', '1', '1']);
    expect(within(failed!).getByText('SMS sağlayıcısı yanıt vermedi')).toBeInTheDocument();
  });

  it('asks again every few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api } = renderPage(() => ({ body: systemStatus() }));
      await screen.findByRole('heading', { name: 'Sunucular' });
      const calls = api.mock.calls.length;
      await vi.advanceTimersByTimeAsync(5_100);
      await waitFor(() => expect(api.mock.calls.length).toBeGreaterThan(calls));
      expect(api).toHaveBeenLastCalledWith('/api/admin/system', expect.anything());
    } finally {
      vi.useRealTimers();
    }
  });

  it("retries a failed job after 'Tekrar Dene' is confirmed, and says so", async () => {
    let failedJobs = systemStatus().failedJobs;
    const { api, user } = renderPage((url, init) => {
      if (init?.method === 'POST') {
        failedJobs = [];
        return { body: { message: 'İş yeniden sıraya alındı.' } };
      }
      return { body: systemStatus({ failedJobs }) };
    });
    await screen.findByRole('heading', { name: 'Sunucular' });
    const [button] = screen.getAllByRole('button', { name: 'Tekrar Dene: Bildirim gönderimi' });
    await user.click(button!);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('İş tekrar denensin mi?')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith(expect.stringContaining('/retry'), expect.anything());

    await user.click(within(dialog).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('İş yeniden sıraya alındı.'));
    expect(api).toHaveBeenCalledWith(
      `/api/admin/system/queues/notification-delivery/jobs/${FAILED_ID}/retry`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByText('Başarısız iş yok.')).toBeInTheDocument();
  });

  it('tells the refusal when the job has moved on', async () => {
    const { user } = renderPage((url, init) =>
      init?.method === 'POST'
        ? {
            status: 409,
            body: {
              error: {
                code: 'JOB_NOT_RETRYABLE',
                message:
                  'Yalnızca başarısız işler yeniden denenebilir; iş durumu değişmiş olabilir.',
              },
            },
          }
        : { body: systemStatus() },
    );
    await screen.findByRole('heading', { name: 'Sunucular' });
    await user.click(screen.getAllByRole('button', { name: /^Tekrar Dene:/ })[0]!);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('İş yeniden denenemedi.', {
        description: 'Yalnızca başarısız işler yeniden denenebilir; iş durumu değişmiş olabilir.',
        duration: 10_000,
      }),
    );
  });

  it('says when nothing is running and when the page cannot load', async () => {
    let fail = true;
    const { user } = renderPage(() =>
      fail
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Hata' } } }
        : {
            body: systemStatus({
              instances: [],
              openStreams: 0,
              queues: [],
              failedJobs: [],
              jobRuns: [],
              database: { kind: 'pglite', sizeBytes: 800 * 1024 },
            }),
          },
    );
    expect(
      await screen.findByText('Sistem durumu yüklenirken bir hata oluştu.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(
      await screen.findByText('Son bir dakikada sinyal gönderen sunucu yok.'),
    ).toBeInTheDocument();
    expect(screen.getByText('İş kuyruğu henüz başlamadı.')).toBeInTheDocument();
    expect(screen.getByText('Başarısız iş yok.')).toBeInTheDocument();
    expect(screen.getByText('800 KB')).toBeInTheDocument();
    expect(screen.getByText('PGlite (gömülü)')).toBeInTheDocument();
  });
});
