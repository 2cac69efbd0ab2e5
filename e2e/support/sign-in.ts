import type { Page } from 'playwright-core';
import { E2E_ADMIN } from './server.ts';

/** Signs in through the login screen as the suite's administrator (who may also bid). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Telefon Numarası' }).fill(E2E_ADMIN.phone);
  await page.getByLabel('Şifre', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
