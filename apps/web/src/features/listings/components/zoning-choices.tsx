import { ZONING_LABELS, ZONINGS, type Zoning } from '@arsamezat/shared/listings/listing-options';
import { cx } from '../../../components/ui/cx';

type ZoningChoicesProps = { value: Zoning[]; onChange: (zonings: Zoning[]) => void };

/** İmar durumu from the fixed list (issue 30): any number ticked, none = every zoning. */
export function ZoningChoices({ value, onChange }: ZoningChoicesProps) {
  const selected = new Set(value);
  return (
    <div className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-1">
      {ZONINGS.map((zoning) => (
        <label
          key={zoning}
          className={cx(
            'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 text-sm',
            selected.has(zoning) ? 'bg-brand-50 font-semibold text-brand-900' : 'text-ink-800',
          )}
        >
          <input
            type="checkbox"
            name="zoning"
            value={zoning}
            checked={selected.has(zoning)}
            onChange={() =>
              onChange(
                selected.has(zoning) ? value.filter((z) => z !== zoning) : [...value, zoning],
              )
            }
            className="size-4.5 shrink-0 accent-brand-600"
          />
          {ZONING_LABELS[zoning]}
        </label>
      ))}
    </div>
  );
}
