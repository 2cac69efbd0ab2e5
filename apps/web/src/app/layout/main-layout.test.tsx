import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { MainLayout } from './main-layout';

const routes: RouteObject[] = [
  {
    Component: MainLayout,
    children: [{ index: true, element: <h1>Sayfa içeriği</h1> }],
  },
];

describe('MainLayout', () => {
  it("puts 'İçeriğe geç' first in the tab order and moves focus to the main landmark", async () => {
    const { user } = renderWithRouter(routes);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'İçeriğe geç' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
