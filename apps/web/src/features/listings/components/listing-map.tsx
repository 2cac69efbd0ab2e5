import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { Card } from '../../../components/ui/card';
import { lazyCanvas, MapBox } from '../../../components/map/lazy-map';

const ListingMapCanvas = lazyCanvas(() =>
  import('./listing-map-canvas').then((m) => m.ListingMapCanvas),
);

/**
 * 'Konum' on a listing's page (issue 30): the parcel's outline on the map, or its pin; the map's
 * code loads when the card scrolls into view. Nothing for a listing not placed on the map.
 */
export function ListingMap({ listing }: { listing: ListingDetail }) {
  const location = listing.mapLocation;
  if (!location) return null;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-900">Konum</h2>
      <p className="mt-1 text-sm text-ink-600">
        {location.parcel
          ? 'Parselin sınırı haritada gösterilir.'
          : 'Parselin yeri haritada işaretlidir.'}
      </p>
      <MapBox
        className="mt-4 h-72 sm:h-96"
        label={location.parcel ? 'Parsel sınırı haritası' : 'Parsel konumu haritası'}
      >
        <ListingMapCanvas location={location} title={listing.title} />
      </MapBox>
    </Card>
  );
}
