import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS } from '@arsamezat/shared/listings/listings';
import sharp from 'sharp';

/**
 * Illustrative aerial views of a parcel, drawn as SVG and rendered to JPEG by sharp: terrain
 * with crop rows or trees, a road, and the parcel outlined. No text (fonts differ by machine)
 * and no downloads.
 */
export type Terrain = 'Arsa' | 'Tarla' | 'Bağ-Bahçe' | 'Zeytinlik';

const PALETTES: Record<
  Terrain,
  { sky: [string, string]; rows: string; tree: string; hill: string }
> = {
  Arsa: { sky: ['#c9d4b5', '#a9b88f'], rows: '#b7c39c', tree: '#5f7a45', hill: '#98a97c' },
  Tarla: { sky: ['#e3cc8a', '#cfae62'], rows: '#d9bd72', tree: '#7c8a45', hill: '#c39f55' },
  'Bağ-Bahçe': { sky: ['#b9c98f', '#8fa866'], rows: '#6f8a47', tree: '#4e6b34', hill: '#a3b57a' },
  Zeytinlik: { sky: ['#c7c7a0', '#a7ad7e'], rows: '#b9bb92', tree: '#5a6b3e', hill: '#9da27a' },
};

export const IMAGE_SIZE = { width: 1280, height: 853 } as const;
export const THUMB_SIZE = { width: 480, height: 320 } as const;

