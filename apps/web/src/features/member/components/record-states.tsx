import { MEMBER_RECORDS_MESSAGES } from '@arsamezat/shared/member/member-records';
import { Inbox, LoaderCircle, RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** 'Yükleniyor...' while a section's first answer is on its way. */
export function RecordsLoading({ label = 'Yükleniyor...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 py-12 text-sm text-ink-600"
    >
      <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-600" />
      {label}
    </div>
  );
}

/** Spec §2.5/§8: 'Hata Oluştu', 'Teklifleriniz yüklenemedi. …' and a way to try again. */
export function RecordsError({
  onRetry,
  message = MEMBER_RECORDS_MESSAGES.loadFailed,
}: {
  onRetry: () => void;
  message?: string;
}) {
  return (
    <Card role="alert" className="flex flex-col items-center px-6 py-10 text-center">
      <span className="mb-3 grid size-14 place-items-center rounded-full bg-red-50">
        <TriangleAlert aria-hidden className="size-7 text-red-600" />
      </span>
      <h2 className="text-lg font-semibold text-ink-900">Hata Oluştu</h2>
      <p className="mt-1 text-sm text-ink-600">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <RefreshCw aria-hidden />
        Tekrar Dene
      </Button>
    </Card>
  );
}

/** A boxed empty state with a title and optional text or action. */
export function RecordsEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center text-sm text-ink-600">
      <span className="mb-3 grid size-12 place-items-center rounded-full bg-ink-50">
        <Inbox aria-hidden className="size-6 text-brand-600" />
      </span>
      <p className="text-base font-semibold text-ink-900">{title}</p>
      {children && <div className="mt-1 flex flex-col items-center gap-3">{children}</div>}
    </Card>
  );
}
