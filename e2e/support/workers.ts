/**
 * How many spec files run at once (E2E_WORKERS, default 2): each has its own browser and its own
 * server. On the 2-core CI machine two halve the suite's time (issue 25); 1 runs them in turn.
 */
export function e2eWorkers(): number {
  const value = Number(process.env.E2E_WORKERS ?? 2);
  if (!Number.isInteger(value) || value < 1 || value > 8) {
    throw new Error(`E2E_WORKERS must be an integer from 1 to 8, got "${process.env.E2E_WORKERS}"`);
  }
  return value;
}
