import {
  ADMIN_USER_FILTER_LABELS,
  ADMIN_USER_FILTERS,
  ADMIN_USERS_MESSAGES,
  AdminUsersQuerySchema,
  type AdminUserFilter,
  type AdminUserSummary,
} from '@arsamezat/shared/admin/admin-users';
import { Search, UsersRound } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { inputClassName } from '../../../components/ui/form-field';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdminUsers } from '../api/admin-users';
import { useSearchBox } from '../hooks/use-search-box';
import { SectionHeader } from '../components/shell/section-header';
import { RoleDialog } from '../components/users/role-dialog';
import { FilterChips } from '../components/shell/filter-chips';
import { UsersList } from '../components/users/users-list';
import { PagedList } from '../components/shell/paged-list';

const SEARCH_MAX_LENGTH = 100;

/**
 * Users: server-paged, filtered by chip and by a search (name, phone or e-mail) that applies
 * itself as the operator types; the search, chip and page live in the URL. Role toggle per row.
 */
export function AdminUsersPage() {
  useDocumentTitle('Kullanıcılar');
  const [params, setParams] = useSearchParams();
  const parsed = AdminUsersQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : AdminUsersQuerySchema.parse({});
  const list = useAdminUsers(query);
  const [toToggle, setToToggle] = useState<AdminUserSummary | null>(null);

  const show = (
    next: { q?: string; filter?: AdminUserFilter; page?: number },
    options?: { replace: boolean },
  ) =>
    setParams(() => {
      const merged = { ...query, page: 1, ...next };
      const out = new URLSearchParams();
      if (merged.q) out.set('q', merged.q);
      if (merged.filter !== 'all') out.set('filter', merged.filter);
      if (merged.page > 1) out.set('page', String(merged.page));
      return out;
    }, options);
  // Each pause in typing replaces the history entry instead of adding one per word.
  const search = useSearchBox(query.q, (q) => show({ q }, { replace: true }), SEARCH_MAX_LENGTH);
  const filtering = search.pending || list.isPlaceholderData;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    search.applyNow();
  }

  return (
    <div>
      <SectionHeader
        title="Kullanıcılar"
        description="Üyeleri arayın, rollerini ve durumlarını yönetin."
      />
      <form role="search" onSubmit={submit} className="relative mb-3">
        <label htmlFor="user-search" className="sr-only">
          Ad, telefon veya e-posta ile ara
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-400"
        />
        <input
          id="user-search"
          type="search"
          value={search.text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Ad, telefon veya e-posta ile ara"
          aria-describedby="user-search-hint"
          onChange={(e) => search.setText(e.target.value)}
          className={cx(inputClassName, 'pl-10')}
        />
        <p id="user-search-hint" className="sr-only">
          Liste siz yazdıkça süzülür.
        </p>
      </form>
      <FilterChips
        label="Kullanıcıları filtrele"
        filters={ADMIN_USER_FILTERS}
        labels={ADMIN_USER_FILTER_LABELS}
        value={query.filter}
        onChange={(filter) => show({ filter })}
      />
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
            <div aria-busy={filtering}>
              <p role="status" className="border-b border-ink-100 px-4 py-2.5 text-sm text-ink-500">
                {filtering ? 'Filtreleniyor' : `${answer.total.toLocaleString('tr-TR')} kullanıcı`}
              </p>
              <div className={cx('transition-opacity', filtering && 'opacity-60')}>
                <UsersList users={items} onToggleRole={setToToggle} />
              </div>
            </div>
          )}
        </PagedList>
      </Card>
      <RoleDialog user={toToggle} onClose={() => setToToggle(null)} />
    </div>
  );
}
