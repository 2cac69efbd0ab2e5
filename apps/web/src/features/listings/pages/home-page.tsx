import { Container } from '../../../components/ui/container';
import { useDocumentTitle } from '../../../lib/document-title';
import { CityShortcuts } from '../components/city-shortcuts';
import { HomeHero } from '../components/home-hero';
import { ListingBrowser } from '../components/listing-browser';

/** The home page: the hero, the city shortcuts and the listings, newest first. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <Container className="py-10 sm:py-14">
        <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <h2 className="text-2xl font-bold tracking-tight text-ink-900">İlanlar</h2>
          <CityShortcuts />
        </div>
        <ListingBrowser defaultTab="new" />
      </Container>
    </>
  );
}
