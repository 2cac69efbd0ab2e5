import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream } from './live-stream';

/*
 * Issue 24 item 4: past the server's cap a stream is answered 429 (and 503 while an instance
 * restarts). The browser's EventSource does not reconnect after an answer that is not a stream:
 * it closes for good, and the page silently stopped being live. openLiveStream opens it again,
 * after a wait that grows while the refusals go on, never in a tight loop.
 */

/** A stand-in for the browser's EventSource, driven by the test like the server would. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server answered with a stream. */
  opened() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  /** The connection dropped: the browser tries again by itself. */
  dropped() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
  /** The server answered something else than a stream (429, 503): the browser gives up. */
  refused() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

const SECOND = 1000;
const opened = () => FakeEventSource.instances.length;
const latest = () => {
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('no EventSource was opened');
  return source;
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openLiveStream', () => {
  it('opens the stream and hands each EventSource it opens to the caller', () => {
    const attached: EventSource[] = [];
    openLiveStream('/api/listings/x/events', (source) => attached.push(source));
    expect(opened()).toBe(1);
    expect(latest().url).toBe('/api/listings/x/events');
    expect(attached).toEqual([latest()]);
  });

  it('leaves a dropped connection to the browser, which reconnects by itself', () => {
    openLiveStream('/s', () => {});
    latest().opened();
    latest().dropped();
    vi.advanceTimersByTime(10 * 60 * SECOND);
    expect(opened()).toBe(1);
  });

  it('opens a refused stream again after 15–30 s, not at once', () => {
    const attached: EventSource[] = [];
    openLiveStream('/s', (source) => attached.push(source));
    latest().refused();
    vi.advanceTimersByTime(15 * SECOND - 1);
    expect(opened()).toBe(1);
    vi.advanceTimersByTime(15 * SECOND + 1);
    expect(opened()).toBe(2);
    expect(attached).toHaveLength(2);
  });

  it('waits twice as long after each refusal, up to 5 minutes, and from the start once it opens', () => {
    openLiveStream('/s', () => {});
    // Refused ten times in a row: each wait is at least half of 30 s, 60 s, 120 s, 240 s, 300 s…
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const before = opened();
      latest().refused();
      let waited = 0;
      while (opened() === before) {
        vi.advanceTimersByTime(SECOND);
        waited += SECOND;
      }
      waits.push(waited / SECOND);
    }
    const ceilings = [30, 60, 120, 240, 300, 300, 300, 300, 300, 300];
    waits.forEach((wait, i) => {
      expect(wait).toBeGreaterThanOrEqual((ceilings[i] ?? 0) / 2);
      expect(wait).toBeLessThanOrEqual(ceilings[i] ?? 0);
    });

    // Open again: the next refusal waits from 30 s again.
    latest().opened();
    latest().refused();
    vi.advanceTimersByTime(30 * SECOND);
    expect(opened()).toBe(12);
  });

  it('never hammers: an hour of refusals is at most 30 attempts (a retry every 2 s would be 1,800)', () => {
    openLiveStream('/s', () => {});
    for (let t = 0; t < 60 * 60; t++) {
      if (latest().readyState === FakeEventSource.CONNECTING) latest().refused();
      vi.advanceTimersByTime(SECOND);
    }
    expect(opened()).toBeLessThanOrEqual(30);
  });

  it('closing stops the stream and any reopening', () => {
    const close = openLiveStream('/s', () => {});
    latest().refused();
    close();
    vi.advanceTimersByTime(10 * 60 * SECOND);
    expect(opened()).toBe(1);

    const closeOpen = openLiveStream('/t', () => {});
    closeOpen();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });
});
