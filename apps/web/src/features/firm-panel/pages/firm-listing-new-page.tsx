import {
  FIRM_LISTING_FORM_DEFAULTS,
  toFirmListingInput,
  type FirmListingFormValues,
} from '@arsamezat/shared/firms/firm-listings';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { uploadFailedMessage } from '../../../components/listing-form/image-manager';
import { StagedImages, type StagedImage } from '../../../components/listing-form/staged-images';
import { Container } from '../../../components/ui/container';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { uploadFirmImages } from '../api/firm-listing-files';
import { useCreateFirmListing } from '../api/firm-listing-writes';
import { FirmListingForm, type FirmListingFormApi } from '../components/firm-listing-form';
import { applyServerErrors } from '../lib/server-errors';

/**
 * 'Yeni İlan': the draft is saved with its images, then its page opens for the documents (the
 * Yetki Belgesi) and 'Onaya Gönder'.
 */
export function FirmListingNewPage() {
  useDocumentTitle('Yeni İlan');
  const navigate = useNavigate();
  const create = useCreateFirmListing();
  const [images, setImages] = useState<StagedImage[]>([]);

  async function submit(values: FirmListingFormValues, form: FirmListingFormApi) {
    let id: string;
    try {
      id = (await create.mutateAsync(toFirmListingInput(values))).id;
    } catch (error) {
      toast.error(`Taslak kaydedilemedi: ${applyServerErrors(form, error)}`);
      return;
    }
    const failures = await uploadFirmImages(
      id,
      images.map((image) => image.file),
    );
    for (const failure of failures) {
      toast.error(uploadFailedMessage(failure.fileName, failure.message), { duration: 10_000 });
    }
    toast.success('Taslak kaydedildi. Yetki Belgesi’ni yükleyip onaya gönderebilirsiniz.');
    await navigate(paths.firmListingEdit(id));
  }

  return (
    <Container width="narrow" className="py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900">Yeni İlan</h1>
      <p className="mt-1 mb-6 text-sm text-ink-600">
        Zorunlu alanlar * ile işaretlidir. Tarih ve saatler İstanbul saatidir. Teminat tutarını
        ilanı onaylarken platform belirler.
      </p>
      <FirmListingForm
        mode="create"
        defaultValues={FIRM_LISTING_FORM_DEFAULTS}
        onSubmit={submit}
        images={<StagedImages items={images} onChange={setImages} />}
      />
    </Container>
  );
}
