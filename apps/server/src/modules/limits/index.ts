/** The limits module's face: the rate-limit counters kept in PostgreSQL (decision 016). */
export { createRateLimits, secondsUntil, type RateLimits } from './rate-limits.service.ts';
