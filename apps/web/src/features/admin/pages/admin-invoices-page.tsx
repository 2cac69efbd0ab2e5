import {
  AdminInvoicesQuerySchema,
  INVOICE_KIND_LABELS,
  type AdminInvoice,
} from '@arsamezat/shared/sales/invoices';
import { ReceiptText, Send } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdminInvoices, useRetryInvoice } from '../api/admin-invoices';
import { InvoiceCards, InvoicesTable } from '../components/invoices/invoices-list';
import { PagedList } from '../components/shell/paged-list';
import { SectionHeader } from '../components/shell/section-header';
import { FilterChips } from '../components/shell/filter-chips';
import {
  INVOICE_FILTER_EMPTY,
  INVOICE_FILTER_LABELS,
  INVOICE_FILTERS,
  type InvoiceFilter,
} from '../lib/invoice-labels';

/**
 * 'Faturalar' (issue 29, decision 076): the service fee's e-Arşiv / e-Fatura invoices, failed
 * first and then newest first (the server orders the list). The invoicing job does the sending;
 * the operator's one move is to send a failed invoice again.
 */
export function AdminInvoicesPage() {
  useDocumentTitle('Faturalar');
  const [params, setParams] = useSearchParams();
  const parsed = AdminInvoicesQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminInvoicesQuerySchema.parse({});
  const filter: InvoiceFilter = query.status ?? 'all';
  const list = useAdminInvoices(query);
  const retry = useRetryInvoice();
  const [chosen, setChosen] = useState<AdminInvoice | null>(null);

  const show = (next: InvoiceFilter, page = 1) =>
    setParams(() => {
      const search = new URLSearchParams();
      if (next !== 'all') search.set('status', next);
      if (page > 1) search.set('page', String(page));
      return search;
    });

  async function confirmRetry() {
    if (!chosen) return;
    try {
      await retry.mutateAsync(chosen.id);
      toast.success('Fatura yeniden gönderilmek üzere sıraya alındı.');
    } catch (error) {
      toast.error('Fatura yeniden gönderilemedi.', {
        description: error instanceof ApiError ? error.message : undefined,
        duration: 10_000,
      });
    }
    setChosen(null);
  }

  return (
    <div>
      <SectionHeader
        title="Faturalar"
        description="Satışta alınan hizmet bedelinin e-Arşiv ve e-Fatura faturaları; başarısız olanlar önce."
      />
      <FilterChips
        label="Faturaları filtrele"
        filters={INVOICE_FILTERS}
        labels={INVOICE_FILTER_LABELS}
        value={filter}
        onChange={show}
      />
      <Card className="mt-4 overflow-hidden">
        <PagedList
          query={list}
          page={query.page}
          onPage={(page) => show(filter, page)}
          errorText="Faturalar yüklenirken bir hata oluştu."
          empty={{ icon: ReceiptText, title: INVOICE_FILTER_EMPTY[filter] }}
        >
          {(items) => (
            <>
              <div className="hidden lg:block">
                <InvoicesTable invoices={items} onRetry={setChosen} />
              </div>
              <div className="lg:hidden">
                <InvoiceCards invoices={items} onRetry={setChosen} />
              </div>
            </>
          )}
        </PagedList>
      </Card>
      <ConfirmDialog
        open={chosen !== null}
        title="Fatura yeniden gönderilsin mi?"
        amount={chosen?.total ?? 0}
        confirmLabel="Yeniden Gönder"
        pendingLabel="Gönderiliyor..."
        pending={retry.isPending}
        onConfirm={() => void confirmRetry()}
        onClose={() => setChosen(null)}
        icon={Send}
        description={
          <>
            <p>
              <strong className="text-ink-800">{chosen?.buyerName}</strong> — {chosen?.saleNumber}
              {chosen?.kind ? ` · ${INVOICE_KIND_LABELS[chosen.kind]}` : ''}
            </p>
            <p>
              Fatura sıraya alınır ve birkaç saniye içinde entegratöre yeniden gönderilir;
              entegratör imzalayınca “Düzenlendi” olur. Alıcıdan yeniden ödeme alınmaz, tutar
              değişmez. Önceki hata tekrar ederse fatura yine “Başarısız” olur.
            </p>
          </>
        }
      />
    </div>
  );
}
