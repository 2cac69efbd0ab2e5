import { IDENTITY_MESSAGES } from '@arsamezat/shared/member/identity';
import type { Profile } from '@arsamezat/shared/member/users';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { IdentityForm } from '../../../components/identity/identity-form';
import { IdentityMark } from '../../../components/identity/identity-mark';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { formatDate } from '../../../lib/format-date';
import { useMyIdentity } from '../../../lib/identity/my-identity';

/**
 * The profile's 'Kimlik Doğrulama' (issue 27): the mark and what was verified (the number
 * masked), or a button to the form. A verified member may verify again (a new name needs it);
 * the number stays theirs.
 */
export function IdentitySection({ profile }: { profile: Profile }) {
  const query = useMyIdentity();
  const [editing, setEditing] = useState(false);
  const [justVerified, setJustVerified] = useState(false);
  if (query.isPending) return <p className="text-sm text-ink-600">Yükleniyor...</p>;
  if (query.isError) {
    return (
      <Notice tone="error">
        <p>Kimlik bilgileriniz yüklenemedi. Lütfen sayfayı yenileyin.</p>
      </Notice>
    );
  }
  const identity = query.data.identity;

  return (
    <section aria-labelledby="identity-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="identity-title" className="text-lg font-semibold text-ink-900">
          {IDENTITY_MESSAGES.title}
        </h2>
        {identity && <IdentityMark />}
      </div>
      {justVerified && <Notice tone="success" title={IDENTITY_MESSAGES.verified} />}
      {identity && !editing ? (
        <>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-ink-500">Kimlik Numarası</dt>
              <dd className="font-medium text-ink-900 tabular-nums">{identity.maskedNumber}</dd>
            </div>
            <div>
              <dt className="text-ink-500">Ad Soyad</dt>
              <dd className="font-medium text-ink-900">
                {identity.firstName} {identity.lastName}
              </dd>
            </div>
            <div>
              <dt className="text-ink-500">Doğrulama Tarihi</dt>
              <dd className="font-medium text-ink-900">{formatDate(identity.verifiedAt)}</dd>
            </div>
            <div>
              <dt className="text-ink-500">Kayıtlı Adres</dt>
              <dd className="font-medium text-ink-900">
                {identity.address}, {identity.district}/{identity.province}
              </dd>
            </div>
            {identity.companyTitle && (
              <div className="sm:col-span-2">
                <dt className="text-ink-500">Şirket</dt>
                <dd className="font-medium text-ink-900">
                  {identity.companyTitle} (VKN {identity.companyTaxNumber})
                </dd>
              </div>
            )}
          </dl>
          <p className="text-sm text-ink-600">
            Adınız ve soyadınız doğrulanmış kimliğinizi izler; değiştirmek için kimliğinizi yeniden
            doğrulayın.
          </p>
          <Button variant="outline" onClick={() => setEditing(true)}>
            Yeniden Doğrula
          </Button>
        </>
      ) : editing ? (
        <>
          <IdentityForm
            names={identity ?? profile}
            onVerified={() => {
              setEditing(false);
              setJustVerified(true);
            }}
          />
          <Button variant="outline" fullWidth onClick={() => setEditing(false)}>
            Vazgeç
          </Button>
        </>
      ) : (
        <>
          <Notice tone="warning" title={IDENTITY_MESSAGES.notVerified}>
            <p className="flex items-start gap-2">
              <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              Teminat yatırmadan önce kimliğinizi nüfus kayıtlarıyla doğrulamanız gerekir.
            </p>
          </Notice>
          <Button onClick={() => setEditing(true)}>Kimliğimi Doğrula</Button>
        </>
      )}
    </section>
  );
}
