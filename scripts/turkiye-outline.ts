/**
 * Writes the offline map's Türkiye outline (apps/web/src/components/map/turkiye-outline.json)
 * from Natural Earth's 1:50m countries as the `world-atlas` package keeps them (TopoJSON,
 * public-domain data, ISC package): the country whose id is 792, decoded to GeoJSON and rounded
 * to three decimals (about 100 m, far below what the zoomed-out map can show). Run after
 * upgrading world-atlas: `npx tsx scripts/turkiye-outline.ts` (decision 083).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { decodeArcs, type QuantizedArcs } from './topojson-arcs.ts';

type Topology = QuantizedArcs & {
  objects: {
    countries: {
      geometries: { id?: string; type: string; arcs: number[][] | number[][][] }[];
    };
  };
};

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  fs.readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
) as Topology;
const TURKIYE = '792';

const decoded = decodeArcs(topology);

function arcAt(index: number): [number, number][] {
  const arc = decoded[index];
  if (!arc) throw new Error(`world-atlas: no arc ${index}`);
  return arc;
}

/** A ring from its arcs: a negative index is the arc ~i reversed; shared ends are dropped. */
function ring(arcs: number[]): [number, number][] {
  const points: [number, number][] = [];
  for (const index of arcs) {
    const arc = index >= 0 ? arcAt(index) : [...arcAt(~index)].reverse();
    points.push(...(points.length > 0 ? arc.slice(1) : arc));
  }
  return points;
}

const country = topology.objects.countries.geometries.find((g) => g.id === TURKIYE);
if (!country) throw new Error('Türkiye is not in world-atlas countries-50m.json');
const polygons =
  country.type === 'Polygon'
    ? [(country.arcs as number[][]).map(ring)]
    : (country.arcs as number[][][]).map((polygon) => polygon.map(ring));

const out = path.join(import.meta.dirname, '../apps/web/src/components/map/turkiye-outline.json');
fs.writeFileSync(
  out,
  JSON.stringify({
    type: 'Feature',
    properties: { source: 'Natural Earth 1:50m via world-atlas 2' },
    geometry: { type: 'MultiPolygon', coordinates: polygons },
  }) + '\n',
);
console.log(`wrote ${out}: ${polygons.length} polygons, ${fs.statSync(out).size} bytes`);
