import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listingDetail } from '../testing/render';
import { ListingGallery } from './listing-gallery';

const { images, title } = listingDetail();
const pageScrollLocked = () => getComputedStyle(document.body).overflow === 'hidden';

describe('full-screen image viewer', () => {
  it('opens on the image, steps with the arrow keys, locks the page and closes on Escape', async () => {
    render(<ListingGallery images={images} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki görsel' }));
    expect(pageScrollLocked()).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Görseli tam ekran aç' }));
    const viewer = await screen.findByRole('dialog', { name: title });
    // It opens at the image the gallery showed.
    expect(within(viewer).getByRole('img', { name: `${title}: görsel 2 / 3` })).toHaveAttribute(
      'src',
      '/uploads/2.webp',
    );
    expect(pageScrollLocked()).toBe(true);

    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Görsel 2' }));
    expect(within(viewer).getByRole('img', { name: `${title}: görsel 2 / 3` })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pageScrollLocked()).toBe(false);
    // The gallery follows the viewer, and focus returns to the image.
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Görseli tam ekran aç' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    render(<ListingGallery images={images} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: 'Görseli tam ekran aç' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tam ekranı kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
