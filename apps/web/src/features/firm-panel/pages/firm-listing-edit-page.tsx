import {
  firmListingActions,
  toFirmListingFormValues,
  toFirmListingInput,
  type FirmListingDetail,
  type FirmListingFormValues,
} from '@arsamezat/shared/firms/firm-listings';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ImageManager } from '../../../components/listing-form/image-manager';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { firmKeys } from '../api/firm-keys';
import { removeFirmImage, reorderFirmImages, uploadFirmImages } from '../api/firm-listing-files';
import { useInvalidateFirmListings, useUpdateFirmListing } from '../api/firm-listing-writes';
import { useFirmListing } from '../api/get-firm-listing';
import { FirmDocuments } from '../components/firm-documents';
import { FirmListingForm, type FirmListingFormApi } from '../components/firm-listing-form';
import { ListingActionDialog } from '../components/listing-action-dialogs';
import { applyServerErrors } from '../lib/server-errors';

/** A draft or returned listing: the form, its images and documents, and 'Onaya Gönder'. */
export function FirmListingEditPage() {
  const { id = '' } = useParams();
  useDocumentTitle('İlanı Düzenle');
  const query = useFirmListing(id);
  const listing = query.data;
  return (
    <Container width="narrow" className="py-8 sm:py-10">
      <Link
        to={paths.firm}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700"
      >
        ← Firma Paneli
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-ink-900">İlanı Düzenle</h1>
      {listing && <p className="mt-1 text-sm break-words text-ink-600">{listing.title}</p>}
      <div className="mt-6">
        {listing ? (
          firmListingActions(listing).edit ? (
            <EditForm listing={listing} />
          ) : (
            <Notice tone="info" title="Bu ilan düzenlenemez">
              Yalnızca taslak veya düzeltme için iade edilmiş ilanlar düzenlenebilir.
            </Notice>
          )
        ) : query.isError ? (
          <Notice tone="error" title="İlan yüklenemedi">
            {query.error instanceof ApiError ? query.error.message : 'Bilinmeyen hata'}
          </Notice>
        ) : (
          <PageSpinner label="İlan yükleniyor" />
        )}
      </div>
    </Container>
  );
}

function EditForm({ listing }: { listing: FirmListingDetail }) {
  const update = useUpdateFirmListing(listing.id);
  const invalidate = useInvalidateFirmListings();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();

  async function save(values: FirmListingFormValues, form: FirmListingFormApi) {
    try {
      await update.mutateAsync(toFirmListingInput(values));
    } catch (error) {
      toast.error(`Değişiklikler kaydedilemedi: ${applyServerErrors(form, error)}`);
      return;
    }
    toast.success('Değişiklikler kaydedildi.');
  }

  return (
    <div className="space-y-5">
      {listing.publication === 'returned' && listing.reviewNotes && (
        <Notice tone="warning" title="Yetkilinin düzeltme notu">
          <p className="whitespace-pre-line">{listing.reviewNotes}</p>
        </Notice>
      )}
      <FirmListingForm
        mode="edit"
        defaultValues={toFirmListingFormValues(listing)}
        onSubmit={save}
        images={
          <ImageManager
            images={listing.images}
            api={{
              uploadEach: (files) => uploadFirmImages(listing.id, files),
              remove: (imageId) => removeFirmImage(listing.id, imageId),
              reorder: (ids) => reorderFirmImages(listing.id, ids),
              refresh: async (result) => {
                if (result) {
                  queryClient.setQueryData<FirmListingDetail>(firmKeys.detail(listing.id), (old) =>
                    old ? { ...old, images: result.images } : old,
                  );
                }
                await invalidate();
              },
            }}
          />
        }
        documents={<FirmDocuments listingId={listing.id} documents={listing.documents} />}
      />
      <div className="flex flex-col gap-3 rounded-card border border-ink-100 bg-surface p-5 shadow-card sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-600">
          Kaydettiğiniz taslağı, Yetki Belgesi’ni yükledikten sonra onaya gönderin.
        </p>
        <Button onClick={() => setSubmitting(true)} className="shrink-0">
          <Send aria-hidden className="size-4" /> Onaya Gönder
        </Button>
      </div>
      {submitting && (
        <ListingActionDialog
          listing={listing}
          action="submit"
          onClose={() => setSubmitting(false)}
          onDone={() => void navigate(`${paths.firm}?tab=submitted`)}
        />
      )}
    </div>
  );
}
