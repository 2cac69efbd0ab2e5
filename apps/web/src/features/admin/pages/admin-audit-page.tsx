import { AdminAuditQuerySchema } from '@arsamezat/shared/admin/admin-inbox';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAuditLog } from '../api/get-audit-log';
import { AuditEntries } from '../components/audit/audit-entries';
import { AuditFilters, type AuditFilterValues } from '../components/audit/audit-filters';
import { SectionHeader } from '../components/shell/section-header';
import { PagedList } from '../components/shell/paged-list';

/** Denetim Kaydı: who did what when, filtered by actor, action and listing, paged by the server. */
export function AdminAuditPage() {
  useDocumentTitle('Denetim Kaydı');
  const [params, setParams] = useSearchParams();
  const parsed = AdminAuditQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminAuditQuerySchema.parse({});
  const list = useAuditLog(query);
  const { data } = list;
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
        <PagedList
          query={list}
          page={query.page}
          onPage={(page) => show(filters, page)}
          errorText="Denetim kaydı yüklenirken bir hata oluştu."
          empty={{ title: 'Bu filtrede kayıt bulunamadı.' }}
        >
          {(items) => <AuditEntries entries={items} />}
        </PagedList>
      </Card>
    </div>
  );
}
