import { FolderOpen, RotateCw, type LucideIcon } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Notice } from '../../../../components/ui/notice';

/** A list that could not load: the reason and a retry. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="p-5">
      <Notice tone="error" title="Hata Oluştu">
        <p>{text}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
          <RotateCw aria-hidden />
          Yenile
        </Button>
      </Notice>
    </div>
  );
}

/** A list with nothing in it. */
export function EmptyList({
  title,
  text,
  icon: Icon = FolderOpen,
}: {
  title: string;
  text?: string;
  icon?: LucideIcon;
}) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
      <Icon aria-hidden className="size-10 text-ink-300" />
      <p className="font-semibold text-ink-800">{title}</p>
      {text && <p className="text-sm text-ink-500">{text}</p>}
    </div>
  );
}
