import {
  FIRM_DOCUMENT_KIND_LABELS,
  FIRM_DOCUMENT_KINDS,
  FIRM_MESSAGES,
  type FirmDocumentKind,
} from '@arsamezat/shared/firms/firm-application';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useAddFirmDocument } from '../api/firm-application';
import { checkChosenFile, DocumentInput } from './document-input';

/** 'Eksik Belge': the document the operator asked for; sending it puts the application back in review. */
export function MissingDocumentForm() {
  const mutation = useAddFirmDocument();
  const [kind, setKind] = useState<FirmDocumentKind>('diger');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setError(null);
    if (!file) return setError(FIRM_MESSAGES.documentRequired);
    const problem = checkChosenFile(file);
    if (problem) return setError(problem);
    try {
      await mutation.mutateAsync({ kind, file });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Belge yüklenemedi.');
    }
  }

  return (
    <form
      noValidate
      aria-label="Eksik belge yükleme"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FormField label="Belge Türü">
        {(control) => (
          <select
            {...control}
            value={kind}
            onChange={(event) => setKind(event.target.value as FirmDocumentKind)}
            className={inputClassName}
          >
            {FIRM_DOCUMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {FIRM_DOCUMENT_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <DocumentInput
        label="Belge"
        name="file"
        file={file}
        error={error ?? undefined}
        onChange={(chosen) => {
          setFile(chosen);
          setError(chosen ? checkChosenFile(chosen) : null);
        }}
      />
      {mutation.isSuccess && <Notice tone="success" title="Belgeniz alındı." />}
      <Button type="submit" size="lg" fullWidth disabled={mutation.isPending}>
        <Upload aria-hidden />
        {mutation.isPending ? 'Yükleniyor...' : 'Belgeyi Gönder'}
      </Button>
    </form>
  );
}
