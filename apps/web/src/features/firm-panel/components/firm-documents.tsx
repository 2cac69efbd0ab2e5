import {
  AUTHORISATION_DOCUMENT_KIND,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  LISTING_DOCUMENT_ACCEPT,
  type ListingDocument,
  type StoredDocumentKind,
} from '@arsamezat/shared/listings/listing-documents';
import { FileText, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FormSection, controlClass } from '../../../components/listing-form/field';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { removeFirmDocument, uploadFirmDocument } from '../api/firm-listing-files';
import { useInvalidateFirmListings } from '../api/firm-listing-writes';

/** The firm's choices: its authorisation first, then the kinds members see. */
const KINDS: StoredDocumentKind[] = [AUTHORISATION_DOCUMENT_KIND, ...DOCUMENT_KINDS];

const reason = (error: unknown) => (error instanceof ApiError ? error.message : 'Bilinmeyen hata');

/**
 * A draft's documents: the 'Yetki Belgesi' (required before 'Onaya Gönder', seen only by the
 * firm and the operator) and the documents members will download (tapu, imar, şartname).
 */
export function FirmDocuments({
  listingId,
  documents,
}: {
  listingId: string;
  documents: ListingDocument[];
}) {
  const id = useId();
  const invalidate = useInvalidateFirmListings();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<StoredDocumentKind>(AUTHORISATION_DOCUMENT_KIND);
  const [busy, setBusy] = useState(false);
  const hasAuthorisation = documents.some((doc) => doc.kind === AUTHORISATION_DOCUMENT_KIND);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(reason(error));
    } finally {
      setBusy(false);
      await invalidate();
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    await run(() => uploadFirmDocument(listingId, kind, file), `${file.name} yüklendi.`);
    if (input.current) input.current.value = '';
  }

  return (
    <FormSection
      title="Belgeler"
      description="PDF, JPEG, PNG veya WebP; en fazla 10 MB. Yetki Belgesi yalnızca size ve platform yetkilisine görünür."
    >
      <div className="space-y-4 sm:col-span-2">
        {!hasAuthorisation && (
          <Notice tone="warning" title="Yetki Belgesi gerekli">
            Onaya göndermeden önce taşınmaza ait Yetki Belgesi’ni yükleyin.
          </Notice>
        )}
        {documents.length > 0 && (
          <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">
            {documents.map((doc) => (
              <li key={doc.id} className="flex items-center gap-3 px-3 py-2">
                <FileText aria-hidden className="size-5 shrink-0 text-brand-700" />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold text-ink-900">
                    {DOCUMENT_KIND_LABELS[doc.kind]}
                  </span>
                  <span className="block truncate text-xs text-ink-500">{doc.fileName}</span>
                </span>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    void run(() => removeFirmDocument(listingId, doc.id), 'Belge kaldırıldı.')
                  }
                  className="grid size-11 shrink-0 place-items-center rounded-lg text-ink-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
                  aria-label={`${DOCUMENT_KIND_LABELS[doc.kind]} belgesini kaldır: ${doc.fileName}`}
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-2 sm:grid-cols-[minmax(0,14rem)_auto] sm:items-end">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-kind`} className="block text-sm font-medium text-ink-800">
              Belge Türü
            </label>
            <select
              id={`${id}-kind`}
              className={controlClass}
              value={kind}
              onChange={(event) => setKind(event.target.value as StoredDocumentKind)}
            >
              {KINDS.map((value) => (
                <option key={value} value={value}>
                  {DOCUMENT_KIND_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => input.current?.click()}
            className="w-full sm:w-auto"
          >
            <Upload aria-hidden className="size-4" />
            {busy ? 'Yükleniyor...' : 'Belge Yükle'}
          </Button>
          <input
            ref={input}
            type="file"
            accept={LISTING_DOCUMENT_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Belge dosyası"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </div>
      </div>
    </FormSection>
  );
}
