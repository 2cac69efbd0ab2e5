import {
  ADMIN_FIRM_FILTER_LABELS,
  ADMIN_FIRM_FILTERS,
  AdminFirmsQuerySchema,
  type AdminFirmFilter,
} from '@arsamezat/shared/admin/admin-firms';
import { Building2, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FirmStatusChip } from '../../../components/firms/firm-status-chip';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatShortDateTime } from '../../../lib/format-date';
import { adminPaths } from '../admin-paths';
import { useAdminFirms } from '../api/admin-firms';
import { PagedList } from '../components/shell/paged-list';
import { SectionHeader } from '../components/shell/section-header';
import { FilterChips } from '../components/shell/filter-chips';

/**
 * 'Firmalar' (issue 28): the applications waiting (İnceleniyor first, oldest first), or the firms
 * of one status; each opens its details, documents and decisions.
 */
export function AdminFirmsPage() {
  useDocumentTitle('Firmalar');
  const [params, setParams] = useSearchParams();
  const parsed = AdminFirmsQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminFirmsQuerySchema.parse({});
  const list = useAdminFirms(query);

  const show = (status: AdminFirmFilter, page = 1) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (status !== 'queue') next.set('status', status);
      if (page > 1) next.set('page', String(page));
      return next;
    });

  const waiting = list.data?.waiting;
  return (
    <div>
      <SectionHeader
        title="Firmalar"
        description={
          waiting === undefined
            ? 'Kurumsal başvurular ve satıcı firmalar.'
            : `${waiting} başvuru inceleme bekliyor.`
        }
      />
      <FilterChips
        label="Firmaları filtrele"
        filters={ADMIN_FIRM_FILTERS}
        labels={ADMIN_FIRM_FILTER_LABELS}
        value={query.status}
        onChange={(filter) => show(filter)}
      />
      <Card className="mt-4 overflow-hidden">
        <PagedList
          query={list}
          page={query.page}
          onPage={(page) => show(query.status, page)}
          errorText="Firmalar yüklenirken bir hata oluştu."
          empty={{
            icon: Building2,
            title:
              query.status === 'queue'
                ? 'İnceleme bekleyen başvuru yok.'
                : 'Bu durumda firma bulunmuyor.',
          }}
        >
          {(items) => (
            <ul className="divide-y divide-ink-100">
              {items.map((firm) => (
                <li key={firm.id}>
                  <Link
                    to={adminPaths.firm(firm.id)}
                    className="flex min-h-16 items-center gap-3 p-4 hover:bg-ink-50 sm:px-5"
                  >
                    <div className="min-w-0 flex-1 space-y-1">
                      <p className="font-semibold break-words text-ink-900">{firm.title}</p>
                      <p className="text-sm text-ink-600">
                        VKN {firm.taxNumber}
                        {firm.applicantName && ` · ${firm.applicantName}`}
                      </p>
                      <p className="text-xs text-ink-500">
                        Başvuru: {formatShortDateTime(firm.createdAt)}
                      </p>
                    </div>
                    <FirmStatusChip status={firm.status} />
                    <ChevronRight aria-hidden className="size-5 shrink-0 text-ink-400" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </Card>
    </div>
  );
}
