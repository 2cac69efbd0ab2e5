import { POPULAR_CITIES } from '@arsamezat/shared/listings/cities';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-ink-200 bg-surface px-4 py-2 text-sm font-medium text-ink-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800';

/** Spec §2.1 popular-city shortcuts: Kütahya, Konya, Uşak and all cities. */
export function CityShortcuts() {
  return (
    <nav aria-label="Popüler şehirler" className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-ink-600">Popüler şehirler:</span>
      {POPULAR_CITIES.map((city) => (
        <Link
          key={city}
          to={`${paths.auctions}?${new URLSearchParams({ cities: city }).toString()}`}
          className={chip}
        >
          <MapPin aria-hidden className="size-4 text-brand-600" />
          {city}
        </Link>
      ))}
      <Link to={paths.auctions} className={chip}>
        Tüm Şehirler
      </Link>
    </nav>
  );
}
