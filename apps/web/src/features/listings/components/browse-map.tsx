import type { MapBox as Box } from '@arsamezat/shared/listings/map-box';
import type { ListingsQuery } from '@arsamezat/shared/listings/listings';
import { lazyCanvas, MapBox } from '../../../components/map/lazy-map';

const BrowseMapCanvas = lazyCanvas(() =>
  import('./browse-map-canvas').then((m) => m.BrowseMapCanvas),
);

/**
 * 'Harita' on /auctions (issue 30): the browse's results on the map, its code loaded only now.
 */
export function BrowseMap({
  query,
  onSearchArea,
}: {
  query: ListingsQuery;
  onSearchArea: (box: Box) => void;
}) {
  return (
    <MapBox eager className="mb-6 h-[26rem] sm:h-[32rem]" label="İlanlar haritası">
      <BrowseMapCanvas query={query} onSearchArea={onSearchArea} />
    </MapBox>
  );
}
