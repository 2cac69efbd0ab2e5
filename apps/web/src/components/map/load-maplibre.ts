import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import './map-controls.css';

/**
 * MapLibre GL, loaded only where a map is drawn (this module is reached by dynamic imports
 * alone, so no first-load script grows; `npm run check:js-budget`). Its worker is the package's
 * own module worker, emitted by the build as a file of our origin, so the CSP needs no `blob:`
 * (decision 083).
 */
export async function loadMaplibre(options: { pmtiles?: boolean } = {}) {
  const maplibre = await import('maplibre-gl');
  maplibre.setWorkerUrl(new URL(workerUrl, window.location.href).href);
  if (options.pmtiles && !pmtilesAdded) {
    // The basemap file read in ranges (MAP_TILES): only when the server has one.
    const { Protocol } = await import('pmtiles');
    maplibre.addProtocol('pmtiles', new Protocol().tile);
    pmtilesAdded = true;
  }
  return maplibre;
}

let pmtilesAdded = false;

export type Maplibre = Awaited<ReturnType<typeof loadMaplibre>>;
