import { zodResolver } from '@hookform/resolvers/zod';
import {
  FIRM_APPLICATION_FILES,
  FIRM_DOCUMENT_KIND_LABELS,
  FIRM_LIMITS,
  FIRM_MESSAGES,
  FIRM_REGISTRY_KINDS,
  FirmApplicationFieldsSchema,
  type FirmApplicationFields,
  type FirmApplicationFieldsInput,
} from '@arsamezat/shared/firms/firm-application';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useSubmitFirmApplication } from '../api/firm-application';
import { checkChosenFile, DocumentInput } from './document-input';

const EMPTY: FirmApplicationFieldsInput = {
  title: '',
  taxOffice: '',
  taxNumber: '',
  mersisNo: '',
  address: '',
  phone: '',
  email: '',
  applicantRole: '',
  registryKind: 'vergi_levhasi',
};

type Files = { authorisation: File | null; registry: File | null };
type FileErrors = { authorisation?: string | undefined; registry?: string | undefined };

const FIELD_NAMES = new Set<string>(Object.keys(EMPTY));

/**
 * 'Kurumsal Başvuru' form (issue 28): the firm's details checked by the shared contract as they
 * are typed (the VKN's checksum too), and the two documents. The server checks everything again
 * and its refusals land on their fields.
 */