/** A small deterministic generator so the same variant always draws the same picture. */
function random(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

function parcelSvg(terrain: Terrain, variant: number): string {
  const { width: w, height: h } = IMAGE_SIZE;
  const p = PALETTES[terrain];
  const rnd = random(variant * 7919 + terrain.length * 104729);
  const angle = [-18, 12, 32, -40][variant % 4] ?? 0;
  const trees =
    terrain === 'Zeytinlik' || terrain === 'Bağ-Bahçe' || terrain === 'Arsa'
      ? Array.from({ length: terrain === 'Arsa' ? 14 : 90 }, () => {
          const x = Math.round(rnd() * w);
          const y = Math.round(rnd() * h);
          const r = Math.round((terrain === 'Arsa' ? 16 : 9) + rnd() * 8);
          return `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.tree}" opacity="0.85"/><circle cx="${x - 3}" cy="${y - 3}" r="${Math.round(r / 2)}" fill="#ffffff" opacity="0.12"/>`;
        }).join('')
      : '';
  const cx = w * (0.42 + rnd() * 0.16);
  const cy = h * (0.44 + rnd() * 0.12);
  const pts = [
    [cx - 250 - rnd() * 60, cy - 150 - rnd() * 40],
    [cx + 230 + rnd() * 60, cy - 190 + rnd() * 40],
    [cx + 270 + rnd() * 40, cy + 170 + rnd() * 30],
    [cx - 210 - rnd() * 50, cy + 190 + rnd() * 30],
  ]
    .map(([x, y]) => `${Math.round(x ?? 0)},${Math.round(y ?? 0)}`)
    .join(' ');
  const roadY = Math.round(h * (0.8 + rnd() * 0.1));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
    <pattern id="rows" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="26" height="12" fill="${p.rows}" opacity="0.7"/></pattern>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <ellipse cx="${Math.round(w * 0.15)}" cy="${Math.round(h * 0.1)}" rx="520" ry="260" fill="${p.hill}" opacity="0.55"/>
  <ellipse cx="${Math.round(w * 0.95)}" cy="${Math.round(h * 0.95)}" rx="560" ry="300" fill="${p.hill}" opacity="0.5"/>
  <rect width="${w}" height="${h}" fill="url(#rows)"/>
  ${trees}
  <path d="M -20 ${roadY} C ${w * 0.3} ${roadY - 60}, ${w * 0.6} ${roadY + 40}, ${w + 20} ${roadY - 30}" stroke="#6b6a63" stroke-width="46" fill="none"/>
  <path d="M -20 ${roadY} C ${w * 0.3} ${roadY - 60}, ${w * 0.6} ${roadY + 40}, ${w + 20} ${roadY - 30}" stroke="#f4f1e8" stroke-width="3" stroke-dasharray="26 22" fill="none"/>
  <polygon points="${pts}" fill="#ffffff" fill-opacity="0.2" stroke="#fbbd4d" stroke-width="7" stroke-dasharray="22 12" stroke-linejoin="round"/>
  <g transform="translate(${w - 200} 150)"><circle r="46" fill="#123825" opacity="0.75"/><path d="M0 -32 L10 0 L0 32 L-10 0 Z" fill="#fbbd4d"/><path d="M0 -32 L10 0 L-10 0 Z" fill="#ffffff"/></g>
  <rect width="${w}" height="${h}" fill="url(#light)"/>
</svg>`;
}

export type RenderedVariant = { width: number; height: number; data: Buffer };
export type RenderedImage = { full: Buffer; thumb: Buffer; variants: RenderedVariant[] };

/** Bump when the encoding below changes, so cached renderings of the old one are not reused. */
const ENCODING = 'jpeg80-thumb76-webp78-v1';

/** Where renderings are kept between starts: the demo content's images cost seconds to draw. */
export const DEFAULT_IMAGE_CACHE_DIR = path.join(os.tmpdir(), 'arsamezat-demo-images');

async function render(svg: Buffer): Promise<RenderedImage> {
  const full = await sharp(svg).jpeg({ quality: 80 }).toBuffer();
  const thumb = await sharp(full)
    .resize(THUMB_SIZE.width, THUMB_SIZE.height, { fit: 'cover' })
    .jpeg({ quality: 76 })
    .toBuffer();
  const variants = await Promise.all(
    IMAGE_VARIANT_WIDTHS.filter((width) => width < IMAGE_SIZE.width).map(async (width) => {
      const { data, info } = await sharp(svg)
        .resize({ width })
        .webp({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, data };
    }),
  );
  return { full, thumb, variants };
}

type CacheManifest = { full: string; thumb: string; variants: Omit<RenderedVariant, 'data'>[] };

async function readCached(dir: string, key: string): Promise<RenderedImage | null> {
  try {
    const manifest = JSON.parse(
      await fs.readFile(path.join(dir, `${key}.json`), 'utf8'),
    ) as CacheManifest;
    const read = (name: string) => fs.readFile(path.join(dir, name));
    return {
      full: await read(manifest.full),
      thumb: await read(manifest.thumb),
      variants: await Promise.all(
        manifest.variants.map(async (v) => ({ ...v, data: await read(`${key}-${v.width}w.webp`) })),
      ),
    };
  } catch {
    return null;
  }
}

/** Writes each file under a unique name, then renames: instances starting together may race. */
async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

async function writeCached(dir: string, key: string, image: RenderedImage): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await writeAtomic(path.join(dir, `${key}-full.jpg`), image.full);
  await writeAtomic(path.join(dir, `${key}-thumb.jpg`), image.thumb);
  for (const v of image.variants) {
    await writeAtomic(path.join(dir, `${key}-${v.width}w.webp`), v.data);
  }
  const manifest: CacheManifest = {
    full: `${key}-full.jpg`,
    thumb: `${key}-thumb.jpg`,
    variants: image.variants.map(({ width, height }) => ({ width, height })),
  };
  // The manifest last: a reader finds it only once every file is in place.
  await writeAtomic(path.join(dir, `${key}.json`), JSON.stringify(manifest));
}

/**
 * Renders one variant to a full-size JPEG, a thumbnail and WebP copies for `srcset`; a
 * rendering of the same picture and encoding found in `cacheDir` is read instead of drawn
 * (null: always draw). A cache that cannot be written is not an error.
 */
export async function renderParcelImage(
  terrain: Terrain,
  variant: number,
  cacheDir: string | null = null,
): Promise<RenderedImage> {
  const svg = Buffer.from(parcelSvg(terrain, variant));
  if (!cacheDir) return render(svg);
  const key = createHash('sha256').update(ENCODING).update(svg).digest('hex').slice(0, 32);
  const cached = await readCached(cacheDir, key);
  if (cached) return cached;
  const image = await render(svg);
  await writeCached(cacheDir, key, image).catch(() => undefined);
  return image;
}
