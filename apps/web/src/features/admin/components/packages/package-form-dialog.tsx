import {
  kurusToLiraText,
  PackageFormSchema,
  PackageInputSchema,
  packageFormToInput,
  type AdminPackage,
  type PackageForm,
} from '@arsamezat/shared/admin/admin-packages';
import { Package } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type SyntheticEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { FormField, inputClassName } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useSavePackage } from '../../api/admin-packages';

type Errors = Partial<Record<keyof PackageForm, string>>;

const EMPTY: PackageForm = {
  name: '',
  listingCount: '',
  validityDays: '',
  price: '',
  active: true,
};

const toForm = (pkg: AdminPackage): PackageForm => ({
  name: pkg.name,
  listingCount: String(pkg.listingCount),
  validityDays: String(pkg.validityDays),
  price: kurusToLiraText(pkg.price),
  active: pkg.active,
});

type PackageFormDialogProps = {
  /** 'new' opens an empty form; a package opens it filled; null closes it. */
  editing: AdminPackage | 'new' | null;
  onClose: () => void;
};

/** Create or edit a package: name, number of listings, validity in days, price in ₺, on sale. */
export function PackageFormDialog({ editing, onClose }: PackageFormDialogProps) {
  const open = editing !== null;
  const key = editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-6 shadow-raised">
          {editing !== null && <PackageFormBody key={key} editing={editing} onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PackageFormBody({
  editing,
  onClose,
}: {
  editing: AdminPackage | 'new';
  onClose: () => void;
}) {
  const save = useSavePackage();
  const [form, setForm] = useState<PackageForm>(editing === 'new' ? EMPTY : toForm(editing));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof PackageForm>(name: K, value: PackageForm[K]) =>
    setForm((current) => ({ ...current, [name]: value }));

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const found: Errors = {};
    const typed = PackageFormSchema.safeParse(form);
    if (!typed.success) {
      for (const issue of typed.error.issues) {
        const field = issue.path[0] as keyof PackageForm;
        found[field] ??= issue.message;
      }
    } else {
      const checked = PackageInputSchema.safeParse(packageFormToInput(typed.data));
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const field = issue.path[0] as keyof PackageForm;
          found[field] ??= issue.message;
        }
      } else {
        setErrors({});
        try {
          const done = await save.mutateAsync({
            id: editing === 'new' ? null : editing.id,
            input: checked.data,
          });
          toast.success(done.message);
          onClose();
        } catch (error) {
          toast.error('Paket kaydedilemedi.', {
            description: error instanceof ApiError ? error.message : undefined,
            duration: 8000,
          });
        }
        return;
      }
    }
    setErrors(found);
  }

  const text = (name: Exclude<keyof PackageForm, 'active'>) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  return (
    <>
      <div className="flex gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Package aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <Dialog.Title className="text-lg font-semibold text-ink-900">
            {editing === 'new' ? 'Yeni Paket' : 'Paketi Düzenle'}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-600">
            Satın alınmış paketler, satın alındıkları koşulları korur.
          </Dialog.Description>
        </div>
      </div>
      <form className="mt-5 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        <FormField label="Paket adı" error={errors.name}>
          {(control) => (
            <input {...control} maxLength={100} className={inputClassName} {...text('name')} />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="İlan sayısı" hint="1–1000" error={errors.listingCount}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                maxLength={4}
                className={inputClassName}
                {...text('listingCount')}
              />
            )}
          </FormField>
          <FormField label="Geçerlilik (gün)" hint="1–730" error={errors.validityDays}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                maxLength={3}
                className={inputClassName}
                {...text('validityDays')}
              />
            )}
          </FormField>
        </div>
        <FormField label="Fiyat (₺)" hint="Örn. 2.500 veya 2500,50" error={errors.price}>
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              className={inputClassName}
              {...text('price')}
            />
          )}
        </FormField>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={form.active}
            onChange={(e) => set('active', e.target.checked)}
          />
          Satışta (firmalar satın alabilir)
        </label>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button type="button" variant="outline" disabled={save.isPending}>
              Vazgeç
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Kaydediliyor...' : 'Kaydet'}
          </Button>
        </div>
      </form>
    </>
  );
}
