import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../providers/storage/storage.ts';
import { DEMO_LISTINGS } from './demo-listings.ts';
import { DEMO_SALE_SCENARIOS } from './demo-sales-plan.ts';
import type { DemoTitleDeed } from './demo-sales.ts';

const xml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The completed demo sale's attachment: the new title deed of its parcel drawn as a PNG that says
 * plainly it is a demo, written to the private document storage before the seed's transaction
 * (like the firms' documents). The caller deletes it if another instance seeded first.
 */
export async function writeDemoTitleDeed(documents: Storage): Promise<DemoTitleDeed | null> {
  const title = Object.entries(DEMO_SALE_SCENARIOS).find(([, s]) => s.step === 'completed')?.[0];
  const parcel = DEMO_LISTINGS.find((l) => l.title === title);
  if (!parcel) return null;
  const lines = [
    `İli / İlçesi: ${parcel.city} / ${parcel.district}`,
    `Mahallesi: ${parcel.neighborhood}`,
    `Ada / Parsel: ${parcel.ada} / ${parcel.parsel}`,
    `Niteliği: ${parcel.emlakTipi} — Yüzölçümü: ${parcel.area.toLocaleString('tr-TR')} m²`,
    'Edinme sebebi: Satış',
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="620">
  <rect width="900" height="620" fill="#fbf8ef"/><rect x="24" y="24" width="852" height="572" fill="none" stroke="#7a5c2e" stroke-width="5"/>
  <text x="450" y="96" font-family="sans-serif" font-size="34" text-anchor="middle" fill="#333">TAPU SENEDİ (ÖRNEK)</text>
  <text x="450" y="140" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#555">${xml(`T.C. ${parcel.district} Tapu Müdürlüğü`)}</text>
  ${lines.map((line, i) => `<text x="70" y="${230 + i * 45}" font-family="sans-serif" font-size="22" fill="#333">${xml(line)}</text>`).join('\n  ')}
  <text x="450" y="560" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#999">ArsaMezat demo içeriği — gerçek bir belge değildir.</text>
</svg>`;
  const data = await sharp(Buffer.from(svg)).png().toBuffer();
  const fileName = 'tapu-senedi.png';
  const storageKey = `sales/demo/${randomUUID()}-${fileName}`;
  await documents.put(storageKey, data, 'image/png');
  return { storageKey, fileName, mimeType: 'image/png', size: data.length };
}
