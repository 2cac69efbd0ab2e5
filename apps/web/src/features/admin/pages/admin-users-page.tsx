import {
  ADMIN_USERS_MESSAGES,
  AdminUsersQuerySchema,
  type AdminUserFilter,
  type AdminUserSummary,
} from '@arsamezat/shared/admin/admin-users';
import { Search, UsersRound } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { inputClassName } from '../../../components/ui/form-field';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdminUsers } from '../api/admin-users';
import { SectionHeader } from '../components/shell/section-header';
import { RoleDialog } from '../components/users/role-dialog';
import { UserFilterChips } from '../components/users/user-filter-chips';
import { UsersList } from '../components/users/users-list';
import { PagedList } from '../components/shell/paged-list';

/** Users: server-paged, searched by name, phone or e-mail, filtered by chip; role toggle per row. */
export function AdminUsersPage() {
  useDocumentTitle('Kullanıcılar');
  const [params, setParams] = useSearchParams();
  const parsed = AdminUsersQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminUsersQuerySchema.parse({});
  const list = useAdminUsers(query);
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
        <PagedList
          query={list}
          page={query.page}
          onPage={(page) => show({ page })}
          errorText="Kullanıcılar yüklenirken bir hata oluştu."
          empty={{
            icon: UsersRound,
            title: ADMIN_USERS_MESSAGES.noUsers,
            text:
              query.q || query.filter !== 'all'
                ? 'Aramayı veya filtreyi değiştirip tekrar deneyin.'
                : undefined,
          }}
        >
          {(items, answer) => (
            <>
              <p className="border-b border-ink-100 px-4 py-2.5 text-sm text-ink-500">
                {answer.total.toLocaleString('tr-TR')} kullanıcı
              </p>
              <UsersList users={items} onToggleRole={setToToggle} />
            </>
          )}
        </PagedList>
      </Card>
      <RoleDialog user={toToggle} onClose={() => setToToggle(null)} />
    </div>
  );
}
