import { AUTH_LIMITS } from '@arsamezat/shared/accounts/auth-messages';
import type { CodePurpose } from './codes.repository.ts';

const SECOND = 1000;
export const HOUR = 3600 * SECOND;
export const DAY = 24 * HOUR;

/** Codes that share a budget: how many a phone may get in an hour, and in a day. */
export type CodeBudget = {
  purposes: readonly CodePurpose[];
  perHour: number;
  perDay: number | null;
};

/**
 * Sign-in codes have a budget of their own (issue 24, decision 052): a signup or recovery code
 * never holds back a sign-in code, and signing in on several devices never uses up the recovery
 * codes. Within each budget: one code per 60 s unless the last one was used, and the counts.
 */
export const CODE_BUDGETS = {
  account: {
    purposes: ['signup', 'password_reset'],
    perHour: AUTH_LIMITS.maxCodesPerHour,
    perDay: null,
  },
  signIn: {
    purposes: ['two_factor'],
    perHour: AUTH_LIMITS.maxSignInCodesPerHour,
    perDay: AUTH_LIMITS.maxSignInCodesPerDay,
  },
  /** Confirming a purchase or taking a runner-up's offer (issue 29): their own budget. */
  sale: {
    purposes: ['sale_confirmation', 'runner_up_acceptance'],
    perHour: AUTH_LIMITS.maxCodesPerHour,
    perDay: null,
  },
} as const satisfies Record<string, CodeBudget>;

export const budgetOf = (purpose: CodePurpose): CodeBudget =>
  purpose === 'two_factor'
    ? CODE_BUDGETS.signIn
    : purpose === 'sale_confirmation' || purpose === 'runner_up_acceptance'
      ? CODE_BUDGETS.sale
      : CODE_BUDGETS.account;

/** How far back a budget's codes are counted. */
export const budgetLookback = (budget: CodeBudget) => (budget.perDay === null ? HOUR : DAY);

/** A code as the budget sees it. */
export type SentCode = {
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
  failedAttempts: number;
};

/**
 * Why no new code may go out now: the seconds to wait, and the code sent less than a minute ago
 * that is still usable (it holds the next one back), if that is the reason.
 */
export type CodeHold = { retryAfter: number; live: SentCode | null };

const secondsUntil = (moment: number, now: number) =>
  Math.max(1, Math.ceil((moment - now) / SECOND));

const usable = (code: SentCode, now: number) =>
  !code.consumedAt &&
  code.expiresAt.getTime() > now &&
  code.failedAttempts < AUTH_LIMITS.maxCodeAttempts;

/**
 * Judges a new code against the budget; `recent` are the budget's codes of the phone since
 * `budgetLookback` ago, newest first. Null when one may be sent.
 */
export function codeHold(budget: CodeBudget, recent: SentCode[], at: Date): CodeHold | null {
  const now = at.getTime();
  const spacing = AUTH_LIMITS.resendAfterSeconds * SECOND;
  const live = recent.find((c) => c.createdAt.getTime() + spacing > now && usable(c, now));
  if (live) return { retryAfter: secondsUntil(live.createdAt.getTime() + spacing, now), live };

  const waits: number[] = [];
  const inHour = recent.filter((c) => c.createdAt.getTime() > now - HOUR);
  // The count falls below the limit when the limit-th newest leaves the window.
  const hourly = inHour[budget.perHour - 1];
  if (hourly) waits.push(hourly.createdAt.getTime() + HOUR);
  const daily = budget.perDay === null ? undefined : recent[budget.perDay - 1];
  if (daily) waits.push(daily.createdAt.getTime() + DAY);
  return waits.length > 0
    ? { retryAfter: secondsUntil(Math.max(...waits), now), live: null }
    : null;
}
