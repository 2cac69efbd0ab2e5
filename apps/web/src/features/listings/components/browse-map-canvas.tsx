import type { ListingMapItem } from '@arsamezat/shared/listings/browse-map';
import { formatLocation } from '@arsamezat/shared/listings/listing-location';
import { clampToTurkiye, type MapBox } from '@arsamezat/shared/listings/map-box';
import type { ListingsQuery } from '@arsamezat/shared/listings/listings';
import { geometryBounds, polygonsOf } from '@arsamezat/shared/listings/parcel-geometry';
import { formatTl } from '@arsamezat/shared/core/money';
import { Search, X } from 'lucide-react';
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, LngLatBoundsLike } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { parcelLayers } from '../../../components/map/map-style';
import { useMap } from '../../../components/map/use-map';
import { paths } from '../../../config/paths';
import { useListingsMap } from '../api/get-listings-map';
import { createClusterMarkers } from './browse-map-markers';

/** From this zoom on, pins stop clustering and parcels show their outlines. */
const OUTLINE_ZOOM = 12;

function pointsOf(items: ListingMapItem[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: items.map((item) => ({
      type: 'Feature',
      properties: { id: item.id },
      geometry: { type: 'Point', coordinates: [item.point.lng, item.point.lat] },
    })),
  };
}

function outlinesOf(items: ListingMapItem[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: items.flatMap((item) =>
      item.parcel ? [{ type: 'Feature', properties: { id: item.id }, geometry: item.parcel }] : [],
    ),
  };
}

/** The box around every item (outlines included), or null for none. */
function boundsOf(items: ListingMapItem[]): LngLatBoundsLike | null {
  if (items.length === 0) return null;
  const polygons = items.map((item) => {
    const own = item.parcel ? polygonsOf(item.parcel) : null;
    return own ?? [[[[item.point.lng, item.point.lat]]]];
  });
  const b = geometryBounds(polygons.flat() as [number, number][][][]);
  return [
    [b.minLng, b.minLat],
    [b.maxLng, b.maxLat],
  ];
}

export function BrowseMapCanvas({
  query,
  onSearchArea,
}: {
  query: ListingsQuery;
  onSearchArea: (box: MapBox) => void;
}) {
  const { ref, handle, failed } = useMap();
  const { data } = useListingsMap(query);
  const [selected, setSelected] = useState<ListingMapItem | null>(null);
  const [moved, setMoved] = useState(false);
  const items = useMemo(() => data?.items ?? [], [data]);
  const byId = useRef(new Map<string, ListingMapItem>());
  const fittedFor = useRef<string | null>(null);

  // The sources, layers and markers, once per map.
  useEffect(() => {
    if (!handle) return;
    const { map, maplibre } = handle;
    map.addSource('listings', {
      type: 'geojson',
      data: pointsOf([]),
      cluster: true,
      clusterMaxZoom: OUTLINE_ZOOM - 1,
      clusterRadius: 48,
    });
    map.addSource('parcels', { type: 'geojson', data: outlinesOf([]) });
    for (const layer of parcelLayers('parcels', OUTLINE_ZOOM - 1)) map.addLayer(layer);
    // Invisible: it keeps the point source's tiles loaded, which the HTML markers are read from.
    map.addLayer({
      id: 'listings-hit',
      type: 'circle',
      source: 'listings',
      paint: { 'circle-radius': 1, 'circle-opacity': 0 },
    });
    const markers = createClusterMarkers({
      map,
      maplibre,
      source: 'listings',
      items: () => byId.current,
      onSelect: setSelected,
    });
    const update = () => markers.update();
    const userMoved = (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) setMoved(true);
    };
    map.on('render', update);
    map.on('moveend', userMoved);
    return () => {
      map.off('render', update);
      map.off('moveend', userMoved);
      markers.clear();
    };
  }, [handle]);

  // New results: new data, and the view fitted to the searched area or to the results.
  useEffect(() => {
    if (!handle || !data) return;
    const { map } = handle;
    byId.current = new Map(items.map((item) => [item.id, item]));
    void map.getSource<GeoJSONSource>('listings')?.setData(pointsOf(items));
    void map.getSource<GeoJSONSource>('parcels')?.setData(outlinesOf(items));
    const key = JSON.stringify(query.bbox ?? null);
    if (fittedFor.current === key) return;
    fittedFor.current = key;
    const box = query.bbox;
    const bounds: LngLatBoundsLike | null = box
      ? [
          [box.minLng, box.minLat],
          [box.maxLng, box.maxLat],
        ]
      : boundsOf(items);
    if (bounds) map.fitBounds(bounds, { padding: 40, maxZoom: 15, duration: 0 });
    setMoved(false);
  }, [handle, data, items, query.bbox]);

  function searchHere() {
    if (!handle) return;
    const b = handle.map.getBounds();
    const box = clampToTurkiye({
      minLng: b.getWest(),
      minLat: b.getSouth(),
      maxLng: b.getEast(),
      maxLat: b.getNorth(),
    });
    if (!box) return;
    fittedFor.current = JSON.stringify(box);
    setMoved(false);
    onSearchArea(box);
  }

  if (failed) {
    return (
      <p className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-ink-600">
        Harita bu tarayıcıda gösterilemiyor; sonuçlar aşağıda listelenir.
      </p>
    );
  }
  const cut = data && data.total > data.items.length;
  return (
    <>
      <div className="absolute inset-0">
        {/* MapLibre makes its container `position: relative`: the size comes from this box. */}
        <div ref={ref} className="size-full" data-testid="browse-map" />
      </div>
      {moved && (
        <button
          type="button"
          onClick={searchHere}
          className="absolute top-3 left-1/2 z-10 inline-flex min-h-11 -translate-x-1/2 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white shadow-lg hover:bg-brand-800"
        >
          <Search aria-hidden className="size-4" />
          Bu alanda ara
        </button>
      )}
      {data && !selected && (
        <p
          aria-live="polite"
          className="absolute bottom-3 left-3 z-10 max-w-[60%] rounded-lg bg-surface/95 px-3 py-1.5 text-xs font-medium text-ink-700 shadow"
        >
          {cut
            ? `Haritada ${data.items.length} / ${data.total} ilan; aramayı daraltın.`
            : `Haritada ${data.items.length} ilan`}
        </p>
      )}
      {selected && <MapCard item={selected} onClose={() => setSelected(null)} />}
    </>
  );
}

/** The tapped listing's card, over the bottom of the map. */
function MapCard({ item, onClose }: { item: ListingMapItem; onClose: () => void }) {
  return (
    <div
      role="dialog"
      aria-label={item.title}
      className="absolute right-3 bottom-3 left-3 z-10 rounded-xl bg-surface p-4 shadow-xl sm:right-auto sm:w-80"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Kartı kapat"
        className="absolute top-1 right-1 grid size-11 place-items-center rounded-full text-ink-500 hover:bg-ink-100"
      >
        <X aria-hidden className="size-4" />
      </button>
      <p className="pr-10 text-base font-semibold text-ink-900">{item.title}</p>
      <p className="mt-1 text-sm text-ink-600">{formatLocation(item.location)}</p>
      <p className="mt-2 text-lg font-bold text-brand-800">{formatTl(item.displayPrice)}</p>
      <Link
        to={paths.listing(item.id)}
        className="mt-3 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        İlanı Gör
      </Link>
    </div>
  );
}
