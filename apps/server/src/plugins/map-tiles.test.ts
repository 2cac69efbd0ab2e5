import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FetchSource, PMTiles } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app.ts';

/** A varint as PMTiles directories write them (unsigned LEB128). */
function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return bytes;
}

/**
 * A real PMTiles v3 archive (the format's header, a root directory, metadata and one tile at
 * z0/x0/y0), written here byte by byte as the specification lays them out, since the `pmtiles`
 * library only reads: what MAP_TILES points at in production, shrunk to one tile.
 */
function pmtilesArchive(tile: Buffer): Buffer {
  // One entry: tile id 0, run length 1, its length, its offset (+1: not contiguous with a previous).
  const directory = Buffer.from([...varint(1), 0, 1, ...varint(tile.length), 1]);
  const metadata = Buffer.from(JSON.stringify({ name: 'Türkiye test basemap' }));
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const tileOffset = metadataOffset + metadata.length;
  const u64 = (at: number, n: number) => header.writeBigUInt64LE(BigInt(n), at);
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tileOffset); // no leaf directories
  u64(48, 0);
  u64(56, tileOffset);
  u64(64, tile.length);
  u64(72, 1); // addressed tiles
  u64(80, 1); // tile entries
  u64(88, 1); // tile contents
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // tile type: MVT
  header.writeUInt8(0, 100); // min zoom
  header.writeUInt8(0, 101); // max zoom
  header.writeInt32LE(25.6e7, 102); // west
  header.writeInt32LE(35.8e7, 106); // south
  header.writeInt32LE(44.9e7, 110); // east
  header.writeInt32LE(42.2e7, 114); // north
  header.writeUInt8(0, 118);
  header.writeInt32LE(35e7, 119);
  header.writeInt32LE(39e7, 123);
  return Buffer.concat([header, directory, metadata, tile]);
}

describe('the basemap file (MAP_TILES, decision 083)', () => {
  const tile = Buffer.from('a vector tile of Türkiye at zoom 0');
  let test: TestApp;
  let base: string;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-basemap-'));
    const file = path.join(dir, 'turkiye.pmtiles');
    fs.writeFileSync(file, pmtilesArchive(tile));
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'not for the web');
    test = await createTestApp({ env: { MAP_TILES: file } });
    base = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is named by the site configuration and read by the PMTiles library in ranges', async () => {
    const site = (await (await fetch(`${base}/api/site`)).json()) as { mapTiles: string | null };
    expect(site.mapTiles).toBe('/map/turkiye.pmtiles');

    const archive = new PMTiles(new FetchSource(`${base}${site.mapTiles}`));
    const header = await archive.getHeader();
    expect(header.specVersion).toBe(3);
    expect([header.minLon, header.minLat, header.maxLon, header.maxLat]).toEqual([
      25.6, 35.8, 44.9, 42.2,
    ]);
    expect(await archive.getMetadata()).toEqual({ name: 'Türkiye test basemap' });
    const found = await archive.getZxy(0, 0, 0);
    expect(Buffer.from(found?.data ?? new ArrayBuffer(0)).toString()).toBe(tile.toString());
    expect(await archive.getZxy(1, 0, 0)).toBeUndefined();
  });

  it('answers a range with 206 and only that part', async () => {
    const answer = await fetch(`${base}/map/turkiye.pmtiles`, { headers: { range: 'bytes=0-6' } });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toMatch(/^bytes 0-6\/\d+$/);
    expect(await answer.text()).toBe('PMTiles');
  });

  it('serves no other file of its folder', async () => {
    expect((await fetch(`${base}/map/secret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/map/..%2Fsecret.txt`)).status).toBe(404);
  });
});
