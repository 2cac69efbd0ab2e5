import {
  ADMIN_USERS_MESSAGES,
  AdminUsersQuerySchema,
  type AdminUserFilter,
  type AdminUserSummary,
} from '@arsamezat/shared/admin-users';
import { RotateCw, Search, UsersRound } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { inputClassName } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdminUsers } from '../api/admin-users';
import { SimplePager } from '../components/listings/simple-pager';
import { SectionHeader } from '../components/shell/section-header';
import { RoleDialog } from '../components/users/role-dialog';
import { UserFilterChips } from '../components/users/user-filter-chips';
import { UsersList } from '../components/users/users-list';

/** Users: server-paged, searched by name, phone or e-mail, filtered by chip; role toggle per row. */
export function AdminUsersPage() {
  useDocumentTitle('Kullanıcılar');
  const [params, setParams] = useSearchParams();
  const parsed = AdminUsersQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminUsersQuerySchema.parse({});
  const { data, isPending, isError, refetch } = useAdminUsers(query);
  const [search, setSearch] = useState(query.q);
  const [toToggle, setToToggle] = useState<AdminUserSummary | null>(null);

  const show = (next: { q?: string; filter?: AdminUserFilter; page?: number }) =>
    setParams(() => {
      const merged = { ...query, page: 1, ...next };
      const out = new URLSearchParams();
      if (merged.q) out.set('q', merged.q);
      if (merged.filter !== 'all') out.set('filter', merged.filter);
      if (merged.page > 1) out.set('page', String(merged.page));
      return out;
    });

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    show({ q: search.trim().slice(0, 100) });
  }

  return (
    <div>
      <SectionHeader
        title="Kullanıcılar"
        description="Üyeleri arayın, rollerini ve durumlarını yönetin."
      />
      <form role="search" onSubmit={submit} className="mb-3 flex gap-2">
        <label htmlFor="user-search" className="sr-only">
          Ad, telefon veya e-posta ile ara
        </label>
        <input
          id="user-search"
          type="search"
          value={search}
          maxLength={100}
          placeholder="Ad, telefon veya e-posta ile ara"
          onChange={(e) => setSearch(e.target.value)}
          className={inputClassName}
        />
        <Button type="submit" className="h-12">
          <Search aria-hidden />
          Ara
        </Button>
      </form>
      <UserFilterChips value={query.filter} onChange={(filter) => show({ filter })} />
      <Card className="mt-4 overflow-hidden">
        {isPending ? (
          <PageSpinner label="Veriler Yükleniyor" />
        ) : isError ? (
          <div className="p-5">
            <Notice tone="error" title="Hata Oluştu">
              <p>Kullanıcılar yüklenirken bir hata oluştu.</p>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void refetch()}>
                <RotateCw aria-hidden />
                Yenile
              </Button>
            </Notice>
          </div>
        ) : data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
            <UsersRound aria-hidden className="size-10 text-ink-300" />
            <p className="font-semibold text-ink-800">{ADMIN_USERS_MESSAGES.noUsers}</p>
            {(query.q || query.filter !== 'all') && (
              <p className="text-sm text-ink-500">
                Aramayı veya filtreyi değiştirip tekrar deneyin.
              </p>
            )}
          </div>
        ) : (
          <>
            <p className="border-b border-ink-100 px-4 py-2.5 text-sm text-ink-500">
              {data.total.toLocaleString('tr-TR')} kullanıcı
            </p>
            <UsersList users={data.items} onToggleRole={setToToggle} />
            <div className="border-t border-ink-100">
              <SimplePager
                page={query.page}
                pageCount={Math.ceil(data.total / data.pageSize)}
                onPage={(page) => show({ page })}
              />
            </div>
          </>
        )}
      </Card>
      <RoleDialog user={toToggle} onClose={() => setToToggle(null)} />
    </div>
  );
}
