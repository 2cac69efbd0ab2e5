import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SavedSearchFrequencySchema,
  WATCHLIST_MESSAGES as M,
  type SavedSearch,
} from '@arsamezat/shared/listings/watchlist';
import { BellRing, Check, LoaderCircle, Pencil, Search, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { inputClassName } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches';
import { describeFilters, savedSearchHref } from '../utils/saved-search-text';

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** 'Kayıtlı Aramalarım': rename, how often to tell, open the results, delete. */
export function SavedSearchList() {
  const { data, isPending, isError, refetch } = useSavedSearches();
  if (isPending) {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-sm text-ink-600">
        <LoaderCircle aria-hidden className="size-4 animate-spin text-brand-600" />
        Kayıtlı aramalarınız yükleniyor
      </p>
    );
  }
  if (isError) {
    return (
      <Card className="p-6 text-center">
        <TriangleAlert aria-hidden className="mx-auto size-7 text-red-600" />
        <p className="mt-2 text-sm text-ink-700">Kayıtlı aramalarınız yüklenemedi.</p>
        <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
          Tekrar Dene
        </Button>
      </Card>
    );
  }
  if (data.length === 0) {
    return (
      <Card className="p-6 text-center">
        <Search aria-hidden className="mx-auto size-7 text-brand-600" />
        <p className="mt-2 font-semibold text-ink-900">Henüz kayıtlı aramanız yok.</p>
        <p className="mt-1 text-sm text-ink-600">
          İlanlarda il ve fiyat filtrelerinizi seçip 'Aramayı Kaydet'e basın; uyan yeni ilanları
          size bildirelim.
        </p>
        <Button asChild className="mt-4">
          <Link to="/auctions">İlanlara Göz At</Link>
        </Button>
      </Card>
    );
  }
  return (
    <ul className="space-y-3">
      {data.map((search) => (
        <li key={search.id}>
          <SavedSearchRow search={search} />
        </li>
      ))}
    </ul>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(search.name);

  const rename = () => {
    const trimmed = name.trim();
    if (!trimmed) return toast.error(M.nameRequired);
    update.mutate(
      { id: search.id, changes: { name: trimmed } },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success(M.searchUpdated);
        },
        onError: (error) => toast.error(failure(error, M.searchSaveFailed)),
      },
    );
  };

  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          {editing ? (
            <form
              className="flex flex-wrap gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                rename();
              }}
            >
              <label className="min-w-0 flex-1 basis-48">
                <span className="sr-only">Arama adı</span>
                <input
                  value={name}
                  maxLength={80}
                  onChange={(event) => setName(event.target.value)}
                  className={inputClassName}
                  autoFocus
                />
              </label>
              <Button type="submit" disabled={update.isPending}>
                <Check aria-hidden />
                Kaydet
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setName(search.name);
                  setEditing(false);
                }}
              >
                Vazgeç
              </Button>
            </form>
          ) : (
            <h3 className="text-base font-semibold break-words text-ink-900">{search.name}</h3>
          )}
          <p className="mt-1 text-sm break-words text-ink-600">{describeFilters(search.filters)}</p>
          <p className="mt-1 text-xs text-ink-500">
            Kaydedildi: {formatDateTime(search.createdAt)}
          </p>
        </div>
        <Button asChild variant="secondary">
          <Link to={savedSearchHref(search)}>
            <Search aria-hidden />
            Sonuçları Gör
          </Link>
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-ink-100 pt-4">
        <label className="flex min-w-0 items-center gap-2 text-sm text-ink-700">
          <BellRing aria-hidden className="size-4 shrink-0 text-brand-700" />
          <span className="sr-only">Bildirim sıklığı</span>
          <select
            name="frequency"
            value={search.frequency}
            disabled={update.isPending}
            onChange={(event) => {
              const frequency = SavedSearchFrequencySchema.safeParse(event.target.value).data;
              if (!frequency) return;
              update.mutate(
                { id: search.id, changes: { frequency } },
                {
                  onSuccess: () => toast.success(M.searchUpdated),
                  onError: (error) => toast.error(failure(error, M.searchSaveFailed)),
                },
              );
            }}
            className="h-11 min-w-0 rounded-xl border border-ink-200 bg-surface px-3 text-sm font-medium text-ink-800"
          >
            {SAVED_SEARCH_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {SAVED_SEARCH_FREQUENCY_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <div className="ml-auto flex gap-2">
          {!editing && (
            <Button variant="ghost" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Yeniden Adlandır
            </Button>
          )}
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(search.id, {
                onSuccess: () => toast.success(M.searchDeleted),
                onError: (error) => toast.error(failure(error, M.searchSaveFailed)),
              })
            }
          >
            <Trash2 aria-hidden />
            Sil
          </Button>
        </div>
      </div>
    </Card>
  );
}
