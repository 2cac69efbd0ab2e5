import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageCountOf } from './pager';

describe('Pager', () => {
  it('counts pages of a server-paged list, one at least', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });

  it('shows nothing when one page holds everything', () => {
    const { container } = render(<Pager page={1} pageCount={1} onPage={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('goes back and forward, and stops at either end', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={1} pageCount={3} onPage={onPage} />);
    expect(screen.getByText('Sayfa 1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<Pager page={3} pageCount={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('waits while the next page loads', () => {
    render(<Pager page={2} pageCount={3} onPage={() => undefined} busy />);
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
  });
});
