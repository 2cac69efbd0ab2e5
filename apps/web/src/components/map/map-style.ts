import type { GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl';
import turkiyeOutline from './turkiye-outline.json';
import turkiyeProvinces from './turkiye-provinces.json';

/** Türkiye's extent, [west, south, east, north]: where every map opens. */
export const TURKIYE_VIEW: [number, number, number, number] = [25.6, 35.8, 44.9, 42.2];

export const MAP_COLORS = {
  sea: '#dbe9f2',
  land: '#f6f4ee',
  border: '#9aa7a0',
  province: '#c3cbc5',
  parcelFill: '#2f8455',
  parcelLine: '#17442d',
  draft: '#b45309',
};

/**
 * The offline map (decision 083): no tiles, no glyphs, no sprites — a sea-coloured background,
 * Türkiye's outline (Natural Earth through world-atlas, `scripts/turkiye-outline.ts`), the lines
 * between its 81 provinces (Natural Earth admin-1, `scripts/turkiye-provinces.ts`) and what each
 * map adds of ours (parcels, pins). Everything comes with the map's own scripts.
 */
export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      turkiye: { type: 'geojson', data: turkiyeOutline as GeoJSONSourceSpecification['data'] },
      provinces: {
        type: 'geojson',
        data: turkiyeProvinces as GeoJSONSourceSpecification['data'],
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': MAP_COLORS.sea } },
      { id: 'land', type: 'fill', source: 'turkiye', paint: { 'fill-color': MAP_COLORS.land } },
      {
        id: 'provinces',
        type: 'line',
        source: 'provinces',
        paint: {
          'line-color': MAP_COLORS.province,
          'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.6, 10, 1.4],
        },
      },
      {
        id: 'border',
        type: 'line',
        source: 'turkiye',
        paint: { 'line-color': MAP_COLORS.border, 'line-width': 1.2 },
      },
    ],
  };
}

/**
 * The production map (MAP_TILES, decision 083): a Protomaps-schema PMTiles basemap of Türkiye from
 * our own origin, drawn without text layers (so no glyphs or sprites), Türkiye's outline over it
 * and what each map adds of ours.
 */
export function basemapStyle(tilesUrl: string): StyleSpecification {
  const offline = offlineStyle();
  const source = 'basemap';
  const fill = (id: string, layer: string, color: string, extra: object = {}) => ({
    id,
    type: 'fill' as const,
    source,
    'source-layer': layer,
    paint: { 'fill-color': color },
    ...extra,
  });
  return {
    version: 8,
    sources: {
      ...offline.sources,
      [source]: {
        type: 'vector',
        url: `pmtiles://${new URL(tilesUrl, window.location.href).href}`,
        attribution: '© OpenStreetMap',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': MAP_COLORS.sea } },
      fill('earth', 'earth', MAP_COLORS.land),
      fill('landcover', 'landcover', '#e7ecd9', {
        paint: { 'fill-color': '#e7ecd9', 'fill-opacity': 0.6 },
      }),
      fill('landuse', 'landuse', '#ebe6d8', {
        paint: { 'fill-color': '#ebe6d8', 'fill-opacity': 0.6 },
      }),
      fill('water', 'water', MAP_COLORS.sea),
      fill('buildings', 'buildings', '#ddd6c8', { minzoom: 14 }),
      {
        id: 'roads',
        type: 'line',
        source,
        'source-layer': 'roads',
        paint: {
          'line-color': '#ffffff',
          'line-width': ['interpolate', ['linear'], ['zoom'], 8, 0.5, 16, 4],
        },
      },
      {
        id: 'boundaries',
        type: 'line',
        source,
        'source-layer': 'boundaries',
        paint: { 'line-color': MAP_COLORS.border, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
      {
        id: 'border',
        type: 'line',
        source: 'turkiye',
        paint: { 'line-color': MAP_COLORS.border, 'line-width': 1.2 },
      },
    ],
  };
}

/** The layers that draw parcel outlines from a GeoJSON source. */
export function parcelLayers(source: string, minzoom = 0) {
  return [
    {
      id: `${source}-fill`,
      type: 'fill' as const,
      source,
      minzoom,
      paint: { 'fill-color': MAP_COLORS.parcelFill, 'fill-opacity': 0.25 },
    },
    {
      id: `${source}-line`,
      type: 'line' as const,
      source,
      minzoom,
      paint: { 'line-color': MAP_COLORS.parcelLine, 'line-width': 2 },
    },
  ];
}
