import { formatPhone } from '@arsamezat/shared/accounts/phone';
import type { AdminUserSummary } from '@arsamezat/shared/admin/admin-users';
import { ArrowLeft, Ban, LockOpen, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate, formatShortDateTime } from '../../../lib/format-date';
import { useAuth } from '../../../lib/session/use-auth';
import { adminPaths } from '../admin-paths';
import { useAdminUser } from '../api/admin-users';
import { BanDialog } from '../components/users/ban-dialog';
import { ClearThrottleDialog } from '../components/users/clear-throttle-dialog';
import { IdentityCard } from '../components/users/identity-card';
import { MemberRecords } from '../components/users/member-records';
import { MemberStrikes } from '../components/users/member-strikes';
import { RoleDialog } from '../components/users/role-dialog';
import { SignInThrottleNotice } from '../components/users/sign-in-throttle-notice';
import { UnbanDialog } from '../components/users/unban-dialog';
import {
  banUntilText,
  lastSignInText,
  RoleBadge,
  UserAvatar,
  UserStatusBadge,
} from '../components/users/user-badges';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * One member: profile, ban, sign-in throttling, sign-ins, their strikes (issue 29), and their
 * deposits, bids and offers.
 */
export function AdminUserDetailsPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError } = useAdminUser(id);
  const auth = useAuth();
  const [dialog, setDialog] = useState<'role' | 'ban' | 'unban' | 'throttle' | null>(null);
  useDocumentTitle(data ? data.user.fullName : 'Kullanıcı Detayları');

  const back = (
    <Link
      to={adminPaths.users}
      className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Kullanıcılara Dön
    </Link>
  );
  if (isPending) return <PageSpinner label="Veriler Yükleniyor" />;
  if (isError) {
    return (
      <div>
        {back}
        <Notice tone="error" title="Kullanıcı bulunamadı.">
          <p>Kullanıcı bilgileri yüklenemedi.</p>
        </Notice>
      </div>
    );
  }
  const { user, signIns, signInThrottle } = data;
  const self = auth.user?.id === user.id;
  const live = user.status !== 'deleted';
  const target: AdminUserSummary = user;

  return (
    <div className="space-y-4">
      {back}
      <Card className="p-5">
        <div className="flex flex-wrap items-start gap-4">
          <UserAvatar user={user} size="size-14" />
          <div className="min-w-0 flex-1">
            <h2 className="text-xl font-bold break-words text-ink-900">{user.fullName}</h2>
            <div className="mt-1 flex flex-wrap gap-2">
              <RoleBadge role={user.role} />
              <UserStatusBadge user={user} />
            </div>
          </div>
          {live && (
            <div className="flex w-full flex-wrap gap-2 sm:w-auto">
              {!self && (
                <Button variant="outline" onClick={() => setDialog('role')}>
                  {user.role === 'admin' ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
                  {user.role === 'admin' ? 'Kullanıcı yap' : 'Admin yap'}
                </Button>
              )}
              {user.role === 'user' &&
                (user.status === 'banned' ? (
                  <Button variant="outline" onClick={() => setDialog('unban')}>
                    <LockOpen aria-hidden />
                    Engeli Kaldır
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    className="text-red-700"
                    onClick={() => setDialog('ban')}
                  >
                    <Ban aria-hidden />
                    Engelle
                  </Button>
                ))}
            </div>
          )}
        </div>
        {user.status === 'banned' && user.bannedUntil && (
          <Notice
            tone="error"
            title={`Engelli: ${banUntilText(user.bannedUntil)}`}
            className="mt-4"
          >
            {user.banReason && <p>Neden: {user.banReason}</p>}
            {user.bannedAt && <p>Engellenme: {formatShortDateTime(user.bannedAt)}</p>}
          </Notice>
        )}
        {live && (
          <SignInThrottleNotice status={signInThrottle} onClear={() => setDialog('throttle')} />
        )}
        {user.deletedAt && (
          <Notice tone="info" title="Hesap KVKK başvurusuyla anonimleştirildi." className="mt-4">
            <p>
              {formatDate(user.deletedAt)} tarihinde kişisel veriler silindi; kayıtlar saklanıyor.
            </p>
          </Notice>
        )}
        <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label="Telefon">{live ? formatPhone(user.phone) : '—'}</Field>
          <Field label="E-posta">
            {user.email
              ? `${user.email}${user.emailVerified ? ' (doğrulandı)' : ' (doğrulanmadı)'}`
              : '—'}
          </Field>
          <Field label="Adres">
            {[user.address, user.postalCode, user.city].filter(Boolean).join(', ') || '—'}
          </Field>
          <Field label="Üyelik Tarihi">{formatDate(user.createdAt)}</Field>
          <Field label="Son Giriş">{lastSignInText(user.lastSignInAt)}</Field>
        </dl>
      </Card>
      {user.role === 'user' && <IdentityCard userId={user.id} fullName={user.fullName} />}
      <Card className="overflow-hidden">
        <h3 className="border-b border-ink-100 px-5 py-3 text-base font-semibold text-ink-900">
          Giriş Geçmişi
        </h3>
        {signIns.length === 0 ? (
          <p className="px-5 py-4 text-sm text-ink-500">Kayıtlı oturum yok.</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {signIns.map((s, index) => (
              <li key={`${s.createdAt}-${index}`} className="px-5 py-3 text-sm">
                <p className="font-medium text-ink-900 tabular-nums">
                  {formatShortDateTime(s.createdAt)}
                  <span className="ml-2 text-xs font-normal text-ink-500">
                    {s.endedAt ? `bitti ${formatShortDateTime(s.endedAt)}` : 'açık oturum'}
                  </span>
                </p>
                <p className="truncate text-xs text-ink-500">
                  {s.userAgent ?? 'Tarayıcı bilgisi yok'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <MemberStrikes strikes={data.strikes} />
      <MemberRecords detail={data} />
      <RoleDialog user={dialog === 'role' ? target : null} onClose={() => setDialog(null)} />
      <BanDialog user={dialog === 'ban' ? target : null} onClose={() => setDialog(null)} />
      <UnbanDialog user={dialog === 'unban' ? target : null} onClose={() => setDialog(null)} />
      <ClearThrottleDialog
        user={dialog === 'throttle' ? target : null}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
