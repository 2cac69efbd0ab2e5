// The auctions module's face: what the jobs set, tests and benches use (decision 057).
export {
  createAuctionJobs,
  runClosingOnce,
  type AuctionJobDeps,
  type ClosingRun,
} from './auction-closing.job.ts';
export type { ClosedListing } from './auction-closing.repository.ts';
export {
  AUCTION_REMINDERS,
  REMINDER_LATENESS_MS,
  runAuctionRemindersOnce,
} from './auction-reminders.job.ts';
export { reminderKey } from './auction-reminders.repository.ts';
export { AUCTION_START_LOOKBACK_MS, runAuctionStartsOnce } from './auction-starts.job.ts';
