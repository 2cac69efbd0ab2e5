import type { AdminPackage } from '@arsamezat/shared/admin/admin-packages';
import { formatTl } from '@arsamezat/shared/core/money';
import { formatInteger } from '@arsamezat/shared/core/number-format';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdminPackages, useDeletePackage } from '../api/admin-packages';
import { PackageFormDialog } from '../components/packages/package-form-dialog';
import { SectionHeader } from '../components/shell/section-header';

function ActiveChip({ active }: { active: boolean }) {
  return (
    <span
      className={
        active
          ? 'inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset'
          : 'inline-flex rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-600 ring-1 ring-ink-200 ring-inset'
      }
    >
      {active ? 'Satışta' : 'Pasif'}
    </span>
  );
}

/**
 * 'Paketler' (issue 28): the listing packages firms buy. Create, edit, delete; a package that was
 * bought is made inactive instead of deleted (the server decides, and says so).
 */
export function AdminPackagesPage() {
  useDocumentTitle('Paketler');
  const list = useAdminPackages();
  const remove = useDeletePackage();
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPackage | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const done = await remove.mutateAsync(deleting.id);
      toast.success(done.message);
      setDeleting(null);
    } catch (error) {
      toast.error('Paket silinemedi.', {
        description: error instanceof ApiError ? error.message : undefined,
        duration: 8000,
      });
    }
  }

  return (
    <div>
      <SectionHeader
        title="Paketler"
        description="Firmaların satın aldığı ilan paketleri: ilan sayısı, geçerlilik süresi ve fiyat."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            Yeni Paket
          </Button>
        }
      />
      {list.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner />
        </div>
      ) : list.isError ? (
        <Notice tone="error" title="Paketler yüklenemedi">
          <p>{list.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void list.refetch()}>
            Tekrar Dene
          </Button>
        </Notice>
      ) : list.data.items.length === 0 ? (
        <Card className="p-6 text-center text-sm text-ink-600">
          Henüz paket yok. İlk paketi “Yeni Paket” ile ekleyin.
        </Card>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {list.data.items.map((pkg) => (
            <li key={pkg.id}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="min-w-0 text-base font-semibold break-words text-ink-900">
                    {pkg.name}
                  </h3>
                  <ActiveChip active={pkg.active} />
                </div>
                <p className="text-2xl font-bold text-brand-800 tabular-nums">
                  {formatTl(pkg.price)}
                </p>
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="text-ink-500">İlan</dt>
                    <dd className="font-semibold text-ink-900 tabular-nums">
                      {formatInteger(pkg.listingCount)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-500">Geçerlilik</dt>
                    <dd className="font-semibold text-ink-900 tabular-nums">
                      {formatInteger(pkg.validityDays)} gün
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-500">Satılan</dt>
                    <dd className="font-semibold text-ink-900 tabular-nums">
                      {formatInteger(pkg.soldCount)}
                    </dd>
                  </div>
                </dl>
                <div className="mt-auto flex gap-2 pt-1">
                  <Button variant="outline" fullWidth onClick={() => setEditing(pkg)}>
                    <Pencil aria-hidden />
                    Düzenle
                  </Button>
                  <Button
                    variant="outline"
                    aria-label={`${pkg.name} paketini sil`}
                    onClick={() => setDeleting(pkg)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <PackageFormDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title="Paketi sil"
        description={
          deleting && deleting.purchaseCount > 0
            ? `“${deleting.name}” satın alındığı için silinmez; satıştan kaldırılır (pasif).`
            : `“${deleting?.name ?? ''}” silinecek.`
        }
        icon={Trash2}
        tone="danger"
        confirmLabel={deleting && deleting.purchaseCount > 0 ? 'Satıştan Kaldır' : 'Sil'}
        pendingLabel="İşleniyor..."
        pending={remove.isPending}
      />
    </div>
  );
}
