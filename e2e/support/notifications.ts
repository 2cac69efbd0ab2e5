import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { outbox } from './members.ts';

/** Journeys' notification steps: a verified e-mail address, the bell and its unread count. */

/** Adds and verifies an e-mail address through the profile screen and the link. */
export async function verifyEmail(page: Page, email: string) {
  await page.goto('/profile');
  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('button', { name: 'Bilgilerimi Kaydet' }).click();
  await page.getByText('Profil bilgileriniz başarıyla güncellendi.').waitFor();
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await outbox(email))[0]?.body ?? '';
      link = /(https?:\/\/\S+\/verify-email#token=[\w-]+)/.exec(mail)?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await page.getByText('E-posta adresiniz doğrulandı.').waitFor();
}

/** The bell in the top bar. */
export const bell = (page: Page) => page.getByRole('button', { name: /^Bildirimler/ });

/** The bell's unread count, from its label. */
export const unreadOf = async (page: Page) =>
  Number(/(\d+) okunmamış/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
