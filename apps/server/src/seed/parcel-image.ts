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

export type RenderedImage = { full: Buffer; thumb: Buffer };

/** Renders one variant to a full-size JPEG and a thumbnail. */
export async function renderParcelImage(terrain: Terrain, variant: number): Promise<RenderedImage> {
  const svg = Buffer.from(parcelSvg(terrain, variant));
  const full = await sharp(svg).jpeg({ quality: 80 }).toBuffer();
  const thumb = await sharp(full)
    .resize(THUMB_SIZE.width, THUMB_SIZE.height, { fit: 'cover' })
    .jpeg({ quality: 76 })
    .toBuffer();
  return { full, thumb };
}
