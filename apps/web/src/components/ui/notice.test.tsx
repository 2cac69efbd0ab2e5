import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice';

describe('Notice', () => {
  it('announces errors to screen readers', () => {
    render(<Notice tone="error" title="Hata Oluştu" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Hata Oluştu');
  });

  it('keeps other tones quiet', () => {
    render(
      <Notice title="Bilgi">
        <p>Ayrıntı</p>
      </Notice>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Ayrıntı')).toBeInTheDocument();
  });
});
