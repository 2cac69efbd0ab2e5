import {
  ADMIN_KVKK_MESSAGES,
  AdminKvkkQuerySchema,
  KVKK_FILTER_LABELS,
  KVKK_FILTERS,
  type KvkkApplication,
  type KvkkFilter,
} from '@arsamezat/shared/admin/admin-kvkk';
import { formatPhone } from '@arsamezat/shared/accounts/phone';
import { DELETION_STATUS_LABELS } from '@arsamezat/shared/member/settings';
import { Check, FileClock, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate, formatShortDateTime } from '../../../lib/format-date';
import { adminPaths } from '../admin-paths';
import { useKvkkApplications } from '../api/admin-kvkk';
import { AnswerDialog, type KvkkDecision } from '../components/kvkk/answer-dialog';
import { SectionHeader } from '../components/shell/section-header';
import { FilterChips } from '../components/shell/filter-chips';
import { PagedList } from '../components/shell/paged-list';

function Application({
  application: a,
  onAnswer,
}: {
  application: KvkkApplication;
  onAnswer: (decision: KvkkDecision) => void;
}) {
  const open = a.status === 'received';
  return (
    <li className={cx('space-y-3 p-4 sm:p-5', a.overdue && 'bg-red-50/60')}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={adminPaths.user(a.userId)}
            className="font-semibold break-words text-brand-700 hover:underline"
          >
            {a.fullName}
          </Link>
          <p className="text-sm break-all text-ink-600">
            {open
              ? `${formatPhone(a.phone)}${a.email ? ` · ${a.email}` : ''}`
              : DELETION_STATUS_LABELS[a.status]}
          </p>
        </div>
        <div className="text-right text-sm">
          <p className="text-ink-500">Başvuru: {formatShortDateTime(a.createdAt)}</p>
          {open ? (
            <p className={cx('font-semibold', a.overdue ? 'text-red-700' : 'text-ink-800')}>
              {a.overdue ? 'Süresi geçti: ' : 'Son yanıt günü: '}
              {formatDate(a.answerDueAt)}
            </p>
          ) : (
            a.answeredAt && (
              <p className="text-ink-700">Yanıt: {formatShortDateTime(a.answeredAt)}</p>
            )
          )}
        </div>
      </div>
      {a.reason && (
        <p className="rounded-lg bg-ink-50 px-3 py-2 text-sm break-words whitespace-pre-line text-ink-700">
          {a.reason}
        </p>
      )}
      {a.answerNote && (
        <p className="text-sm break-words whitespace-pre-line text-ink-700">
          <span className="font-medium">Yanıt notu:</span> {a.answerNote}
        </p>
      )}
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onAnswer('approve')}>
            <Check aria-hidden />
            Onayla ve Anonimleştir
          </Button>
          <Button variant="outline" onClick={() => onAnswer('reject')}>
            <X aria-hidden />
            Reddet
          </Button>
        </div>
      )}
    </li>
  );
}

/** KVKK applications: open ones by deadline (overdue highlighted), answered ones newest first. */
export function AdminKvkkPage() {
  useDocumentTitle('KVKK Başvuruları');
  const [params, setParams] = useSearchParams();
  const parsed = AdminKvkkQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminKvkkQuerySchema.parse({});
  const list = useKvkkApplications(query);
  const [answer, setAnswer] = useState<{
    application: KvkkApplication;
    decision: KvkkDecision;
  } | null>(null);

  const show = (status: KvkkFilter, page = 1) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (status !== 'open') next.set('status', status);
      if (page > 1) next.set('page', String(page));
      return next;
    });

  return (
    <div>
      <SectionHeader
        title="KVKK Başvuruları"
        description="Hesap silme başvuruları başvuru tarihinden itibaren 30 gün içinde yanıtlanmalıdır."
      />
      <FilterChips
        label="Başvuruları filtrele"
        filters={KVKK_FILTERS}
        labels={KVKK_FILTER_LABELS}
        value={query.status}
        onChange={(filter) => show(filter)}
      />
      <Card className="mt-4 overflow-hidden">
        <PagedList
          query={list}
          page={query.page}
          onPage={(page) => show(query.status, page)}
          errorText="Başvurular yüklenirken bir hata oluştu."
          empty={{ icon: FileClock, title: ADMIN_KVKK_MESSAGES.empty }}
        >
          {(items) => (
            <ul className="divide-y divide-ink-100">
              {items.map((application) => (
                <Application
                  key={application.id}
                  application={application}
                  onAnswer={(decision) => setAnswer({ application, decision })}
                />
              ))}
            </ul>
          )}
        </PagedList>
      </Card>
      <AnswerDialog answer={answer} onClose={() => setAnswer(null)} />
    </div>
  );
}
