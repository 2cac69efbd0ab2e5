import { istanbulToDate } from '@arsamezat/shared/core/istanbul-time';
import { formatTl } from '@arsamezat/shared/core/money';
import {
  SALE_CANCEL_REASONS,
  SALE_DEFAULT_REASONS,
  SALE_END_REASON_LABELS,
  type SaleAction,
  type SaleEndReason,
  type SaleView,
} from '@arsamezat/shared/sales/sale';
import { RELIST_MAX_DAYS } from '@arsamezat/shared/sales/sale-default';
import { Ban, CalendarClock, Gavel, UserRoundCheck, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import { useCancelSale, useDeclareDefault, useOfferRunnerUp, useRelist } from '../api/sale-actions';
import { ActionError } from '../lib/action-error';
import { IstanbulDateTimeFields } from './sale-form-fields';

type OperatorAction = Extract<
  SaleAction,
  'cancel' | 'declare_default' | 'offer_runner_up' | 'relist'
>;
export const OPERATOR_ACTIONS: readonly OperatorAction[] = [
  'offer_runner_up',
  'relist',
  'declare_default',
  'cancel',
];

const BUTTONS: Record<OperatorAction, { label: string; icon: LucideIcon; danger: boolean }> = {
  offer_runner_up: { label: 'Yedek Alıcıya Teklif Et', icon: UserRoundCheck, danger: false },
  relist: { label: 'İlanı Yeniden Yayınla', icon: CalendarClock, danger: false },
  declare_default: { label: 'Temerrüt Bildir', icon: Gavel, danger: true },
  cancel: { label: 'Satışı İptal Et', icon: Ban, danger: true },
};

function ReasonFields({
  reasons,
  reason,
  onReason,
  note,
  onNote,
}: {
  reasons: readonly SaleEndReason[];
  reason: string;
  onReason: (value: string) => void;
  note: string;
  onNote: (value: string) => void;
}) {
  return (
    <div className="space-y-3">
      <FormField label="Neden">
        {(control) => (
          <select
            {...control}
            className={inputClassName}
            value={reason}
            onChange={(event) => onReason(event.target.value)}
          >
            <option value="">Seçin</option>
            {reasons.map((value) => (
              <option key={value} value={value}>
                {SALE_END_REASON_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Açıklama (isteğe bağlı)">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={1000}
            className={`${inputClassName} h-auto py-2`}
            value={note}
            onChange={(event) => onNote(event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}

/** One operator action's dialog, saying plainly what it does to the buyer's money. */
function OperatorDialog({
  sale,
  action,
  onClose,
}: {
  sale: SaleView;
  action: OperatorAction;
  onClose: () => void;
}) {
  const cancel = useCancelSale(sale.id);
  const declare = useDeclareDefault(sale.id);
  const offer = useOfferRunnerUp(sale.id);
  const relist = useRelist(sale.id);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const mutation = { cancel, declare_default: declare, offer_runner_up: offer, relist }[action];
  const done = { onSuccess: onClose };
  const trimmed = note.trim();
  const endsAt = istanbulToDate(date, time);

  const confirm = () => {
    if (action === 'cancel') {
      const picked = SALE_CANCEL_REASONS.find((value) => value === reason);
      if (picked) cancel.mutate({ reason: picked, ...(trimmed ? { note: trimmed } : {}) }, done);
    } else if (action === 'declare_default') {
      const picked = SALE_DEFAULT_REASONS.find((value) => value === reason);
      if (picked) declare.mutate({ reason: picked, ...(trimmed ? { note: trimmed } : {}) }, done);
    } else if (action === 'offer_runner_up') {
      offer.mutate(undefined, done);
    } else if (endsAt) {
      relist.mutate({ endsAt: endsAt.toISOString() }, done);
    }
  };

  const { label, icon, danger } = BUTTONS[action];
  const texts: Record<OperatorAction, { title: string; description: ReactNode }> = {
    cancel: {
      title: 'Satış iptal edilsin mi?',
      description: (
        <p>
          Satış kimsenin kusuru olmadan sona erer: hizmet bedeli alıcıya iade edilir, alıcının
          hesabına uyarı işlenmez.
        </p>
      ),
    },
    declare_default: {
      title: 'Temerrüt bildirilsin mi?',
      description: (
        <p>
          Alıcı satışı tamamlamadı: hizmet bedeli iade edilmez, alıcının hesabına uyarı işlenir. Geç
          yapılan ödeme satışı geri getirmez.
        </p>
      ),
    },
    offer_runner_up: {
      title: 'Satış yedek alıcıya teklif edilsin mi?',
      description: sale.runnerUp ? (
        <p>
          {sale.runnerUp.name}, en yüksek teklifi olan {formatTl(sale.runnerUp.amount)} bedelle
          satışı kabul etmesi için SMS ile bilgilendirilir.
        </p>
      ) : (
        <p>Yedek alıcı bilgisi bulunamadı.</p>
      ),
    },
    relist: {
      title: 'İlan yeniden yayına alınsın mı?',
      description: (
        <>
          <p>
            İlan yeni bitiş tarihine kadar yeniden teklif almaya açılır; bu satışın kabul edilen
            teklifi geçersiz olur.
          </p>
          <p>
            {sale.step === 'defaulted'
              ? 'Temerrüde düşen alıcının hizmet bedeli iade edilmez.'
              : 'Alıcının hizmet bedeli iadesi sürer.'}
            {sale.runnerUp?.status === 'held' &&
              ' Bekletilen yedek alıcının teminatı iadeye alınır.'}
          </p>
        </>
      ),
    },
  };
  const canConfirm =
    action === 'cancel' || action === 'declare_default'
      ? reason !== ''
      : action === 'relist'
        ? endsAt !== null
        : sale.runnerUp !== null;

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={confirm}
      title={texts[action].title}
      icon={icon}
      tone={danger ? 'danger' : 'primary'}
      description={texts[action].description}
      confirmLabel={label}
      pendingLabel="Kaydediliyor..."
      pending={mutation.isPending}
      canConfirm={canConfirm}
    >
      {(action === 'cancel' || action === 'declare_default') && (
        <ReasonFields
          reasons={action === 'cancel' ? SALE_CANCEL_REASONS : SALE_DEFAULT_REASONS}
          reason={reason}
          onReason={setReason}
          note={note}
          onNote={setNote}
        />
      )}
      {action === 'relist' && (
        <IstanbulDateTimeFields
          dateLabel="Yeni bitiş tarihi"
          hint={`En geç ${RELIST_MAX_DAYS} gün sonrası.`}
          date={date}
          time={time}
          onDate={setDate}
          onTime={setTime}
        />
      )}
      <div className="mt-3">
        <ActionError error={mutation.error} />
      </div>
    </ConfirmDialog>
  );
}

/** The operator's actions on this sale, as the server lists them in `actions`. */
export function OperatorActions({ sale }: { sale: SaleView }) {
  const [open, setOpen] = useState<OperatorAction | null>(null);
  const present = OPERATOR_ACTIONS.filter((action) => sale.actions.includes(action));
  if (present.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-ink-900">Yönetici işlemleri</h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {present.map((action) => {
          const { label, icon: Icon, danger } = BUTTONS[action];
          return (
            <Button
              key={action}
              variant="outline"
              className={danger ? 'text-red-700' : undefined}
              onClick={() => setOpen(action)}
            >
              <Icon aria-hidden className="size-4" /> {label}
            </Button>
          );
        })}
      </div>
      {open && <OperatorDialog sale={sale} action={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
