import { ListingCard } from '../../features/listings/components/listing-card';
import { DashboardPage } from '../../features/member/pages/dashboard-page';

/**
 * /dashboard: the member feature's dashboard with the listings feature's card in its grids.
 * Features do not import each other; the app puts them together.
 */
export function DashboardRoute() {
  return <DashboardPage renderListingCard={(listing) => <ListingCard listing={listing} />} />;
}
