import { AdminAuditQuerySchema } from '@arsamezat/shared/admin-inbox';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAuditLog } from '../api/get-audit-log';
import { AuditEntries } from '../components/audit/audit-entries';
import { AuditFilters, type AuditFilterValues } from '../components/audit/audit-filters';
import { SimplePager } from '../components/listings/simple-pager';
import { EmptyList, LoadError } from '../components/shell/load-states';
import { SectionHeader } from '../components/shell/section-header';

/** Denetim Kaydı: who did what when, filtered by actor, action and listing, paged by the server. */
export function AdminAuditPage() {
  useDocumentTitle('Denetim Kaydı');
  const [params, setParams] = useSearchParams();
  const parsed = AdminAuditQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminAuditQuerySchema.parse({});
  const { data, isPending, isError, refetch } = useAuditLog(query);
  const filters: AuditFilterValues = {
    ...(query.actor ? { actor: query.actor } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.listing ? { listing: query.listing } : {}),
  };
  const show = (values: AuditFilterValues, page = 1) =>
    setParams({ ...values, ...(page > 1 ? { page: String(page) } : {}) });

  return (
    <div>
      <SectionHeader
        title="Denetim Kaydı"
        description="Yönetim panelinden ve sistemden yapılan her değişiklik: kim, ne zaman, ne yaptı."
      />
      <AuditFilters
        values={filters}
        actors={data?.actors ?? []}
        listing={data?.listing ?? null}
        onChange={(values) => show(values)}
      />
      <Card className="mt-4 overflow-hidden">
        {isPending ? (
          <PageSpinner label="Veriler Yükleniyor" />
        ) : isError ? (
          <LoadError
            text="Denetim kaydı yüklenirken bir hata oluştu."
            onRetry={() => void refetch()}
          />
        ) : data.items.length === 0 ? (
          <EmptyList title="Bu filtrede kayıt bulunamadı." />
        ) : (
          <>
            <AuditEntries entries={data.items} />
            <div className="border-t border-ink-100">
              <SimplePager
                page={query.page}
                pageCount={Math.ceil(data.total / data.pageSize)}
                onPage={(page) => show(filters, page)}
              />
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
