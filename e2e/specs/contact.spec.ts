import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, useBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const browser = useBrowser();

// Its own server, so the test can stop it and read the embedded database afterwards.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: 'false' } });
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

describe('contact form', () => {
  it('stores the message in the database and shows the success text', async () => {
    const context = await browser().newContext({
      baseURL: server.url,
      viewport: DESKTOP,
      locale: 'tr-TR',
    });
    const page = await context.newPage();
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'İletişim formu' });

    await form.getByRole('button', { name: 'Mesajı Gönder' }).click();
    await form.getByText('Ad Soyad alanı zorunludur.').waitFor();

    await form.getByLabel('Ad Soyad').fill('Hatice Korkmaz');
    await form.getByLabel('E-posta').fill('hatice@example.com');
    await form.getByLabel('Konu').fill('Kütahya ilanı hakkında');
    await form
      .getByLabel('Mesaj')
      .fill('Merhaba, Kütahya Merkez ilanının tapu durumu hakkında bilgi alabilir miyim?');
    await form.getByRole('button', { name: 'Mesajı Gönder' }).click();

    await page
      .getByText('Mesajınız başarıyla gönderildi. En kısa sürede size dönüş yapacağız.')
      .waitFor();
    expect(await form.getByLabel('Ad Soyad').inputValue()).toBe('');
    await context.close();

    await server.stop();
    const db = await PGlite.create({ dataDir: path.join(server.dataDir, 'pglite') });
    const { rows } = await db.query<{ name: string; email: string; subject: string }>(
      'select name, email, subject from contact_messages',
    );
    await db.close();
    expect(rows).toEqual([
      { name: 'Hatice Korkmaz', email: 'hatice@example.com', subject: 'Kütahya ilanı hakkında' },
    ]);
  });
});
