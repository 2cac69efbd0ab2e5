import { buttonClasses } from '../ui/button-classes';
import { cx } from '../ui/cx';
import { LogoMark } from '../ui/logo-mark';

export type AppNoticeAction = { label: string; onClick: () => void; primary?: boolean };

/**
 * A toast about the app itself — 'Yeni sürüm hazır', the offer to add it to the home screen
 * (decision 091) — drawn whole: sonner's own layout squeezed the text beside two buttons at
 * 375 px. The buttons sit under the text, each 44 px tall; each closes the card.
 */
export function AppNoticeCard({
  title,
  description,
  actions,
  onClose,
}: {
  title: string;
  description: string;
  actions: AppNoticeAction[];
  onClose: () => void;
}) {
  return (
    <div
      role="status"
      className="w-[min(356px,calc(100vw-2rem))] rounded-card font-sans border border-ink-100 bg-surface p-4 text-ink-900 shadow-raised"
    >
      <div className="flex gap-3">
        <LogoMark className="size-10" />
        <div className="min-w-0">
          <p className="font-semibold">{title}</p>
          <p className="mt-1 text-sm text-ink-600">{description}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={cx(buttonClasses({ variant: action.primary ? 'primary' : 'ghost' }))}
            onClick={() => {
              onClose();
              action.onClick();
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
