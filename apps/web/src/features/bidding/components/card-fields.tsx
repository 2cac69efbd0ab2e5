import type { CardInput } from '@arsamezat/shared/deposits';
import { FormField, inputClassName } from '../../../components/ui/form-field';

export const EMPTY_CARD: CardInput = {
  cardHolderName: '',
  cardNumber: '',
  expireMonth: '',
  expireYear: '',
  cvc: '',
};

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
/** '4111111111111111' shown as '4111 1111 1111 1111'; the spaces are stripped again on send. */
const groupCardNumber = (value: string) => digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

type CardFieldsProps = {
  card: CardInput;
  onChange: (card: CardInput) => void;
  disabled: boolean;
};

/** Cardholder, number, month, year and CVV (spec §2.3), with the browser's card autofill. */
export function CardFields({ card, onChange, disabled }: CardFieldsProps) {
  const set = (key: keyof CardInput, value: string) => onChange({ ...card, [key]: value });
  return (
    <div className="space-y-3.5">
      <FormField label="Kart Sahibi">
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            autoComplete="cc-name"
            maxLength={60}
            disabled={disabled}
            value={card.cardHolderName}
            onChange={(e) => set('cardHolderName', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Kart Numarası">
        {(control) => (
          <input
            {...control}
            className={`${inputClassName} font-mono tracking-wider`}
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="0000 0000 0000 0000"
            maxLength={23}
            disabled={disabled}
            value={card.cardNumber}
            onChange={(e) => set('cardNumber', groupCardNumber(e.target.value))}
          />
        )}
      </FormField>
      <div className="grid grid-cols-3 gap-3">
        <FormField label="Ay">
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              autoComplete="cc-exp-month"
              inputMode="numeric"
              placeholder="AA"
              maxLength={2}
              disabled={disabled}
              value={card.expireMonth}
              onChange={(e) => set('expireMonth', digits(e.target.value, 2))}
            />
          )}
        </FormField>
        <FormField label="Yıl">
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              autoComplete="cc-exp-year"
              inputMode="numeric"
              placeholder="YY"
              maxLength={4}
              disabled={disabled}
              value={card.expireYear}
              onChange={(e) => set('expireYear', digits(e.target.value, 4))}
            />
          )}
        </FormField>
        <FormField label="CVV">
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              autoComplete="cc-csc"
              inputMode="numeric"
              placeholder="•••"
              maxLength={4}
              disabled={disabled}
              value={card.cvc}
              onChange={(e) => set('cvc', digits(e.target.value, 4))}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
