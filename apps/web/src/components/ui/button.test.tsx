import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', () => {
    render(<Button>Kaydet</Button>);
    expect(screen.getByRole('button', { name: 'Kaydet' })).toHaveAttribute('type', 'button');
  });

  it('with asChild gives its look to the child link instead of rendering a button', () => {
    render(
      <Button asChild variant="accent">
        <a href="/auctions">İhaleler</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'İhaleler' });
    expect(link).toHaveAttribute('href', '/auctions');
    expect(link.className).toContain('bg-accent-400');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
