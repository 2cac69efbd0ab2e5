import {
  FIRM_LISTING_TAB_LABELS,
  FIRM_LISTING_TABS,
  type FirmListingItem,
  type FirmListingTab,
} from '@arsamezat/shared/firms/firm-listings';
import { Building2, Handshake, Plus, Ticket } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Pager, pageCountOf } from '../../../components/ui/pager';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useFirmListings } from '../api/get-firm-listings';
import { FirmListingCard } from '../components/firm-listing-card';
import { FirmListingTabs } from '../components/firm-listing-tabs';
import { FirmStandingNotice } from '../components/firm-standing';
import { ListingActionDialog, type ListingAction } from '../components/listing-action-dialogs';

const EMPTY: Record<FirmListingTab, string> = {
  draft: 'Taslak ilanınız yok. Yeni bir ilan oluşturarak başlayın.',
  submitted: 'Onay bekleyen ilanınız yok.',
  published: 'Yayında ilanınız yok.',
  ended: 'Sona eren ilanınız yok.',
  sold: 'Satılan ilanınız yok.',
  rejected: 'Reddedilen ilanınız yok.',
};

const readTab = (value: string | null): FirmListingTab =>
  FIRM_LISTING_TABS.find((tab) => tab === value) ?? 'draft';

/**
 * /firm 'Firma Paneli' (issue 28): the firm's listings in tabs by where they stand, each with
 * what can be done now, the credits left and 'Yeni İlan'. Any member of the firm sees it; a firm
 * that is not approved sees why it cannot send listings.
 */
export function FirmPanelPage() {
  useDocumentTitle('Firma Paneli');
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useFirmListings(tab, page);
  const [pending, setPending] = useState<{ listing: FirmListingItem; action: ListingAction }>();

  if (query.error instanceof ApiError && query.error.code === 'FIRM_REQUIRED') {
    return (
      <Container width="narrow" className="py-10">
        <Card className="space-y-4 p-6 text-center">
          <Building2 aria-hidden className="mx-auto size-10 text-brand-700" />
          <h1 className="text-xl font-bold text-ink-900">Firma Paneli</h1>
          <p className="text-sm text-ink-600">{query.error.message}</p>
          <Button asChild>
            <Link to={paths.firmApply}>Kurumsal Başvuru</Link>
          </Button>
        </Card>
      </Container>
    );
  }

  const data = query.data;
  const approved = data?.firm.status === 'approved';
  const listed = data?.firm.status === 'approved' || data?.firm.status === 'suspended';
  const pages = data ? pageCountOf(data.total, data.pageSize) : 1;
  const go = (next: { tab?: FirmListingTab; page?: number }) =>
    setParams({ tab: next.tab ?? tab, page: String(next.page ?? 1) });

  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            Firma Paneli
          </h1>
          {data && <p className="mt-1 truncate text-sm text-ink-600">{data.firm.title}</p>}
        </div>
        {approved && (
          <Button asChild>
            <Link to={paths.firmListingNew}>
              <Plus aria-hidden className="size-4" /> Yeni İlan
            </Link>
          </Button>
        )}
      </div>

      {data && (
        <div className="mt-4 space-y-4">
          <FirmStandingNotice firm={data.firm} />
          {listed && (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-surface px-4 py-3 text-sm text-ink-700 ring-1 ring-ink-100">
              <Ticket aria-hidden className="size-4 text-brand-700" />
              <span>
                Kalan ilan hakkı:{' '}
                <strong className="text-ink-900 tabular-nums">{data.credits}</strong>
              </span>
              <Link
                to={paths.firmPackages}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {data.credits === 0 ? 'İlan paketi satın al' : 'Paketler'}
              </Link>
            </p>
          )}
          {listed && (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-surface px-4 py-3 text-sm text-ink-700 ring-1 ring-ink-100">
              <Handshake aria-hidden className="size-4 text-brand-700" />
              <span>İhalesi sonuçlanan ilanlarınızın tapu devrine kadarki adımları.</span>
              <Link
                to={paths.firmSales}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Satışlarım
              </Link>
            </p>
          )}
        </div>
      )}

      {(!data || listed) && (
        <section className="mt-6 space-y-4" aria-label="İlanlarım">
          <FirmListingTabs
            current={tab}
            counts={data?.counts}
            onSelect={(next) => go({ tab: next })}
          />
          <div role="tabpanel" aria-label={FIRM_LISTING_TAB_LABELS[tab]} className="space-y-3">
            {query.isPending && <PageSpinner label="İlanlar yükleniyor" />}
            {query.isError &&
              !(query.error instanceof ApiError && query.error.code === 'FIRM_REQUIRED') && (
                <Notice tone="error" title="İlanlar yüklenemedi">
                  <button
                    type="button"
                    className="min-h-11 font-semibold underline"
                    onClick={() => void query.refetch()}
                  >
                    Tekrar dene
                  </button>
                </Notice>
              )}
            {data && data.items.length === 0 && (
              <Card className="p-6 text-center text-sm text-ink-600">{EMPTY[tab]}</Card>
            )}
            {data?.items.map((listing) => (
              <FirmListingCard
                key={listing.id}
                listing={listing}
                canSubmit={approved}
                onAction={(action) => setPending({ listing, action })}
              />
            ))}
            <Pager
              className="pt-2"
              size="sm"
              page={page}
              pageCount={pages}
              onPage={(next) => go({ page: next })}
            />
          </div>
        </section>
      )}
      {pending && (
        <ListingActionDialog
          listing={pending.listing}
          action={pending.action}
          onClose={() => setPending(undefined)}
        />
      )}
    </Container>
  );
}
