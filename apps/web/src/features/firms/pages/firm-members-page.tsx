import { formatPhone } from '@arsamezat/shared/accounts/phone';
import { FIRM_ROLE_LABELS } from '@arsamezat/shared/firms/firm-application';
import type { FirmMember } from '@arsamezat/shared/firms/firm-members';
import { UserMinus, UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Container } from '../../../components/ui/container';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate } from '../../../lib/format-date';
import { useAddFirmMember, useFirmMembers, useRemoveFirmMember } from '../api/firm-members';

function AddMemberForm() {
  const mutation = useAddFirmMember();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function add() {
    setError(null);
    if (phone.trim() === '') return setError('Telefon numaranızı giriniz');
    try {
      await mutation.mutateAsync(phone);
      setPhone('');
      toast.success('Kullanıcı firmanıza eklendi.');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Kullanıcı eklenemedi.');
    }
  }

  return (
    <form
      noValidate
      aria-label="Kullanıcı ekle"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <FormField
        label="Üyenin telefon numarası"
        error={error ?? undefined}
        hint="Eklenecek kişi sitemize üye olmalı ve başka bir firmaya bağlı olmamalıdır."
        className="min-w-0 flex-1"
      >
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="tel"
            maxLength={24}
            placeholder="5XX XXX XX XX"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            className={inputClassName}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="sm:mt-7" disabled={mutation.isPending}>
        <UserPlus aria-hidden />
        {mutation.isPending ? 'Ekleniyor...' : 'Kullanıcı Ekle'}
      </Button>
    </form>
  );
}

/**
 * /firm/members 'Firma Kullanıcıları' (issue 28): the firm's owner and staff; the owner adds a
 * member by phone number and removes staff (each confirmed), staff see the list read-only.
 */
export function FirmMembersPage() {
  useDocumentTitle('Firma Kullanıcıları');
  const query = useFirmMembers();
  const remove = useRemoveFirmMember();
  const [removing, setRemoving] = useState<FirmMember | null>(null);

  if (query.isPending) {
    return (
      <Container width="narrow" className="py-8 sm:py-12">
        <p className="text-sm text-ink-600">Yükleniyor...</p>
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container width="narrow" className="py-8 sm:py-12">
        <Notice tone="error" title="Firma kullanıcıları yüklenemedi.">
          <p>{query.error instanceof ApiError ? query.error.message : null}</p>
        </Notice>
      </Container>
    );
  }
  const { firm, myRole, members } = query.data;
  const owner = myRole === 'owner';

  return (
    <Container width="narrow" className="py-8 sm:py-12">
      <header className="mb-6 space-y-1">
        <p className="text-sm font-medium break-words text-brand-700">{firm.title}</p>
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">Firma Kullanıcıları</h1>
        <p className="text-sm text-ink-600">
          {owner
            ? 'Firmanız adına ilan hazırlayacak çalışanlarınızı ekleyin. Yaptıkları her işlem kendi adlarıyla kaydedilir.'
            : 'Firmanızın kullanıcılarını yalnızca firma sahibi ekleyip çıkarabilir.'}
        </p>
      </header>
      {owner && (
        <Card className="mb-5 p-5 sm:p-6">
          <AddMemberForm />
        </Card>
      )}
      <Card className="overflow-hidden">
        <ul className="divide-y divide-ink-100">
          {members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center gap-3 p-4 sm:p-5">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <UsersRound aria-hidden className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink-900">{member.fullName}</p>
                <p className="text-sm text-ink-600">
                  {formatPhone(member.phone)} · {FIRM_ROLE_LABELS[member.role]}
                </p>
                <p className="text-xs text-ink-500">
                  {member.addedByName
                    ? `${member.addedByName} tarafından ${formatDate(member.addedAt)} tarihinde eklendi`
                    : `${formatDate(member.addedAt)} tarihinden beri`}
                </p>
              </div>
              {owner && member.role === 'staff' && (
                <Button variant="outline" onClick={() => setRemoving(member)}>
                  <UserMinus aria-hidden />
                  Çıkar
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.userId, {
            onSuccess: () => {
              toast.success('Kullanıcı firmanızdan çıkarıldı.');
              setRemoving(null);
            },
            onError: (failure) =>
              toast.error(
                failure instanceof ApiError ? failure.message : 'Kullanıcı çıkarılamadı.',
              ),
          });
        }}
        title="Kullanıcıyı firmadan çıkar"
        description={
          <p>
            <strong className="font-semibold text-ink-800">{removing?.fullName}</strong> artık{' '}
            <strong className="font-semibold text-ink-800">{firm.title}</strong> adına işlem
            yapamayacak.
          </p>
        }
        icon={UserMinus}
        tone="danger"
        confirmLabel="Evet, Çıkar"
        pendingLabel="Çıkarılıyor..."
        pending={remove.isPending}
      />
    </Container>
  );
}
