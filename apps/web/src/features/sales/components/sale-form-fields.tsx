import { FormField, inputClassName } from '../../../components/ui/form-field';

/*
 * The pieces the sale's action forms share (the buyer's, the seller's and the operator's): a day
 * and hour in Istanbul time, and a choice among a few labelled options as tappable cards.
 */

/** A date and an hour typed as Istanbul time (the caller turns them into an instant). */
export function IstanbulDateTimeFields({
  dateLabel,
  date,
  time,
  onDate,
  onTime,
  error,
  hint,
}: {
  dateLabel: string;
  date: string;
  time: string;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField label={dateLabel} error={error} hint={hint}>
        {(control) => (
          <input
            {...control}
            type="date"
            className={inputClassName}
            value={date}
            onChange={(event) => onDate(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Saat (Türkiye saati)">
        {(control) => (
          <input
            {...control}
            type="time"
            className={inputClassName}
            value={time}
            onChange={(event) => onTime(event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}

/** One of a few options, each a card at least 44 px tall, the chosen one marked. */
export function RadioCards<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | '';
  onChange: (value: T) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink-800">{legend}</legend>
      {options.map((option) => (
        <label
          key={option}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-200 px-3 py-2 text-sm text-ink-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="size-4 accent-brand-700"
          />
          {labels[option]}
        </label>
      ))}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

/** The first message the contract gives for each of `fields` (zod issues, by their path). */
export function fieldErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
