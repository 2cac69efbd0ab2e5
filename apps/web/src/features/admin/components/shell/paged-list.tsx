import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../../../components/ui/spinner';
import { Pager, pageCountOf } from '../../../../components/ui/pager';
import { EmptyList, LoadError } from './load-states';

type PagedAnswer<T> = { items: T[]; total: number; pageSize: number };

type PagedListProps<T> = {
  /** The list's query (TanStack Query's result): its answer, loading and failure. */
  query: {
    data: PagedAnswer<T> | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
  /** What a failed load says, e.g. 'İlanlar yüklenirken bir hata oluştu.' */
  errorText: string;
  /** What an empty page says. */
  empty: { title: string; text?: string; icon?: LucideIcon };
  /** The rows of this page. */
  children: (items: T[], answer: PagedAnswer<T>) => ReactNode;
};

/**
 * A server-paged admin list inside its card: loading, the failure with a retry, the empty state,
 * or the rows followed by the pager.
 */
export function PagedList<T>({
  query,
  page,
  onPage,
  errorText,
  empty,
  children,
}: PagedListProps<T>) {
  if (query.isPending) return <PageSpinner label="Veriler Yükleniyor" />;
  if (query.isError || !query.data) {
    return <LoadError text={errorText} onRetry={() => void query.refetch()} />;
  }
  const answer = query.data;
  if (answer.items.length === 0) return <EmptyList {...empty} />;
  return (
    <>
      {children(answer.items, answer)}
      <div className="border-t border-ink-100">
        <Pager
          className="px-4 py-3"
          size="sm"
          page={page}
          pageCount={pageCountOf(answer.total, answer.pageSize)}
          onPage={onPage}
        />
      </div>
    </>
  );
}
