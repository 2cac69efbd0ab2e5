import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AmountConfirmDialog } from './amount-confirm-dialog';

function Harness({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'açık' : 'kapalı'}</p>
      <AmountConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Teklifinizi Onaylayın"
        amountLabel="Teklif tutarı"
        amount={250_000_000}
        listingTitle="Kütahya Merkez imarlı arsa"
        confirmLabel="Teklifi Onayla"
        busy={busy}
        onConfirm={onConfirm}
      >
        <p>Teminatınız ihaleyi kazanamazsanız iade edilir.</p>
      </AmountConfirmDialog>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Teklifinizi Onaylayın' });

describe('AmountConfirmDialog', () => {
  it('shows the amount in figures and in words, the listing and the explanation', () => {
    render(<Harness onConfirm={vi.fn()} />);
    const box = within(dialog());
    expect(box.getByText('2.500.000 ₺')).toBeInTheDocument();
    expect(box.getByText('iki milyon beş yüz bin Türk lirası')).toBeInTheDocument();
    expect(box.getByText('Kütahya Merkez imarlı arsa')).toBeInTheDocument();
    expect(box.getByText(/iade edilir/)).toBeInTheDocument();
    // The amount is the dialog's description, read out with its name.
    expect(dialog()).toHaveAccessibleDescription(/iki milyon beş yüz bin Türk lirası/);
  });

  it('focuses cancel first, so a second Enter does not confirm', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    expect(within(dialog()).getByRole('button', { name: 'Vazgeç' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('kapalı')).toBeInTheDocument();
  });

  it('confirms only on the confirm button', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Teklifi Onayla' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cannot be closed or confirmed again while busy', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} busy />);
    expect(within(dialog()).getByRole('button', { name: 'Teklifi Onayla' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('açık')).toBeInTheDocument();
  });
});
