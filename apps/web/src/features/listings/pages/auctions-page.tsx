import { Container } from '../../../components/ui/container';
import { useDocumentTitle } from '../../../lib/document-title';
import { CityShortcuts } from '../components/city-shortcuts';
import { ListingBrowser } from '../components/listing-browser';

/**
 * /auctions: the same browse as the home page, opening on the running auctions (the page is
 * 'İhaleler', and the city shortcuts land here), honouring ?cities=.
 */
export function AuctionsPage() {
  useDocumentTitle('İhaleler');
  return (
    <Container className="py-8 sm:py-12">
      <header className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink-900">İhaleler</h1>
          <p className="mt-2 text-ink-600">
            Açık arttırmadaki ve pazarlığa açık arsaları inceleyin.
          </p>
        </div>
        <CityShortcuts />
      </header>
      <ListingBrowser defaultTab="auctions" />
    </Container>
  );
}
