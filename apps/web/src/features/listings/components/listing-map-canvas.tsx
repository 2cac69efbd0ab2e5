import type { ListingMapLocationRead } from '@arsamezat/shared/listings/listing-map';
import { geometryBounds, polygonsOf } from '@arsamezat/shared/listings/parcel-geometry';
import { useEffect } from 'react';
import { MAP_COLORS, parcelLayers } from '../../../components/map/map-style';
import { useMap } from '../../../components/map/use-map';

/** The map of one listing: its outline (fitted to the view) or its pin. */
export function ListingMapCanvas({
  location,
  title,
}: {
  location: ListingMapLocationRead;
  title: string;
}) {
  const { ref, handle, failed } = useMap();

  useEffect(() => {
    if (!handle) return;
    const { map, maplibre } = handle;
    const polygons = location.parcel ? polygonsOf(location.parcel) : null;
    if (polygons && location.parcel) {
      map.addSource('parcel', {
        type: 'geojson',
        data: { type: 'Feature', properties: {}, geometry: location.parcel },
      });
      for (const layer of parcelLayers('parcel')) map.addLayer(layer);
      const b = geometryBounds(polygons);
      map.fitBounds(
        [
          [b.minLng, b.minLat],
          [b.maxLng, b.maxLat],
        ],
        { padding: 48, maxZoom: 18, duration: 0 },
      );
    } else {
      map.jumpTo({ center: [location.point.lng, location.point.lat], zoom: 14 });
    }
    const marker = new maplibre.Marker({ color: MAP_COLORS.parcelLine })
      .setLngLat([location.point.lng, location.point.lat])
      .addTo(map);
    marker.getElement().setAttribute('aria-label', title);
    marker.getElement().dataset.testid = 'listing-map-pin';
    map.getCanvas().dataset.parcel = location.parcel ? 'outline' : 'pin';
    return () => {
      marker.remove();
    };
  }, [handle, location, title]);

  if (failed) {
    return (
      <p className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-ink-600">
        Harita bu tarayıcıda gösterilemiyor.
      </p>
    );
  }
  return (
    <div className="absolute inset-0">
      {/* MapLibre makes its container `position: relative`: the size comes from this box. */}
      <div ref={ref} className="size-full" data-testid="listing-map" />
    </div>
  );
}
