declare module 'subset-font' {
  /** hb-subset through harfbuzz's wasm build: the glyphs of `text` only, variations kept. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' },
  ): Promise<Buffer>;
}
