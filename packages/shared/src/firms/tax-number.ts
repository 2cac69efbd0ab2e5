/**
 * The vergi kimlik numarası (VKN) of a company: 10 digits, the last a check digit by the Revenue
 * Administration's rule. For each of the first nine digits d at position i (0-based):
 * t = (d + 9 - i) mod 10; v = (t · 2^(9 - i)) mod 9, taken as 9 when t ≠ 0 and v = 0; the check
 * digit is (10 - (Σv mod 10)) mod 10. The firms' test fixture (`randomTaxNumber`) uses the same rule.
 */
export const TAX_NUMBER_PATTERN = /^\d{10}$/;

/** The check digit of the first nine digits of a VKN. */
export function taxNumberCheckDigit(nine: string): number {
  let sum = 0;
  for (let index = 0; index < 9; index++) {
    const digit = Number(nine[index]);
    const step = (digit + 9 - index) % 10;
    let value = (step * 2 ** (9 - index)) % 9;
    if (step !== 0 && value === 0) value = 9;
    sum += value;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether `value` is a VKN: exactly 10 digits whose last is the check digit of the first nine. */
export function isValidTaxNumber(value: string): boolean {
  if (!TAX_NUMBER_PATTERN.test(value)) return false;
  return taxNumberCheckDigit(value.slice(0, 9)) === Number(value[9]);
}
