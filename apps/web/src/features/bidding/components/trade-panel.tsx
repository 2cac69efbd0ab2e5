import { formatIstanbulLongDate } from '@arsamezat/shared/core/istanbul-time';
import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { CircleCheck, ShieldAlert } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button } from '../../../components/ui/button';
import { GETTING_READY_CLASSES } from '../../../components/ui/getting-ready';
import { Spinner } from '../../../components/ui/spinner';
import { useKeptPress } from '../../../lib/kept-press';
import { useHydratedAtOnce } from '../../../lib/use-hydrated';
import { useMyDeposit } from '../api/get-my-deposit';
import { DEPOSIT_DIALOG_LOADING, MY_BIDS_LOADING, TRADE_PANEL_LOADING } from './trade-panel-texts';
import { TradePanelUnavailable } from './trade-panel-unavailable';

/*
 * The panel draws its deposit gate from this module alone (decision 094): the forms, the deposit
 * dialog and what an ended or own-firm listing shows bring the trading contracts, zod, the form
 * library and Radix with them — a quarter of a second of a slow phone's main thread — so they
 * load beside the gate (the page asked for their files with its own, decision 078) and appear
 * when they are ready. A press on 'Teminatı Yatır' meanwhile opens the dialog once it is there.
 */
const loadDepositDialog = () => import('./deposit-dialog');

/** The deposit button's name for a press kept before the page was live (lib/kept-press.ts). */
const DEPOSIT_PRESS = 'deposit';

/** A part whose code cannot be fetched says so in its place; the gate stays usable. */
const orUnavailable = <P,>(component: (props: P) => ReactNode) => ({ default: component });
const unavailable = () => orUnavailable(TradePanelUnavailable);

const TradeForms = lazy(() =>
  import('./trade-forms').then((m) => orUnavailable(m.TradeForms), unavailable),
);
const DepositDialog = lazy(() =>
  loadDepositDialog().then((m) => orUnavailable(m.DepositDialog), unavailable),
);
const MyOutcome = lazy(() =>
  import('./my-outcome').then((m) => orUnavailable(m.MyOutcome), unavailable),
);
const OwnFirmNote = lazy(() =>
  import('./own-firm-note').then((m) => orUnavailable(m.OwnFirmNote), unavailable),
);

/**
 * What a signed-in member can do on an open listing: the deposit (teminat) gate, then the forms
 * of the listing's type (trade-forms.tsx: bids on auctions, an offer on offer listings). Bidding
 * or offering without a completed deposit opens the deposit dialog (spec §4 Gate).
 */
export function TradePanel({
  listing,
  now,
  onDrawn,
}: {
  listing: ListingDetail;
  now: () => Date;
  /** Called once the panel shows more than its spinner (the page's schemas wait for it). */
  onDrawn?: () => void;
}) {
  const deposit = useMyDeposit(listing.id, { enabled: true });
  const traits = listingTypeOf(listing.listingType);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted once its code is there or once asked for: a failed load shows only when wanted.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const openDialog = useCallback(() => setDialogOpen(true), []);
  const drawn = !deposit.isPending;
  // The server drew the lazy parts for a known member (decision 095); until their code has come
  // they are its HTML, not yet React's. Each is the same element while its inputs stay, so a
  // render of the panel (its dialog's code arriving, the server clock's offset learnt) does not
  // reach them: React would wait for their code, or drop the server's HTML for a spinner.
  const readNow = useStableNow(now);
  const { id: listingId } = listing;
  const ownFirmNote = useMemo(
    () => (
      <Suspense fallback={<Spinner label={TRADE_PANEL_LOADING} />}>
        <OwnFirmNote listingId={listingId} />
      </Suspense>
    ),
    [listingId],
  );
  const outcome = useMemo(
    () => (
      <Suspense fallback={<Spinner label={TRADE_PANEL_LOADING} />}>
        <MyOutcome listing={listing} deposit={deposit.data} />
      </Suspense>
    ),
    [listing, deposit.data],
  );
  const forms = useMemo(
    () => (
      <Suspense fallback={<Spinner label={MY_BIDS_LOADING} />}>
        <TradeForms
          listing={listing}
          deposit={deposit.data}
          onDepositRequired={openDialog}
          now={readNow}
        />
      </Suspense>
    ),
    [listing, deposit.data, openDialog, readNow],
  );
  useEffect(() => {
    if (!drawn) return;
    onDrawn?.();
    // The dialog's code is fetched and run now, not on the press.
    loadDepositDialog().then(
      () => setDialogLoaded(true),
      () => undefined,
    );
  }, [drawn, onDrawn]);

  if (deposit.isPending) return <Spinner label={TRADE_PANEL_LOADING} />;
  // The member acts for the listing's own firm: no deposit, bid or offer (issue 28).
  if (deposit.data?.ownFirmListing) return ownFirmNote;
  // An ended listing: what it means for this member, no deposit gate or form.
  if (listing.phase === 'ended') return outcome;
  const hasCompleted = deposit.data?.hasCompleted ?? false;
  const hasPending = deposit.data?.hasPending ?? false;
  const strikes = deposit.data?.strikes;

  return (
    <div className="space-y-4">
      {hasCompleted ? (
        <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
          <CircleCheck aria-hidden className="size-4" />
          Teminatınız yatırıldı.
        </p>
      ) : strikes?.blocked ? (
        // At the strike limit (decision 075): say why before any card is asked for.
        <div className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-ink-800">
          <p className="flex items-start gap-2 font-medium">
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
            Yeni teminat yatıramazsınız.
          </p>
          <p>
            Son dönemde tamamlamadığınız {strikes.count} satış (Temerrüt) nedeniyle hesabınızda
            uyarı sınırına ulaşıldı
            {strikes.until
              ? `; ${formatIstanbulLongDate(strikes.until)} tarihinden sonra`
              : ''}{' '}
            yeniden teminat yatırabilirsiniz. Ayrıntı için bizimle iletişime geçin.
          </p>
        </div>
      ) : (
        <div className="space-y-3 rounded-xl border border-accent-200 bg-accent-50 p-4">
          <p className="flex items-start gap-2 text-sm font-medium text-ink-800">
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
            {traits.depositGateText}
          </p>
          <DepositButton onPress={openDialog}>
            {hasPending ? 'Yeniden Ödeme Yap' : 'Teminatı Yatır'}
          </DepositButton>
        </div>
      )}
      {forms}
      {(dialogLoaded || dialogOpen) && (
        <Suspense fallback={<Spinner label={DEPOSIT_DIALOG_LOADING} />}>
          <DepositDialog
            listing={listing}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            hasPending={hasPending}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The gate's button. Drawn by the server for a known member (decision 095), it says it is getting
 * ready until it has hydrated, and a press meanwhile opens the dialog then (063). Its own part:
 * its switch to live (at once, not with the page's transition) re-renders it alone, not the
 * forms beside it, whose code may still be on its way.
 */
function DepositButton({ onPress, children }: { onPress: () => void; children: ReactNode }) {
  const live = useHydratedAtOnce();
  useKeptPress(DEPOSIT_PRESS, onPress);
  return (
    <Button
      variant="accent"
      fullWidth
      onClick={onPress}
      aria-busy={live ? undefined : true}
      data-keep-press={DEPOSIT_PRESS}
      className={GETTING_READY_CLASSES}
    >
      {children}
    </Button>
  );
}

/** The clock as one function for the panel's life, reading the latest `now` it was given. */
function useStableNow(now: () => Date): () => Date {
  const latest = useRef(now);
  useEffect(() => {
    latest.current = now;
  }, [now]);
  return useCallback(() => latest.current(), []);
}
