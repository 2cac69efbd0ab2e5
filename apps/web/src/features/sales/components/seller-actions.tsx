import { istanbulToDate } from '@arsamezat/shared/core/istanbul-time';
import {
  SALE_DOCUMENT_LABELS,
  SALE_PAYMENT_METHOD_LABELS,
  SaleAppointmentInputSchema,
  type SaleView,
} from '@arsamezat/shared/sales/sale';
import { BadgeCheck, FileCheck2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import {
  SALE_COMPLETION_KINDS,
  useCompleteSale,
  useConfirmPayment,
  useSetAppointment,
  type SaleCompletionKind,
} from '../api/sale-actions';
import { ActionError } from '../lib/action-error';
import { IstanbulDateTimeFields, RadioCards } from './sale-form-fields';
import { SaleStepForm } from './sale-step-form';

/** The firm or the operator confirms the price is secured, after checking the reference. */
export function ConfirmPaymentAction({ sale }: { sale: SaleView }) {
  const confirm = useConfirmPayment(sale.id);
  const [open, setOpen] = useState(false);
  const payment = sale.payment;
  if (!payment) return <p className="text-sm text-ink-700">Alıcının ödeme bilgisi bekleniyor.</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-700">
        Alıcının girdiği ödeme güvencesini kendi kayıtlarınızla karşılaştırın.
      </p>
      <Button onClick={() => setOpen(true)}>
        <BadgeCheck aria-hidden className="size-4" /> Ödemeyi Onayla
      </Button>
      <ActionError error={confirm.error} />
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => confirm.mutate(undefined, { onSettled: () => setOpen(false) })}
        title="Ödeme güvencesi onaylansın mı?"
        icon={BadgeCheck}
        amount={sale.price}
        description={
          <>
            <p>
              {SALE_PAYMENT_METHOD_LABELS[payment.method]} · Referans:{' '}
              <strong className="break-all text-ink-900">{payment.reference}</strong>
            </p>
            <p>Onayladığınızda satış Tapu Randevusu adımına geçer.</p>
          </>
        }
        confirmLabel="Ödemeyi Onayla"
        pendingLabel="Onaylanıyor..."
        pending={confirm.isPending}
      />
    </div>
  );
}

/** 'Tapu Randevusu': the day and hour in Istanbul time and the title-deed office. */
export function SetAppointmentAction({ sale }: { sale: SaleView }) {
  const set = useSetAppointment(sale.id);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [office, setOffice] = useState(sale.appointment?.office ?? '');
  return (
    <SaleStepForm
      schema={SaleAppointmentInputSchema}
      fields={['at', 'office']}
      values={() => ({ at: istanbulToDate(date, time)?.toISOString(), office })}
      onValid={(input) => set.mutate(input)}
      submitLabel="Randevuyu Kaydet"
      pending={set.isPending}
      error={set.error}
    >
      {(errors) => (
        <>
          <IstanbulDateTimeFields
            dateLabel="Randevu tarihi"
            date={date}
            time={time}
            onDate={setDate}
            onTime={setTime}
            error={errors.at}
          />
          <FormField
            label="Tapu müdürlüğü"
            error={errors.office}
            hint="Örneğin: Akhisar Tapu Müdürlüğü"
          >
            {(control) => (
              <input
                {...control}
                className={inputClassName}
                maxLength={150}
                value={office}
                onChange={(event) => setOffice(event.target.value)}
              />
            )}
          </FormField>
        </>
      )}
    </SaleStepForm>
  );
}

/** 'Tamamlandı': the transfer recorded with the new title deed or the office's receipt attached. */
export function CompleteSaleAction({ sale }: { sale: SaleView }) {
  const complete = useCompleteSale(sale.id);
  const [kind, setKind] = useState<SaleCompletionKind>('title_deed');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(!file);
        if (file) setOpen(true);
      }}
    >
      <RadioCards
        legend="Eklenecek belge"
        name="completion-kind"
        options={SALE_COMPLETION_KINDS}
        labels={SALE_DOCUMENT_LABELS}
        value={kind}
        onChange={setKind}
      />
      <FormField
        label="Belge dosyası"
        hint="PDF, JPEG veya PNG."
        error={missing ? 'Yeni tapu senedini veya tapu müdürlüğü alındısını ekleyin.' : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            className="block w-full text-sm text-ink-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={complete.isPending}>
        <FileCheck2 aria-hidden className="size-4" /> Satışı Tamamla
      </Button>
      <ActionError error={complete.error} />
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          file && complete.mutate({ file, kind }, { onSettled: () => setOpen(false) })
        }
        title="Satış tamamlansın mı?"
        icon={FileCheck2}
        description={
          <p>
            Tapu devri yapıldı olarak kaydedilir ve {SALE_DOCUMENT_LABELS[kind]} satışa eklenir.
            Satış Özeti hazırlanır; bu işlem geri alınamaz.
          </p>
        }
        confirmLabel="Satışı Tamamla"
        pendingLabel="Kaydediliyor..."
        pending={complete.isPending}
      />
    </form>
  );
}
