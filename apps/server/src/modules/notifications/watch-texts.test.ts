import { fitsOneSmsPart } from '@arsamezat/shared/notifications/sms-length';
import { describe, expect, it } from 'vitest';
import { renderNotificationEmail } from './emails/render-email.ts';
import { notificationTexts } from './notification-texts.ts';
import { DIGEST_ITEMS_LIMIT, WATCH_EVENTS, type DigestItem } from './watch-texts.ts';

/** When the texts are written (only reminders depend on it). */
const SENT_AT = new Date('2026-05-05T12:00:00.000Z');

const LONG_TITLE = 'Muğla Bodrum Yalıkavak Deniz Manzaralı, Yola Cepheli İmarlı Zeytinlik Arsa';
const items: DigestItem[] = Array.from({ length: DIGEST_ITEMS_LIMIT }, (_, i) => ({
  listingId: `id-${i}`,
  title: `Arsa ${i + 1}`,
  city: 'Muğla',
  price: 1_250_000_00,
}));
const data = {
  listingTitle: LONG_TITLE,
  city: 'Muğla',
  displayPrice: 1_250_000_00,
  startingPrice: 1_000_000_00,
  endsAt: '2026-05-06T09:00:00.000Z',
  searchName: 'Muğla arsaları',
  searches: ['Muğla arsaları', 'Ucuz İzmir'],
  items,
  total: DIGEST_ITEMS_LIMIT + 3,
};

describe('the watchers’ and saved searches’ texts', () => {
  it('give every event a title, body, subject, e-mail and one-part SMS', async () => {
    for (const event of WATCH_EVENTS) {
      const texts = notificationTexts(event, data, SENT_AT);
      expect(texts.title.length, event).toBeGreaterThan(0);
      expect(texts.body.length, event).toBeGreaterThan(0);
      expect(fitsOneSmsPart(texts.sms('ArsaMezat')), event).toBe(true);
      const { html, text } = await renderNotificationEmail({
        siteName: 'ArsaMezat',
        heading: texts.title,
        paragraphs: texts.paragraphs,
        action: { label: texts.action, url: 'https://arsamezat.example/auctions/1' },
        settingsUrl: 'https://arsamezat.example/settings',
      });
      expect(html, event).toContain('ArsaMezat');
      expect(text, event).toContain(texts.paragraphs[0]!.slice(0, 20));
    }
  });

  it('name the saved search, and list the digest’s listings with the rest counted', () => {
    const match = notificationTexts('saved_search_match', data, SENT_AT);
    expect(match.title).toBe('"Muğla arsaları" aramanıza uyan yeni ilan');
    expect(match.body).toBe(`"${LONG_TITLE}" (Muğla, 1.250.000 ₺) yayımlandı.`);

    const digest = notificationTexts('saved_search_digest', data, SENT_AT);
    expect(digest.title).toBe(`Kayıtlı aramalarınıza uyan ${DIGEST_ITEMS_LIMIT + 3} yeni ilan`);
    expect(digest.paragraphs[0]).toContain('"Muğla arsaları", "Ucuz İzmir" aramalarınıza');
    expect(digest.paragraphs).toContain('"Arsa 1" — Muğla, 1.250.000 ₺');
    expect(digest.paragraphs).toContain('ve 3 ilan daha.');
    expect(digest.link).toBe('/watchlist?tab=searches');

    const started = notificationTexts('auction_started', data, SENT_AT);
    expect(started.paragraphs[0]).toBe(
      `Takip ettiğiniz "${LONG_TITLE}" ihalesi başladı. Başlangıç fiyatı 1.000.000 ₺.`,
    );
  });
});
