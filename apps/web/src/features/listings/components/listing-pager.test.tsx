import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListingPager } from './listing-pager';

const shownItems = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem', { hidden: true })
    .map((li) => li.textContent);

describe('ListingPager', () => {
  it('shows every page up to five', () => {
    render(<ListingPager page={2} pageCount={5} onPage={vi.fn()} />);
    expect(shownItems()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows the first, the last and the neighbours with ellipses beyond five', async () => {
    const onPage = vi.fn();
    render(<ListingPager page={5} pageCount={10} onPage={onPage} />);
    expect(shownItems()).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    expect(screen.getByRole('button', { name: 'Sayfa 5' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Sayfa 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Önceki sayfa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(onPage.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('disables the ends and hides itself for a single page', () => {
    const { rerender } = render(<ListingPager page={10} pageCount={10} onPage={vi.fn()} />);
    expect(shownItems()).toEqual(['1', '…', '9', '10']);
    expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();
    rerender(<ListingPager page={1} pageCount={1} onPage={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
