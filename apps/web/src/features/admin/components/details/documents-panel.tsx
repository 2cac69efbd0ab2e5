import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  LISTING_DOCUMENT_ACCEPT,
  type DocumentKind,
  type ListingDocument,
} from '@arsamezat/shared/listings/listing-documents';
import { routeUrl } from '@arsamezat/shared/core/api-route';
import { downloadListingDocumentRoute } from '@arsamezat/shared/listings/documents.routes';
import { Download, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FormField, inputClassName } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { formatShortDateTime } from '../../../../lib/format-date';
import {
  useAdminListingDocuments,
  useRemoveListingDocument,
  useUploadListingDocument,
} from '../../api/listing-documents';

const fileUrl = (listingId: string, documentId: string) =>
  routeUrl(downloadListingDocumentRoute, { id: listingId, documentId });

const th = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';
const td = 'px-4 py-3 text-sm';

function UploadForm({ listingId }: { listingId: string }) {
  const upload = useUploadListingDocument(listingId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DocumentKind | ''>('');
  const [error, setError] = useState<string>();

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!kind) return setError('Belge türünü seçin: Tapu, İmar Durumu, Şartname veya Diğer.');
    if (!file) return setError('Yüklenecek bir belge seçin.');
    setError(undefined);
    try {
      await upload.mutateAsync({ kind, file });
      toast.success('Belge eklendi.');
      setKind('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Belge yüklenemedi.');
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2">
      <FormField label="Belge Türü">
        {(a11y) => (
          <select
            {...a11y}
            value={kind}
            onChange={(e) => setKind(e.target.value as DocumentKind | '')}
            className={inputClassName}
          >
            <option value="">Seçin</option>
            {DOCUMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {DOCUMENT_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Dosya" hint="PDF, JPEG, PNG veya WebP · en fazla 10 MB">
        {(a11y) => (
          <input
            {...a11y}
            ref={fileInput}
            type="file"
            accept={LISTING_DOCUMENT_ACCEPT}
            className={`${inputClassName} py-2.5 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-brand-800`}
          />
        )}
      </FormField>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Upload aria-hidden />
          )}
          Belge Yükle
        </Button>
      </div>
    </form>
  );
}

function DocumentItem(props: { listingId: string; document: ListingDocument }) {
  const { listingId, document } = props;
  const remove = useRemoveListingDocument(listingId);
  const label = `${DOCUMENT_KIND_LABELS[document.kind]}: ${document.fileName}`;
  return (
    <li className="flex items-center gap-2 rounded-xl border border-ink-200 py-1 pr-1 pl-3">
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-ink-900">
          {DOCUMENT_KIND_LABELS[document.kind]}
        </span>
        <span className="block text-xs break-all text-ink-500">
          {document.fileName} · {formatShortDateTime(document.createdAt)}
        </span>
      </span>
      <a
        href={fileUrl(listingId, document.id)}
        download={document.fileName}
        aria-label={`${label} indir`}
        className="grid size-11 shrink-0 place-items-center rounded-lg text-ink-600 hover:bg-ink-100"
      >
        <Download aria-hidden className="size-4" />
      </a>
      <button
        type="button"
        aria-label={`${label} kaldır`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(document.id, {
            onSuccess: () => toast.success('Belge kaldırıldı.'),
            onError: (caught) => toast.error(caught.message),
          })
        }
        className="grid size-11 shrink-0 place-items-center rounded-lg text-red-700 hover:bg-red-50 disabled:opacity-40"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </li>
  );
}

/**
 * The listing's documents on the admin's details (decision 033): attach (type and file), list,
 * remove, and who downloaded what, when.
 */
export function DocumentsPanel({ listingId }: { listingId: string }) {
  const { data, isPending, isError } = useAdminListingDocuments(listingId);
  return (
    <Card className="overflow-hidden">
      <div className="space-y-4 p-5 sm:p-6">
        <div>
          <h3 className="text-base font-semibold text-ink-900">Belgeler</h3>
          <p className="mt-1 text-sm text-ink-600">
            Tapu, imar durumu, şartname ve diğer belgeler; yalnızca giriş yapmış üyeler indirebilir.
          </p>
        </div>
        <UploadForm listingId={listingId} />
        {isPending ? null : isError ? (
          <p role="alert" className="text-sm text-red-700">
            Belgeler yüklenemedi.
          </p>
        ) : data.documents.length === 0 ? (
          <p className="text-sm text-ink-500">Bu ilana henüz belge eklenmedi.</p>
        ) : (
          <ul className="space-y-2">
            {data.documents.map((document) => (
              <DocumentItem key={document.id} listingId={listingId} document={document} />
            ))}
          </ul>
        )}
      </div>
      {data && (
        <div className="border-t border-ink-100">
          <h4 className="px-5 pt-4 pb-2 text-sm font-semibold text-ink-900 sm:px-6">
            İndirmeler <span className="font-normal text-ink-500">({data.downloads.length})</span>
          </h4>
          {data.downloads.length === 0 ? (
            <p className="px-5 pb-5 text-sm text-ink-500 sm:px-6">Henüz indiren olmadı.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[520px]">
                <thead className="border-y border-ink-100 bg-ink-50/60">
                  <tr>
                    <th className={th}>Üye</th>
                    <th className={th}>Belge</th>
                    <th className={th}>Tarih</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-100">
                  {data.downloads.map((download) => (
                    <tr key={download.id}>
                      <td className={td}>
                        <span className="block font-medium text-ink-900">{download.userName}</span>
                        <span className="text-xs text-ink-500">{download.userPhone}</span>
                      </td>
                      <td className={td}>
                        {DOCUMENT_KIND_LABELS[download.kind]}
                        <span className="block text-xs break-all text-ink-500">
                          {download.fileName}
                        </span>
                      </td>
                      <td className={`${td} whitespace-nowrap`}>
                        {formatShortDateTime(download.downloadedAt)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
