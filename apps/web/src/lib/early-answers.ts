import type {} from './boot-handoff';

/**
 * How long after the page started an answer boot asked for may still be used: after that the
 * query asks again (the member may have navigated away and back, or signed in since).
 */
const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/**
 * The answer the boot script of a server-rendered page asked for at once for this API path
 * (`<meta name="early-requests">`, decision 085), once: the first GET of the path uses it, any
 * later one asks again. Undefined when there is none, it was taken, or it is too old.
 */
export function takeEarlyAnswer(path: string): Promise<Response | null> | undefined {
  if (typeof window === 'undefined') return undefined;
  const answers = window.__arsamezatEarlyAnswers;
  const answer = answers?.get(path);
  if (!answers || !answer) return undefined;
  answers.delete(path);
  return performance.now() < EARLY_ANSWER_MAX_AGE_MS ? answer : undefined;
}
