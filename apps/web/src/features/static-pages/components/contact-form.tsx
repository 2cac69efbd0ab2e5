import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_FAILURE,
  CONTACT_LIMITS,
  CONTACT_SUCCESS,
  ContactMessageSchema,
  type ContactMessage,
} from '@arsamezat/shared/site/contact';
import { CircleCheck, CircleX, Send } from 'lucide-react';
import { useId, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactFormInput = z.input<typeof ContactMessageSchema>;
const FIELD_NAMES = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactFormInput = { name: '', email: '', subject: '', message: '' };

/** The contact form: validated by the shared schema, sent to POST /api/contact. */
export function ContactForm() {
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendMessage.mutateAsync(values);
      reset(EMPTY);
    } catch (error) {
      // The server may name the fields it rejected; show those next to the fields too.
      if (error instanceof ApiError && error.fields) {
        for (const field of FIELD_NAMES) {
          const message = error.fields[field];
          if (message) setError(field, { message });
        }
      }
    }
  });

  const busy = sendMessage.isPending;
  const failure = sendMessage.isError
    ? sendMessage.error instanceof ApiError
      ? sendMessage.error.message
      : CONTACT_FAILURE
    : null;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="İletişim formu" className="space-y-5">
      <div role="status">
        {sendMessage.isSuccess && (
          <p className="flex gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-800">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {CONTACT_SUCCESS}
          </p>
        )}
      </div>
      {failure && (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <CircleX aria-hidden="true" className="size-5 shrink-0" />
          {failure}
        </p>
      )}

      <p className="text-sm text-ink-500">Tüm alanların doldurulması zorunludur.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Ad Soyad" error={errors.name?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('name')}
              type="text"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              className={inputClassName}
            />
          )}
        </Field>
        <Field label="E-posta" error={errors.email?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              className={inputClassName}
            />
          )}
        </Field>
      </div>
      <Field label="Konu" error={errors.subject?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('subject')}
            type="text"
            maxLength={CONTACT_LIMITS.subject}
            className={inputClassName}
          />
        )}
      </Field>
      <Field label="Mesaj" error={errors.message?.message}>
        {(a11y) => (
          <textarea
            {...a11y}
            {...register('message')}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            className={`${inputClassName} resize-y`}
          />
        )}
      </Field>

      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        <Send aria-hidden="true" className="size-4" />
        {busy ? 'Gönderiliyor...' : 'Mesajı Gönder'}
      </button>
    </form>
  );
}

const inputClassName =
  'block w-full rounded-lg border border-ink-300 bg-surface px-3.5 py-2.5 text-base text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 aria-invalid:border-red-500 sm:text-sm';

type FieldA11y = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': true;
};

type FieldProps = {
  label: string;
  error: string | undefined;
  children: (a11y: FieldA11y) => ReactElement;
};

/** A visible label, the control, and its error tied to it with aria-describedby. */
function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-hata`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        'aria-required': true,
      })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
