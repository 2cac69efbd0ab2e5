import type { ListingMapItem } from '@arsamezat/shared/listings/browse-map';
import type { GeoJSONSource, Map as MaplibreMap, Marker } from 'maplibre-gl';
import type { Maplibre } from '../../../components/map/load-maplibre';

/** '1,3 Mn ₺', '850 B ₺': a price short enough for a pin. */
export function shortPrice(kurus: number): string {
  const lira = kurus / 100;
  const format = (n: number) => n.toLocaleString('tr-TR', { maximumFractionDigits: 1 });
  if (lira >= 1_000_000_000) return `${format(lira / 1_000_000_000)} Mr ₺`;
  if (lira >= 1_000_000) return `${format(lira / 1_000_000)} Mn ₺`;
  if (lira >= 1_000) return `${format(lira / 1_000)} B ₺`;
  return `${format(lira)} ₺`;
}

const PIN_CLASS =
  'min-h-11 min-w-11 rounded-full border-2 border-white px-3 text-xs font-bold text-white shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800';

/**
 * The HTML markers of a clustered GeoJSON source (MapLibre draws no text without glyph files,
 * and buttons are what a finger and a screen reader reach): a count per cluster, which zooms in,
 * and a price per listing, which opens its card. Kept in step with what the map shows.
 */
export function createClusterMarkers(options: {
  map: MaplibreMap;
  maplibre: Maplibre;
  source: string;
  items: () => Map<string, ListingMapItem>;
  onSelect: (item: ListingMapItem) => void;
}) {
  const { map, maplibre, source } = options;
  let shown = new Map<string, Marker>();

  function clusterButton(id: number, count: number, lngLat: [number, number]) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `${PIN_CLASS} bg-brand-700`;
    button.textContent = String(count);
    button.setAttribute('aria-label', `${count} ilan; yakınlaştır`);
    button.dataset.testid = 'map-cluster';
    button.addEventListener('click', () => {
      void map
        .getSource<GeoJSONSource>(source)
        ?.getClusterExpansionZoom(id)
        .then((zoom) => map.easeTo({ center: lngLat, zoom: Math.min(zoom, 17) }));
    });
    return button;
  }

  function listingButton(item: ListingMapItem) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `${PIN_CLASS} bg-ink-900`;
    button.textContent = shortPrice(item.displayPrice);
    button.setAttribute('aria-label', `${item.title}, ${shortPrice(item.displayPrice)}`);
    button.dataset.testid = 'map-listing';
    button.dataset.listingId = item.id;
    button.addEventListener('click', () => options.onSelect(item));
    return button;
  }

  function update() {
    if (!map.getSource(source) || !map.isSourceLoaded(source)) return;
    const next = new Map<string, Marker>();
    for (const feature of map.querySourceFeatures(source)) {
      if (feature.geometry.type !== 'Point') continue;
      const lngLat = feature.geometry.coordinates as [number, number];
      const props = feature.properties as Record<string, unknown>;
      const key = props.cluster ? `c${String(props.cluster_id)}` : `l${String(props.id)}`;
      if (next.has(key)) continue;
      let marker = shown.get(key);
      if (!marker) {
        let element: HTMLElement | null = null;
        if (props.cluster) {
          element = clusterButton(Number(props.cluster_id), Number(props.point_count), lngLat);
        } else {
          const item = options.items().get(String(props.id));
          if (item) element = listingButton(item);
        }
        if (!element) continue;
        marker = new maplibre.Marker({ element }).setLngLat(lngLat).addTo(map);
      }
      next.set(key, marker);
    }
    for (const [key, marker] of shown) if (!next.has(key)) marker.remove();
    shown = next;
  }

  function clear() {
    for (const marker of shown.values()) marker.remove();
    shown = new Map();
  }

  return { update, clear };
}
