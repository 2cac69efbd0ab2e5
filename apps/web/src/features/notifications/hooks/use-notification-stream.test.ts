import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../api/notifications';
import { useNotificationStream } from './use-notification-stream';

/*
 * Issue 24 item 4: past the server's stream cap the bell's stream is answered 429. EventSource
 * gives up for good on such an answer, so the bell stopped being live until the page was
 * reloaded. It is opened again after a wait (lib/live-stream.ts), and refetches when it opens.
 */

class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = 2;
  }
  opened() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  /** A 429: not a stream, so the browser closes it and does not try again. */
  refused() {
    this.readyState = 2;
    this.dispatchEvent(new Event('error'));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useNotificationStream', () => {
  it('opens the bell stream again after the server refused it, and refetches once it opens', () => {
    const queryClient = new QueryClient();
    const refetched = vi.fn();
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate') refetched();
    });
    queryClient.setQueryData(notificationKeys.list(), { items: [], unread: 0 });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const hook = renderHook(() => useNotificationStream(true), { wrapper });

    FakeEventSource.instances[0]?.refused();
    vi.advanceTimersByTime(30_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]?.url).toBe('/api/me/notifications/stream');

    FakeEventSource.instances[1]?.opened();
    expect(refetched).toHaveBeenCalled();

    hook.unmount();
    expect(FakeEventSource.instances[1]?.readyState).toBe(2);
  });
});
