/** A failure that no retry can mend (no verified address any more): the row is dead at once. */
export class UndeliverableError extends Error {
  override name = 'UndeliverableError';
}
