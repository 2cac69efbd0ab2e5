import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../support/members.ts';
import { createAuction } from '../support/trading.ts';
import { DESKTOP, gotoHydrated, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { expectFits } from '../support/fits.ts';
import { signInAsAdmin } from '../support/sign-in.ts';

const browser = useBrowser();
const stamp = Date.now().toString(36);
const shots = 'e2e/artifacts/listing-documents';
/** A small real PDF: the server decides by content. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('listing documents', () => {
  it('the admin attaches a title deed; a guest is asked to sign in; a member downloads it', async () => {
    fs.mkdirSync('e2e/artifacts', { recursive: true });
    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const listingId = await createAuction(admin.context, {
      title: `E2E Belgeli Arsa ${stamp}`,
      images: 1,
      depositAmount: 0,
    });

    await admin.page.goto(`/admin/listings/${listingId}`);
    await admin.page.getByRole('heading', { name: 'Belgeler' }).waitFor();
    // A program renamed to .pdf is refused by content.
    await admin.page.getByRole('combobox', { name: 'Belge Türü' }).selectOption('tapu');
    await admin.page.getByLabel('Dosya').setInputFiles({
      name: 'tapu.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 this is a program'),
    });
    await admin.page.getByRole('button', { name: 'Belge Yükle' }).click();
    await admin.page
      .getByText('Yalnızca PDF, JPEG, PNG veya WebP belgeler yüklenebilir.')
      .waitFor();
    await admin.page.getByLabel('Dosya').setInputFiles({
      name: 'Tapu Senedi.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await admin.page.getByRole('button', { name: 'Belge Yükle' }).click();
    await admin.page.getByText('Belge eklendi.').waitFor();
    await admin.page.getByRole('link', { name: 'Tapu: Tapu Senedi.pdf indir' }).waitFor();
    await admin.page.screenshot({ path: `${shots}-admin-1280.png`, fullPage: true });

    const guest = await openPage(browser(), MOBILE, `/auctions/${listingId}`);
    await guest.page.getByText('Belgeleri görmek için giriş yapın').waitFor();

    const member = await openPage(browser(), MOBILE);
    await registerMember(member.context, 'Deniz');
    await gotoHydrated(member.page, `/auctions/${listingId}`);
    const link = member.page.getByRole('link', { name: /Tapu Senedi\.pdf/ });
    await link.waitFor();
    await link.scrollIntoViewIfNeeded();
    await member.page.screenshot({ path: `${shots}-member-375.png` });
    await expectFits(member.page, 'listing with documents');
    const [download] = await Promise.all([member.page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Tapu Senedi.pdf');
    const saved = await download.path();
    expect(fs.readFileSync(saved).equals(PDF)).toBe(true);

    // The admin sees who downloaded it.
    await admin.page.reload();
    const downloads = admin.page.getByRole('table');
    await downloads.getByText('Deniz Deneme').waitFor();
    await expect.poll(() => downloads.getByText('Tapu Senedi.pdf').count()).toBe(1);
    await admin.page.setViewportSize(MOBILE);
    await admin.page.getByRole('heading', { name: 'Belgeler' }).scrollIntoViewIfNeeded();
    await admin.page.screenshot({ path: `${shots}-admin-375.png` });
    await expectFits(admin.page, 'admin listing details with documents');

    // Removed: the member's list is empty again.
    await admin.page.getByRole('button', { name: 'Tapu: Tapu Senedi.pdf kaldır' }).click();
    await admin.page.getByText('Belge kaldırıldı.').waitFor();
    await member.page.reload();
    await member.page.getByText('Bu ilan için henüz belge eklenmedi.').waitFor();
    // The refused program is the one 400 the admin's browser reports.
    const unexpected = admin.errors.filter((error) => !error.includes('status of 400'));
    expect([...unexpected, ...member.errors, ...guest.errors]).toEqual([]);
  }, 150_000);
});
