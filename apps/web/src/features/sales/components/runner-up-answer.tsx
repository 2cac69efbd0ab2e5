import { formatTl } from '@arsamezat/shared/core/money';
import type { SaleView } from '@arsamezat/shared/sales/sale';
import { CircleX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../lib/format-date';
import { useAcceptRunnerUp, useDeclineRunnerUp } from '../api/sale-actions';
import { ActionError } from '../lib/action-error';
import { SmsCodeAction } from './sms-code-action';

/**
 * The runner-up's answer: the sale offered to them at their own highest bid (never their secret
 * maximum), until `answerBy`. 'Kabul Et' takes an SMS code; 'Reddet' asks first, and either way
 * their deposit is released unless they took the sale.
 */
export function RunnerUpAnswerAction({ sale }: { sale: SaleView }) {
  const accept = useAcceptRunnerUp(sale.id);
  const decline = useDeclineRunnerUp(sale.id);
  const [accepting, setAccepting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const offer = sale.runnerUp;
  if (!offer) return null;
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-700">
        Kazanan alıcı satışı tamamlamadı. Satış size, en yüksek teklifiniz olan{' '}
        <strong className="text-ink-900 tabular-nums">{formatTl(offer.amount)}</strong> bedelle
        teklif ediliyor.
        {offer.answerBy && (
          <>
            {' '}
            Son yanıt:{' '}
            <strong className="text-ink-900">
              <time dateTime={offer.answerBy}>{formatDateTime(offer.answerBy)}</time>
            </strong>
            .
          </>
        )}
      </p>
      {accepting ? (
        <SmsCodeAction
          saleId={sale.id}
          purpose="runner_up"
          statement={
            <>
              <strong className="tabular-nums">{formatTl(offer.amount)}</strong> bedelle “
              {sale.listing.title}” ilanını satın almayı kabul ediyorum.
            </>
          }
          submitLabel="Kabul Et"
          pendingLabel="Kabul ediliyor..."
          onSubmit={(code) => accept.mutate({ code })}
          submitting={accept.isPending}
          submitError={accept.error}
        />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => setAccepting(true)}>Kabul Et</Button>
          <Button variant="outline" onClick={() => setDeclining(true)}>
            Reddet
          </Button>
        </div>
      )}
      <ActionError error={decline.error} />
      <ConfirmDialog
        open={declining}
        onClose={() => setDeclining(false)}
        onConfirm={() => decline.mutate(undefined, { onSettled: () => setDeclining(false) })}
        title="Teklifi reddediyor musunuz?"
        icon={CircleX}
        tone="danger"
        description={<p>Satış size bir daha teklif edilmez. Teminatınız iade sürecine alınır.</p>}
        confirmLabel="Reddet"
        pendingLabel="Gönderiliyor..."
        pending={decline.isPending}
      />
    </div>
  );
}
