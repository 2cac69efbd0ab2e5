import {
  ADMIN_IDENTITY_MESSAGES as M,
  IDENTITY_ATTEMPT_LABELS,
} from '@arsamezat/shared/admin/admin-identity';
import { BadgeCheck, RotateCcw, ShieldQuestion } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Notice } from '../../../../components/ui/notice';
import { formatShortDateTime } from '../../../../lib/format-date';
import { adminPaths } from '../../admin-paths';
import { useUserIdentity } from '../../api/admin-identity';
import { ResetIdentityDialog } from './reset-identity-dialog';

/**
 * A member's identity verification for the operator (issue 27): status, date, the masked number,
 * the attempts of the last 24 hours and the recent ones, the account a refused number is verified
 * on, other accounts that tried this member's number; and the audited reset.
 */
export function IdentityCard({ userId, fullName }: { userId: string; fullName: string }) {
  const query = useUserIdentity(userId);
  const [resetting, setResetting] = useState(false);
  const accountLink = (account: { id: string; fullName: string }) => (
    <Link to={adminPaths.user(account.id)} className="font-semibold text-brand-700 hover:underline">
      {account.fullName}
    </Link>
  );

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-ink-100 px-5 py-3">
        <h3 className="text-base font-semibold text-ink-900">{M.title}</h3>
        {query.data?.identity ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
            <BadgeCheck aria-hidden className="size-4" />
            {M.verified}
          </span>
        ) : (
          query.data && (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-ink-600">
              <ShieldQuestion aria-hidden className="size-4" />
              {M.notVerified}
            </span>
          )
        )}
      </div>
      <div className="space-y-4 px-5 py-4 text-sm">
        {query.isPending && <p className="text-ink-500">Yükleniyor...</p>}
        {query.isError && (
          <Notice tone="error">
            <p>Kimlik doğrulama bilgileri yüklenemedi.</p>
          </Notice>
        )}
        {query.data && (
          <>
            {query.data.identity && (
              <dl className="grid gap-3 sm:grid-cols-3">
                <div>
                  <dt className="text-xs text-ink-500">Kimlik Numarası</dt>
                  <dd className="font-medium text-ink-900 tabular-nums">
                    {query.data.identity.maskedNumber}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-500">Doğrulama Tarihi</dt>
                  <dd className="font-medium text-ink-900">
                    {formatShortDateTime(query.data.identity.verifiedAt)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-500">Kayıtlı Adres</dt>
                  <dd className="font-medium text-ink-900">
                    {query.data.identity.district}/{query.data.identity.province}
                  </dd>
                </div>
              </dl>
            )}
            <p className="text-ink-700">Son 24 saatteki deneme: {query.data.attemptsToday} / 5</p>
            {query.data.attempts.length === 0 ? (
              <p className="text-ink-500">{M.noAttempts}</p>
            ) : (
              <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">
                {query.data.attempts.map((a, i) => (
                  <li key={`${a.at}-${i}`} className="px-3 py-2">
                    <span className="tabular-nums text-ink-500">{formatShortDateTime(a.at)}</span>{' '}
                    <span className="font-medium text-ink-900">
                      {IDENTITY_ATTEMPT_LABELS[a.outcome]}
                    </span>
                    {a.otherAccount && (
                      <span className="block text-ink-700">
                        {M.takenBy} {accountLink(a.otherAccount)}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {query.data.triedByOthers.length > 0 && (
              <div>
                <p className="font-medium text-ink-800">{M.triedByOthers}</p>
                <ul className="mt-1 space-y-1">
                  {query.data.triedByOthers.map((t, i) => (
                    <li key={`${t.at}-${i}`}>
                      <span className="tabular-nums text-ink-500">{formatShortDateTime(t.at)}</span>{' '}
                      {accountLink(t.account)}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {query.data.identity && (
              <Button variant="outline" onClick={() => setResetting(true)}>
                <RotateCcw aria-hidden />
                {M.reset}
              </Button>
            )}
          </>
        )}
      </div>
      <ResetIdentityDialog
        userId={userId}
        fullName={fullName}
        open={resetting}
        onClose={() => setResetting(false)}
      />
    </Card>
  );
}
