import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError, processListingImage, sniffImageFormat } from './image-processing.ts';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 70 } } });

describe('listing image processing', () => {
  it('knows JPEG, PNG and WebP by their first bytes, nothing by name', async () => {
    expect(sniffImageFormat(await photo(8, 8).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await photo(8, 8).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await photo(8, 8).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await photo(8, 8).gif().toBuffer())).toBeNull();
    expect(sniffImageFormat(Buffer.from('GIF89a or just text'))).toBeNull();
  });

  it('keeps at most 1600 px width and a 480 px thumbnail, as WebP without EXIF', async () => {
    const input = await photo(2400, 1600)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Gizli Sahip', Artist: 'Konum bilgisi' } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await processListingImage(input);
    expect(out.full).toMatchObject({ width: 1600, height: 1067 });
    expect(out.thumbnail).toMatchObject({ width: 480, height: 320 });
    const meta = await sharp(out.full.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(out.full.data.includes(Buffer.from('Gizli Sahip'))).toBe(false);
    expect(out.variants.map(({ width, height }) => [width, height])).toEqual([
      [400, 267],
      [800, 533],
      [1200, 800],
    ]);
    for (const variant of out.variants) {
      const variantMeta = await sharp(variant.data).metadata();
      expect(variantMeta).toMatchObject({ format: 'webp', width: variant.width });
      expect(variantMeta.exif).toBeUndefined();
    }
  });

  it('makes only the srcset widths narrower than the image', async () => {
    const out = await processListingImage(await photo(900, 600).jpeg().toBuffer());
    expect(out.variants.map((v) => v.width)).toEqual([400, 800]);
  });

  it('never enlarges a small image', async () => {
    const out = await processListingImage(await photo(300, 200).png().toBuffer());
    expect(out.full).toMatchObject({ width: 300, height: 200 });
    expect(out.thumbnail).toMatchObject({ width: 300, height: 200 });
    expect(out.variants).toEqual([]);
  });

  it('refuses text, and a file that starts like a JPEG but does not decode', async () => {
    await expect(processListingImage(Buffer.from('merhaba'))).rejects.toEqual(
      new ImageRejectedError('unsupported'),
    );
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    await expect(processListingImage(broken)).rejects.toMatchObject({ reason: 'unreadable' });
  });
});
