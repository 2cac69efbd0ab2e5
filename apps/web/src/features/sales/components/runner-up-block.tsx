import { formatTl } from '@arsamezat/shared/core/money';
import type { RunnerUpStatus, SaleView } from '@arsamezat/shared/sales/sale';
import { formatDateTime } from '../../../lib/format-date';

const STATUS_LABELS: Record<RunnerUpStatus, string> = {
  held: 'Teminatı tutuluyor',
  offered: 'Satış teklif edildi, yanıt bekleniyor',
  accepted: 'Kabul etti',
  declined: 'Reddetti',
  expired: 'Yanıt süresi doldu',
  released: 'Teminatı serbest bırakıldı',
};

/** The operator's view of the runner-up: who, at what amount, held until when, answering by when. */
export function RunnerUpBlock({ runnerUp }: { runnerUp: NonNullable<SaleView['runnerUp']> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-ink-600">Yedek alıcı</dt>
      <dd className="break-words text-ink-900">{runnerUp.name}</dd>
      <dt className="text-ink-600">En yüksek teklifi</dt>
      <dd className="font-semibold text-ink-900 tabular-nums">{formatTl(runnerUp.amount)}</dd>
      <dt className="text-ink-600">Durum</dt>
      <dd className="text-ink-900">{STATUS_LABELS[runnerUp.status]}</dd>
      {runnerUp.holdUntil && (
        <>
          <dt className="text-ink-600">Teminat en geç</dt>
          <dd className="text-ink-900">
            <time dateTime={runnerUp.holdUntil}>{formatDateTime(runnerUp.holdUntil)}</time> tarihine
            kadar tutulur
          </dd>
        </>
      )}
      {runnerUp.answerBy && (
        <>
          <dt className="text-ink-600">Son yanıt</dt>
          <dd className="text-ink-900">
            <time dateTime={runnerUp.answerBy}>{formatDateTime(runnerUp.answerBy)}</time>
          </dd>
        </>
      )}
    </dl>
  );
}
