/** Errors down a `cause` chain, outermost first (bounded, whatever the chain looks like). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 5) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** Drizzle's wrapper says "Failed query: <sql> params: <values>": the values may be secrets. */
const WRAPPED_QUERY = /^Failed query:/;

/**
 * A start-up failure as one printable text without query parameters, hashes, tokens or codes:
 * the error's name and the driver's own message (never Drizzle's "Failed query … params" text,
 * never the driver's `detail`, which quotes the conflicting values), the SQLSTATE when there is
 * one, and the stack frames without their message line.
 */
export function describeStartupError(error: unknown): string {
  const chain = causes(error);
  const described = chain.find(
    (e): e is Error => e instanceof Error && !WRAPPED_QUERY.test(e.message),
  );
  const top = chain[0];
  const name = top instanceof Error ? top.name : typeof top;
  const firstLine = described?.message.split('\n')[0] ?? 'unknown error';
  const message = (firstLine.split(/\bparams:/)[0] ?? '').slice(0, 300);
  const code = chain
    .map((e) => (e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined))
    .find((c) => typeof c === 'string');
  const frames =
    top instanceof Error
      ? (top.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '))
      : [];
  return [
    `Sunucu başlatılamadı: ${name}: ${message}${code ? ` (code ${code})` : ''}`,
    ...frames.slice(0, 10),
  ].join('\n');
}
