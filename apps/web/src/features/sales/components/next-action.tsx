import {
  SALE_PAYMENT_METHOD_LABELS,
  isOpenSaleStep,
  type SaleAction,
  type SaleView,
} from '@arsamezat/shared/sales/sale';
import type { ComponentType } from 'react';
import { SaleDeadline } from '../../../components/sales/sale-deadline';
import { SALE_ACTION_NOW } from '../../../components/sales/sale-labels';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format-date';
import { ConfirmPurchaseAction, EnterPaymentAction } from './buyer-actions';
import { OperatorActions } from './operator-actions';
import { RunnerUpAnswerAction } from './runner-up-answer';
import { CompleteSaleAction, ConfirmPaymentAction, SetAppointmentAction } from './seller-actions';

/** The step actions, in the order a sale takes them; the operator's own come after. */
const STEP_ACTIONS: readonly [SaleAction, ComponentType<{ sale: SaleView }>][] = [
  ['answer_runner_up', RunnerUpAnswerAction],
  ['confirm_purchase', ConfirmPurchaseAction],
  ['enter_payment', EnterPaymentAction],
  ['confirm_payment', ConfirmPaymentAction],
  ['set_appointment', SetAppointmentAction],
  ['complete', CompleteSaleAction],
];

/** Whose turn it is when it is not the viewer's. */
const WAITING: Record<SaleView['step'], string> = {
  buyer_confirmation: 'Alıcının satın almayı SMS koduyla onaylaması bekleniyor.',
  payment_security: 'Ödeme güvencesinin girilmesi ve onaylanması bekleniyor.',
  title_appointment: 'Tapu randevusu ve tapu devri bekleniyor.',
  completed: 'Satış tamamlandı; tapu devri kaydedildi.',
  cancelled: 'Satış iptal edildi.',
  defaulted: 'Alıcı satışı tamamlamadığı için temerrüt bildirildi.',
};

/** What the buyer has entered so far, for everyone to read: the payment and the appointment. */
function EnteredSoFar({ sale }: { sale: SaleView }) {
  if (!sale.payment && !sale.appointment) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-ink-50 p-3 text-sm">
      {sale.payment && (
        <>
          <dt className="text-ink-600">Ödeme</dt>
          <dd className="min-w-0 break-words text-ink-900">
            {SALE_PAYMENT_METHOD_LABELS[sale.payment.method]} · Referans{' '}
            <strong className="break-all">{sale.payment.reference}</strong>
            <span className="block text-xs text-ink-600">
              {sale.payment.confirmedAt
                ? `Onaylandı: ${formatDateTime(sale.payment.confirmedAt)}`
                : `Girildi: ${formatDateTime(sale.payment.enteredAt)} · onay bekliyor`}
            </span>
          </dd>
        </>
      )}
      {sale.appointment && (
        <>
          <dt className="text-ink-600">Tapu randevusu</dt>
          <dd className="min-w-0 break-words text-ink-900">
            <time dateTime={sale.appointment.at}>{formatDateTime(sale.appointment.at)}</time> ·{' '}
            {sale.appointment.office}
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * 'Şimdi ne yapmalısınız?': the current step with its deadline and the viewer's action, as the
 * server lists it in `actions` — or whose turn it is — then the operator's own actions.
 */
export function NextAction({ sale }: { sale: SaleView }) {
  const mine = STEP_ACTIONS.filter(([action]) => sale.actions.includes(action));
  return (
    <Card className="space-y-4 p-4 sm:p-6" aria-labelledby="next-action-title">
      <div>
        <h2 id="next-action-title" className="text-lg font-semibold text-ink-900">
          Şimdi ne yapmalısınız?
        </h2>
        {isOpenSaleStep(sale.step) && sale.stepDeadline && (
          <SaleDeadline className="mt-1" deadline={sale.stepDeadline} overdue={sale.overdue} />
        )}
      </div>
      {mine.length === 0 && <p className="text-sm text-ink-700">{WAITING[sale.step]}</p>}
      {sale.end && (
        <p className="text-sm break-words text-ink-700">
          Neden: <strong className="text-ink-900">{sale.end.reasonLabel}</strong>
          {sale.end.note && <> — {sale.end.note}</>}
        </p>
      )}
      {mine.map(([action, Action]) => (
        <section key={action} aria-label={SALE_ACTION_NOW[action]} className="space-y-3">
          <p className="font-semibold text-brand-800">{SALE_ACTION_NOW[action]}</p>
          <Action sale={sale} />
        </section>
      ))}
      <EnteredSoFar sale={sale} />
      <OperatorActions sale={sale} />
    </Card>
  );
}
