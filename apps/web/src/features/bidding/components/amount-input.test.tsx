import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../../../components/ui/form-field';
import { AmountInput } from './amount-input';

/** The input as a form holds it: the lira value lives in the parent, as in the bid form. */
function Harness({
  initial = null,
  onChange,
}: {
  initial?: number | null;
  onChange: (lira: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <FormField label="Teklif Tutarı">
      {(control) => (
        <AmountInput
          control={control}
          value={value}
          onChange={(lira) => {
            onChange(lira);
            setValue(lira);
          }}
        />
      )}
    </FormField>
  );
}

function setup(initial: number | null = null) {
  const onChange = vi.fn<(lira: number | null) => void>();
  const user = userEvent.setup();
  render(<Harness initial={initial} onChange={onChange} />);
  const input = screen.getByLabelText('Teklif Tutarı');
  return { onChange, user, input };
}

describe('AmountInput', () => {
  it('keeps only digits, groups them the Turkish way and reports whole lira', async () => {
    const { onChange, user, input } = setup();
    await user.type(input, 'abc1250000');

    expect(input).toHaveValue('1.250.000');
    expect(onChange).toHaveBeenLastCalledWith(1_250_000);
    // Letters never reach the value.
    expect(onChange).not.toHaveBeenCalledWith(Number.NaN);
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows a prefilled value grouped, and gives null when cleared', async () => {
    const { onChange, user, input } = setup(1_260_000);
    expect(input).toHaveValue('1.260.000');

    await user.clear(input);

    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('drops leading zeros, and a lone zero is empty', async () => {
    const { onChange, user, input } = setup();
    await user.type(input, '000123');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith(123);

    await user.clear(input);
    await user.type(input, '0');
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('stops at the largest amount the server takes (12 digits of lira)', async () => {
    const { onChange, user, input } = setup();
    await user.type(input, '1234567890123');
    expect(onChange).toHaveBeenLastCalledWith(123_456_789_012);
    expect(input).toHaveValue('123.456.789.012');
  });

  it('shows the ₺ suffix beside the box', () => {
    setup(5);
    const suffix = screen.getByText('₺');
    expect(suffix).toHaveAttribute('aria-hidden');
    expect(suffix.parentElement).toContainElement(screen.getByLabelText('Teklif Tutarı'));
  });
});
