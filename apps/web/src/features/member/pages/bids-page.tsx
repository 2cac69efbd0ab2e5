import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { useDocumentTitle } from '../../../lib/document-title';
import { BidsList } from '../components/bids-list';
import { DepositsList } from '../components/deposits-list';
import { OffersList } from '../components/offers-list';
import { WinsList } from '../components/wins-list';
import {
  BIDS_TAB_LABELS,
  BIDS_TABS,
  readBidsState,
  writeBidsState,
  type BidsState,
} from '../utils/bids-tab';

/**
 * /bids: the member's records in four tabs — all bids (filters), deposits with receipts, offers,
 * and wins with the next steps. Tab, page and filters live in the URL, so back and reload work.
 */
export function BidsPage() {
  useDocumentTitle('Tekliflerim ve Teminatlarım');
  const [params, setParams] = useSearchParams();
  const state = readBidsState(params);
  const update = (next: Partial<BidsState>) => setParams(writeBidsState({ ...state, ...next }));
  const onPage = (page: number) => update({ page });

  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        Tekliflerim ve Teminatlarım
      </h1>
      <p className="mt-1 text-sm text-ink-600">
        Verdiğiniz teklifler, yatırdığınız teminatlar ve kazandığınız ihaleler.
      </p>
      <Tabs.Root
        className="mt-6"
        value={state.tab}
        activationMode="manual"
        onValueChange={(value) => {
          const tab = BIDS_TABS.find((item) => item === value);
          if (tab)
            setParams(writeBidsState({ tab, page: 1, phase: undefined, outcome: undefined }));
        }}
      >
        <Tabs.List
          aria-label="Kayıtlarım"
          className="mb-5 grid grid-cols-2 gap-1.5 rounded-xl bg-surface p-1.5 shadow-card ring-1 ring-ink-100 sm:inline-flex"
        >
          {BIDS_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="inline-flex h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-900 data-[state=active]:bg-brand-700 data-[state=active]:text-white sm:px-4"
            >
              {BIDS_TAB_LABELS[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="bids" className="focus-visible:outline-none">
          <BidsList state={state} onChange={update} />
        </Tabs.Content>
        <Tabs.Content value="deposits" className="focus-visible:outline-none">
          <DepositsList page={state.page} onPage={onPage} />
        </Tabs.Content>
        <Tabs.Content value="offers" className="focus-visible:outline-none">
          <OffersList page={state.page} onPage={onPage} />
        </Tabs.Content>
        <Tabs.Content value="wins" className="focus-visible:outline-none">
          <WinsList page={state.page} onPage={onPage} />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