export function ApplicationForm() {
  const mutation = useSubmitFirmApplication();
  const [files, setFiles] = useState<Files>({ authorisation: null, registry: null });
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FirmApplicationFieldsInput, unknown, FirmApplicationFields>({
    resolver: zodResolver(FirmApplicationFieldsSchema),
    defaultValues: EMPTY,
  });

  const choose = (slot: keyof Files) => (file: File | null) => {
    setFiles((current) => ({ ...current, [slot]: file }));
    setFileErrors((current) => ({
      ...current,
      [slot]: file ? (checkChosenFile(file) ?? undefined) : undefined,
    }));
  };

  const missingFiles = (): FileErrors => ({
    authorisation: files.authorisation
      ? (checkChosenFile(files.authorisation) ?? undefined)
      : FIRM_MESSAGES.authorisationRequired,
    registry: files.registry
      ? (checkChosenFile(files.registry) ?? undefined)
      : FIRM_MESSAGES.registryRequired,
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      const checked = missingFiles();
      setFileErrors(checked);
      if (checked.authorisation || checked.registry || !files.authorisation || !files.registry) {
        return;
      }
      const form = new FormData();
      for (const [name, value] of Object.entries(values)) form.append(name, value);
      form.append(
        FIRM_APPLICATION_FILES.authorisation,
        files.authorisation,
        files.authorisation.name,
      );
      form.append(FIRM_APPLICATION_FILES.registry, files.registry, files.registry.name);
      try {
        await mutation.mutateAsync(form);
      } catch (error) {
        if (!(error instanceof ApiError)) return setFailure('Başvuru gönderilemedi.');
        for (const [field, message] of Object.entries(error.fields ?? {})) {
          if (FIELD_NAMES.has(field)) {
            setError(field as Path<FirmApplicationFieldsInput>, { message });
          } else if (field === FIRM_APPLICATION_FILES.authorisation) {
            setFileErrors((current) => ({ ...current, authorisation: message }));
          } else if (field === FIRM_APPLICATION_FILES.registry) {
            setFileErrors((current) => ({ ...current, registry: message }));
          }
        }
        if (error.code === 'DOCUMENT_TOO_LARGE') {
          setFileErrors({ authorisation: error.message, registry: error.message });
        }
        setFailure(error.message);
      }
    },
    () => setFileErrors(missingFiles()),
  );

  const text = (name: keyof FirmApplicationFieldsInput) => ({
    ...register(name),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Kurumsal başvuru formu" className="space-y-6">
      {failure && (
        <Notice tone="error" title="Başvurunuz gönderilemedi">
          <p>{failure}</p>
        </Notice>
      )}
      <fieldset className="space-y-4">
        <legend className="mb-3 text-base font-semibold text-ink-900">Firma Bilgileri</legend>
        <FormField label="Ticari Unvan" error={errors.title?.message}>
          {(control) => (
            <input
              {...control}
              {...text('title')}
              maxLength={FIRM_LIMITS.titleMax}
              autoComplete="organization"
              placeholder="Örn. Çağlayan Gayrimenkul A.Ş."
              className={inputClassName}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Vergi Dairesi" error={errors.taxOffice?.message}>
            {(control) => (
              <input
                {...control}
                {...text('taxOffice')}
                maxLength={FIRM_LIMITS.taxOfficeMax}
                className={inputClassName}
              />
            )}
          </FormField>
          <FormField label="Vergi Kimlik Numarası" error={errors.taxNumber?.message}>
            {(control) => (
              <input
                {...control}
                {...text('taxNumber')}
                inputMode="numeric"
                maxLength={12}
                placeholder="10 haneli VKN"
                className={inputClassName}
              />
            )}
          </FormField>
        </div>
        <FormField
          label="MERSİS Numarası (isteğe bağlı)"
          error={errors.mersisNo?.message}
          hint="16 haneli MERSİS numaranız varsa yazınız."
        >
          {(control) => (
            <input
              {...control}
              {...text('mersisNo')}
              inputMode="numeric"
              maxLength={24}
              className={inputClassName}
            />
          )}
        </FormField>
        <FormField label="Adres" error={errors.address?.message}>
          {(control) => (
            <textarea
              {...control}
              {...text('address')}
              rows={3}
              maxLength={FIRM_LIMITS.addressMax}
              autoComplete="street-address"
              className={`${inputClassName} h-auto py-2.5`}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Telefon" error={errors.phone?.message}>
            {(control) => (
              <input
                {...control}
                {...text('phone')}
                type="tel"
                inputMode="tel"
                maxLength={24}
                placeholder="0212 123 45 67"
                className={inputClassName}
              />
            )}
          </FormField>
          <FormField label="E-posta" error={errors.email?.message}>
            {(control) => (
              <input
                {...control}
                {...text('email')}
                type="email"
                inputMode="email"
                maxLength={FIRM_LIMITS.emailMax}
                autoComplete="email"
                className={inputClassName}
              />
            )}
          </FormField>
        </div>
        <FormField
          label="Firmadaki Göreviniz"
          error={errors.applicantRole?.message}
          hint="Örn. Genel Müdür, Yönetim Kurulu Üyesi, Yetkili Temsilci"
        >
          {(control) => (
            <input
              {...control}
              {...text('applicantRole')}
              maxLength={FIRM_LIMITS.roleMax}
              autoComplete="organization-title"
              className={inputClassName}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-1 text-base font-semibold text-ink-900">Belgeler</legend>
        <p className="text-sm text-ink-600">
          Firmanız adına işlem yapma yetkinizi gösteren Yetki Belgesi ile firmanın Vergi Levhası
          veya Ticaret Sicil Gazetesi gereklidir. Belgeleriniz yalnızca başvurunuzu inceleyen
          yöneticilerimiz tarafından görülür.
        </p>
        <DocumentInput
          label="Yetki Belgesi"
          name={FIRM_APPLICATION_FILES.authorisation}
          file={files.authorisation}
          error={fileErrors.authorisation}
          onChange={choose('authorisation')}
        />
        <div className="space-y-3">
          <div role="radiogroup" aria-label="İkinci belgenin türü" className="flex flex-wrap gap-2">
            {FIRM_REGISTRY_KINDS.map((kind) => (
              <label
                key={kind}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-200 bg-surface px-4 text-sm font-medium text-ink-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800"
              >
                <input
                  type="radio"
                  value={kind}
                  {...register('registryKind')}
                  className="accent-brand-700"
                />
                {FIRM_DOCUMENT_KIND_LABELS[kind]}
              </label>
            ))}
          </div>
          <DocumentInput
            label="Vergi Levhası veya Ticaret Sicil Gazetesi"
            name={FIRM_APPLICATION_FILES.registry}
            file={files.registry}
            error={fileErrors.registry}
            onChange={choose('registry')}
          />
        </div>
      </fieldset>

      <Button type="submit" size="lg" fullWidth disabled={isSubmitting || mutation.isPending}>
        <Send aria-hidden />
        {isSubmitting || mutation.isPending ? 'Gönderiliyor...' : 'Başvuruyu Gönder'}
      </Button>
    </form>
  );
}
