import type { SaleView } from '@arsamezat/shared/sales/sale';
import { renderWithRouter } from '../../../testing/render-with-router';
import { SALE_ID, mockSaleApi } from '../../../testing/sale-fixtures';
import { SalePage } from '../pages/sale-page';

/** The sale's API path in tests. */
export const SALE = `/api/sales/${SALE_ID}`;

/** A refusal in the API's error shape. */
export const refused = (code: string, message: string, status = 409) => ({
  status,
  body: { error: { code, message } },
});

/**
 * Opens /sales/:id with the API faked: GET answers `sale` (a function, to answer the sale as a
 * write left it), `routes` the writes.
 */
export function showSale(
  sale: SaleView | (() => SaleView),
  routes: Parameters<typeof mockSaleApi>[0] = {},
) {
  const api = mockSaleApi({
    [`GET ${SALE}`]: () => ({ body: typeof sale === 'function' ? sale() : sale }),
    ...routes,
  });
  const view = renderWithRouter([{ path: '/sales/:id', element: <SalePage /> }], {
    initialEntries: [`/sales/${SALE_ID}`],
  });
  return { ...view, api };
}
