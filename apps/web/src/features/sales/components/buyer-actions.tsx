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
import { FormField, inputClassName } from '../../../components/ui/form-field';
import { useConfirmSale, useEnterPayment } from '../api/sale-actions';
import { RadioCards } from './sale-form-fields';
import { SaleStepForm } from './sale-step-form';
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
  return (
    <SaleStepForm
      schema={SalePaymentInputSchema}
      fields={['method', 'reference']}
      values={() => ({ method: method || undefined, reference })}
      onValid={(input) => enter.mutate(input)}
      submitLabel="Ödeme Bilgisini Gönder"
      pending={enter.isPending}
      error={enter.error}
    >
      {(errors) => (
        <>
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
        </>
      )}
    </SaleStepForm>
  );
}
