import {
  AdminMessagesQuerySchema,
  type AdminMessagesQuery,
} from '@arsamezat/shared/admin/admin-inbox';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { useDocumentTitle } from '../../../lib/document-title';
import { useMessages } from '../api/contact-messages';
import { MessageItem } from '../components/messages/message-item';
import { SectionHeader } from '../components/shell/section-header';
import { PagedList } from '../components/shell/paged-list';

const FILTERS: { value: AdminMessagesQuery['status']; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'unread', label: 'Okunmamış' },
];

/** Mesajlar: the contact form's messages, newest first; `?status=unread` shows the unread. */
export function AdminMessagesPage() {
  useDocumentTitle('Mesajlar');
  const [params, setParams] = useSearchParams();
  const parsed = AdminMessagesQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminMessagesQuerySchema.parse({});
  const list = useMessages(query);
  const { data } = list;
  const [openId, setOpenId] = useState<string | null>(null);

  const show = (status: AdminMessagesQuery['status'], page = 1) => {
    const next = new URLSearchParams();
    if (status !== 'all') next.set('status', status);
    if (page > 1) next.set('page', String(page));
    setParams(next);
  };

  return (
    <div>
      <SectionHeader
        title="Mesajlar"
        description="İletişim formundan gelen mesajlar. Yanıt, e-posta programınızda açılır."
      />
      <div role="group" aria-label="Mesajları filtrele" className="flex flex-wrap gap-2">
        {FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={query.status === value}
            onClick={() => show(value)}
            className={cx(
              'inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium',
              query.status === value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-ink-200 bg-surface text-ink-700 hover:bg-ink-50',
            )}
          >
            {label}
            {value === 'unread' && data && (
              <span className="rounded-full bg-ink-100 px-1.5 text-xs text-ink-700 tabular-nums">
                {data.unread}
              </span>
            )}
          </button>
        ))}
      </div>
      <Card className="mt-4 overflow-hidden">
        <PagedList
          query={list}
          page={query.page}
          onPage={(page) => show(query.status, page)}
          errorText="Mesajlar yüklenirken bir hata oluştu."
          empty={{
            title: query.status === 'unread' ? 'Okunmamış mesaj yok.' : 'Henüz mesaj yok.',
          }}
        >
          {(items) => (
            <ul className="divide-y divide-ink-100">
              {items.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  open={openId === message.id}
                  onToggle={() => setOpenId(openId === message.id ? null : message.id)}
                />
              ))}
            </ul>
          )}
        </PagedList>
      </Card>
    </div>
  );
}
