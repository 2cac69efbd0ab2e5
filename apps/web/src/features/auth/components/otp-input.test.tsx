import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyOtp, OtpInput, otpToString, type OtpValue } from './otp-input';

function Harness({ initial = emptyOtp() }: { initial?: OtpValue }) {
  const [value, setValue] = useState<OtpValue>(initial);
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <output>{otpToString(value)}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `${n}. hane` });
const code = () => screen.getByRole('status').textContent;

describe('OtpInput', () => {
  it('has six labelled numeric boxes, the first offering the SMS code to autofill', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Doğrulama kodu' });
    expect(group.querySelectorAll('input')).toHaveLength(6);
    for (let n = 1; n <= 6; n++) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
  });

  it('moves to the next box after each digit and ignores anything else', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('4a2-7');
    expect(code()).toBe('427');
    expect(box(4)).toHaveFocus();
    await user.keyboard('901');
    expect(code()).toBe('427901');
    expect(box(6)).toHaveFocus();
  });

  it('goes back to the previous box on Backspace in an empty one, clearing it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(code()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(code()).toBe('1');
  });

  it('clears a filled box on Backspace and stays there', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['1', '2', '3', '', '', '']} />);
    await user.click(box(2));
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect((box(2) as HTMLInputElement).value).toBe('');
    expect((box(3) as HTMLInputElement).value).toBe('3');
  });

  it('fills every box when a whole code is pasted into the first one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste('Kodunuz: 583 920');
    expect(code()).toBe('583920');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value)).toEqual([
      '5',
      '8',
      '3',
      '9',
      '2',
      '0',
    ]);
    expect(box(6)).toHaveFocus();
  });

  it('takes a whole code the phone autofills into the first box', () => {
    render(<Harness />);
    // A one-time-code suggestion sets the first box's value in one go.
    fireEvent.change(box(1), { target: { value: '246810' } });
    expect(code()).toBe('246810');
  });

  it('replaces the digit in a box typed over', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['1', '2', '3', '', '', '']} />);
    await user.click(box(2));
    await user.keyboard('9');
    expect(code()).toBe('193');
    expect(box(3)).toHaveFocus();
  });
});
