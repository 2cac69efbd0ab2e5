/** EventSource.CLOSED, without reading it off the global (absent on the server). */
const CLOSED = 2;
/** The first wait after a refusal: the server's Retry-After for a stream past its cap. */
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 5 * 60_000;

/**
 * A live stream (Server-Sent Events) that comes back after the browser gave up on it.
 * EventSource reconnects by itself after a dropped connection (every `retry:` the server sets),
 * but an answer that is not a stream — a 429 past the server's cap on streams (decision 053), a
 * 503 while an instance restarts, a proxy's error page — closes it for good, and the page would
 * silently stop being live. It is opened again after 30 s, twice as long after each further
 * refusal up to 5 minutes, each wait drawn between half and all of it so that the tabs refused
 * together do not come back together; a stream that opens starts the waits again.
 *
 * `attach` is called with every EventSource opened, to add its listeners; the answer closes the
 * stream and cancels any reopening.
 */
export function openLiveStream(url: string, attach: (source: EventSource) => void): () => void {
  let current: EventSource | null = null;
  let reopening: ReturnType<typeof setTimeout> | undefined;
  let refusals = 0;
  let stopped = false;

  const open = () => {
    const source = new EventSource(url);
    current = source;
    source.addEventListener('open', () => {
      refusals = 0;
    });
    source.addEventListener('error', () => {
      if (stopped || source.readyState !== CLOSED) return;
      const ceiling = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** refusals);
      refusals++;
      reopening = setTimeout(open, ceiling / 2 + Math.random() * (ceiling / 2));
    });
    attach(source);
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(reopening);
    current?.close();
  };
}
