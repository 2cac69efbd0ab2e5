import type { ListingMapLocationRead } from '@arsamezat/shared/listings/listing-map';
import {
  geometryBounds,
  geometryCentre,
  parcelGeometryProblem,
  polygonsOf,
  type ParcelGeometry,
  type Position,
} from '@arsamezat/shared/listings/parcel-geometry';
import type { GeoJSONSource, MapMouseEvent, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { MAP_COLORS, parcelLayers } from '../map/map-style';
import { useMap } from '../map/use-map';
import { cx } from '../ui/cx';

type Mode = 'pin' | 'draw';

const EMPTY = { type: 'FeatureCollection' as const, features: [] };

const featureOf = (geometry: ParcelGeometry | null) =>
  geometry ? { type: 'Feature' as const, properties: {}, geometry } : EMPTY;

/**
 * The form's map (issue 30): the pin and the outline as they stand; 'Pin Koy' places the pin
 * where the map is tapped, 'Sınır Çiz' adds a corner per tap until 'Çizimi Bitir' closes the
 * outline, which is checked by the server's own rule before the form takes it.
 */
export function MapLocationPicker({
  value,
  onChange,
}: {
  value: ListingMapLocationRead | null;
  onChange: (next: ListingMapLocationRead | null) => void;
}) {
  const { ref, handle, failed } = useMap();
  const [mode, setMode] = useState<Mode>('pin');
  const [draft, setDraft] = useState<Position[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const marker = useRef<Marker | null>(null);
  const latest = useRef({ value, mode, onChange });
  useEffect(() => {
    latest.current = { value, mode, onChange };
  });
  const fitted = useRef<string | null>(null);

  useEffect(() => {
    if (!handle) return;
    const { map } = handle;
    map.addSource('parcel', { type: 'geojson', data: EMPTY });
    for (const layer of parcelLayers('parcel')) map.addLayer(layer);
    map.addSource('draft', { type: 'geojson', data: EMPTY });
    map.addLayer({
      id: 'draft-line',
      type: 'line',
      source: 'draft',
      paint: { 'line-color': MAP_COLORS.draft, 'line-width': 2, 'line-dasharray': [2, 1] },
    });
    map.addLayer({
      id: 'draft-corners',
      type: 'circle',
      source: 'draft',
      paint: { 'circle-radius': 5, 'circle-color': MAP_COLORS.draft },
    });
    map.getCanvas().style.cursor = 'crosshair';
    const onClick = (event: MapMouseEvent) => {
      const { lng, lat } = event.lngLat;
      const rounded: Position = [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];
      const { value: current, mode: now, onChange: change } = latest.current;
      if (now === 'pin') {
        change({
          point: { lat: rounded[1], lng: rounded[0] },
          parcel: current?.parcel ?? null,
          registryMahalleId: current?.registryMahalleId ?? null,
        });
      } else {
        setDraft((corners) => [...corners, rounded]);
      }
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [handle]);

  // The stored pin and outline on the map; the view fitted to them once per outline.
  useEffect(() => {
    if (!handle) return;
    const { map, maplibre } = handle;
    void map.getSource<GeoJSONSource>('parcel')?.setData(featureOf(value?.parcel ?? null));
    marker.current?.remove();
    marker.current = null;
    if (value) {
      marker.current = new maplibre.Marker({ color: MAP_COLORS.parcelLine })
        .setLngLat([value.point.lng, value.point.lat])
        .addTo(map);
      marker.current.getElement().dataset.testid = 'picker-pin';
    }
    const key = JSON.stringify(value?.parcel ?? null);
    if (value && fitted.current !== key) {
      fitted.current = key;
      const polygons = value.parcel ? polygonsOf(value.parcel) : null;
      if (polygons) {
        const b = geometryBounds(polygons);
        map.fitBounds(
          [
            [b.minLng, b.minLat],
            [b.maxLng, b.maxLat],
          ],
          { padding: 48, maxZoom: 18, duration: 0 },
        );
      } else if (map.getZoom() < 12) {
        map.jumpTo({ center: [value.point.lng, value.point.lat], zoom: 14 });
      }
    }
  }, [handle, value]);

  useEffect(() => {
    if (!handle) return;
    const line = draft.length > 1 ? draft : [];
    void handle.map.getSource<GeoJSONSource>('draft')?.setData({
      type: 'FeatureCollection',
      features: [
        ...draft.map((corner) => ({
          type: 'Feature' as const,
          properties: {},
          geometry: { type: 'Point' as const, coordinates: corner },
        })),
        ...(line.length > 0
          ? [
              {
                type: 'Feature' as const,
                properties: {},
                geometry: { type: 'LineString' as const, coordinates: line },
              },
            ]
          : []),
      ],
    });
  }, [handle, draft]);

  function finishDrawing() {
    const first = draft[0];
    if (!first || draft.length < 3) {
      setProblem('Sınır için haritada en az üç köşe işaretleyin.');
      return;
    }
    const parcel: ParcelGeometry = { type: 'Polygon', coordinates: [[...draft, first]] };
    const found = parcelGeometryProblem(parcel);
    if (found) {
      setProblem(found);
      return;
    }
    setProblem(null);
    setDraft([]);
    setMode('pin');
    onChange({
      point: value?.point ?? geometryCentre([parcel.coordinates]),
      parcel,
      registryMahalleId: null,
    });
  }

  if (failed) {
    return (
      <p className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-ink-600">
        Harita bu tarayıcıda gösterilemiyor.
      </p>
    );
  }
  const button = (active: boolean) =>
    cx(
      'min-h-11 rounded-xl px-3 text-sm font-semibold shadow',
      active ? 'bg-brand-700 text-white' : 'bg-surface text-ink-800 hover:bg-ink-50',
    );
  return (
    <>
      <div className="absolute inset-0">
        <div ref={ref} className="size-full" data-testid="picker-map" />
      </div>
      <div className="absolute top-2 left-2 z-10 flex max-w-[calc(100%-4.5rem)] flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={mode === 'pin'}
          className={button(mode === 'pin')}
          onClick={() => setMode('pin')}
        >
          Pin Koy
        </button>
        <button
          type="button"
          aria-pressed={mode === 'draw'}
          className={button(mode === 'draw')}
          onClick={() => {
            setMode('draw');
            setDraft([]);
          }}
        >
          Sınır Çiz
        </button>
        {mode === 'draw' && (
          <button type="button" className={button(false)} onClick={finishDrawing}>
            Çizimi Bitir
          </button>
        )}
        {(value || draft.length > 0) && (
          <button
            type="button"
            className={button(false)}
            onClick={() => {
              setDraft([]);
              setProblem(null);
              fitted.current = null;
              onChange(null);
            }}
          >
            Temizle
          </button>
        )}
      </div>
      {problem && (
        <p
          role="alert"
          className="absolute right-2 bottom-2 left-2 z-10 rounded-lg bg-red-50 p-2 text-sm text-red-800 shadow"
        >
          {problem}
        </p>
      )}
    </>
  );
}
