import type { ListingDocument } from '@arsamezat/shared/listings/listing-documents';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENTS_SIGN_IN_TEXT,
} from '@arsamezat/shared/listings/listing-document-texts';
import { Download, FileText, Image as ImageIcon, LogIn } from 'lucide-react';
import { loginPathFor } from '@arsamezat/shared/accounts/return-path';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/session/use-auth';
import { documentFileUrl, useListingDocuments } from '../api/get-listing-documents';
import { formatDecimal, formatInteger } from '@arsamezat/shared/core/number-format';

/** '1,2 MB', '350 KB' */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${formatDecimal(bytes / 1024 / 1024, 0, 1)} MB`;
  }
  return `${formatInteger(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

function DocumentRow({ listingId, document }: { listingId: string; document: ListingDocument }) {
  const Icon = document.contentType === 'application/pdf' ? FileText : ImageIcon;
  return (
    <li>
      <a
        href={documentFileUrl(listingId, document)}
        download={document.fileName}
        className="flex min-h-14 items-center gap-3 rounded-xl border border-ink-200 px-3 py-2 transition-colors hover:border-brand-300 hover:bg-brand-50"
      >
        <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-ink-900">
            {DOCUMENT_KIND_LABELS[document.kind]}
          </span>
          <span className="block text-xs break-all text-ink-500">
            {document.fileName} · {formatFileSize(document.size)}
          </span>
        </span>
        <Download aria-hidden className="size-5 shrink-0 text-ink-500" />
        <span className="sr-only">İndir</span>
      </a>
    </li>
  );
}

/**
 * 'Belgeler' on the detail page (decision 033): a signed-in member lists and downloads the
 * title deed, zoning letter, sale terms and others; a guest is asked to sign in.
 */
export function ListingDocumentsSection({ listingId }: { listingId: string }) {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const documents = useListingDocuments(listingId, signedIn);
  const { pathname, search } = useLocation();

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-900">Belgeler</h2>
      {auth.status === 'loading' || (signedIn && documents.isPending) ? (
        <Spinner label="Belgeler yükleniyor..." className="mt-4" />
      ) : !signedIn ? (
        <div className="mt-3 flex flex-col items-start gap-3">
          <p className="text-sm text-ink-600">{DOCUMENTS_SIGN_IN_TEXT}</p>
          <Button asChild variant="outline">
            <Link to={loginPathFor(`${pathname}${search}`)}>
              <LogIn aria-hidden />
              Giriş Yap
            </Link>
          </Button>
        </div>
      ) : documents.isError || !documents.data ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Belgeler yüklenemedi. Lütfen sayfayı yenileyin.
        </p>
      ) : documents.data.documents.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">Bu ilan için henüz belge eklenmedi.</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {documents.data.documents.map((document) => (
            <DocumentRow key={document.id} listingId={listingId} document={document} />
          ))}
        </ul>
      )}
    </Card>
  );
}
