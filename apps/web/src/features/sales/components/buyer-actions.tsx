import { formatTl } from '@arsamezat/shared/core/money';
import {
  SALE_PAYMENT_METHOD_LABELS,
  SALE_PAYMENT_METHODS,
  SALE_REFERENCE_MAX,
  SalePaymentInputSchema,
  type SalePaymentMethod,
  type SaleView,
} from '@arsamezat/shared/sales/sale';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import { useConfirmSale, useEnterPayment } from '../api/sale-actions';
import { ActionError } from '../lib/action-error';
import { fieldErrors, RadioCards } from './sale-form-fields';
import { SmsCodeAction } from './sms-code-action';

/** 'Alıcı Onayı': the buyer confirms the purchase at its price with an SMS code. */
export function ConfirmPurchaseAction({ sale }: { sale: SaleView }) {
  const confirm = useConfirmSale(sale.id);
  return (
    <SmsCodeAction
      saleId={sale.id}
      purpose="confirmation"
      statement={
        <>
          <strong className="tabular-nums">{formatTl(sale.price)}</strong> bedelle “
          {sale.listing.title}” ilanını satın almayı onaylıyorum.
        </>
      }
      submitLabel="Satın Almayı Onayla"
      pendingLabel="Onaylanıyor..."
      onSubmit={(code) => confirm.mutate({ code })}
      submitting={confirm.isPending}
      submitError={confirm.error}
    />
  );
}

/**
 * 'Ödeme Güvencesi': the buyer says how the price is secured (GÖS, escrow or a transfer) and its
 * reference number; the firm or the operator then checks and confirms it.
 */
export function EnterPaymentAction({ sale }: { sale: SaleView }) {
  const enter = useEnterPayment(sale.id);
  const [method, setMethod] = useState<SalePaymentMethod | ''>(sale.payment?.method ?? '');
  const [reference, setReference] = useState(sale.payment?.reference ?? '');
  const [errors, setErrors] = useState<Partial<Record<'method' | 'reference', string>>>({});

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = SalePaymentInputSchema.safeParse({ method: method || undefined, reference });
        if (!parsed.success) {
          setErrors(fieldErrors(parsed.error.issues, ['method', 'reference']));
          return;
        }
        setErrors({});
        enter.mutate(parsed.data);
      }}
    >
      <RadioCards
        legend="Ödeme yöntemi"
        name="payment-method"
        options={SALE_PAYMENT_METHODS}
        labels={SALE_PAYMENT_METHOD_LABELS}
        value={method}
        onChange={setMethod}
        error={errors.method}
      />
      <FormField
        label="Referans numarası"
        error={errors.reference}
        hint="GÖS işlem numarası, emanet hesap numarası ya da havale / EFT dekont numarası."
      >
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            maxLength={SALE_REFERENCE_MAX}
            autoComplete="off"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={enter.isPending}>
        {enter.isPending ? 'Kaydediliyor...' : 'Ödeme Bilgisini Gönder'}
      </Button>
      <ActionError error={enter.error} />
    </form>
  );
}
