import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEventClock, noteServerTime } from '../../../lib/server-clock';
import { siteConfigQueryOptions } from '../../../lib/site-config';
import { siteConfig } from '../testing/render';
import { useServerClockOffset, useServerNow } from './use-server-now';

/*
 * The countdowns count to the server's clock (issue 31: every page carries `serverNow`, here the
 * site configuration's `serverTime`), not to a device set wrong: the offset is measured from the
 * moment the answer arrived.
 */

const SERVER_NOW = new Date('2026-05-05T12:00:00.000Z');

function withSiteConfigAnsweredAt(deviceNow: Date) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(deviceNow);
  const queryClient = new QueryClient();
  // The answer arrives now, by the device's clock, saying the server's time is SERVER_NOW.
  queryClient.setQueryData(siteConfigQueryOptions.queryKey, siteConfig(SERVER_NOW));
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return wrapper;
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ['seven minutes behind', -7 * 60_000],
  ['an hour and a half ahead', 90 * 60_000],
])('a device whose clock is %s', (_name, skewMs) => {
  const deviceNow = new Date(SERVER_NOW.getTime() + skewMs);

  it('measures the offset to the server’s clock', () => {
    const wrapper = withSiteConfigAnsweredAt(deviceNow);
    const { result } = renderHook(() => useServerClockOffset(), { wrapper });
    expect(result.current).toBe(-skewMs);
  });

  it('ticks the server’s time, not its own', async () => {
    const wrapper = withSiteConfigAnsweredAt(deviceNow);
    const { result } = renderHook(() => useServerNow(), { wrapper });
    expect(result.current).toBe(SERVER_NOW.getTime());
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current).toBe(SERVER_NOW.getTime() + 5000);
  });
});

describe('a page whose live events carry the server’s clock (serverNow)', () => {
  afterEach(() => forgetEventClock());

  it('takes the offset from the last event, so a clock changed while the page is open is caught', async () => {
    // The site's answer came with the device 7 minutes behind.
    const deviceNow = new Date(SERVER_NOW.getTime() - 7 * 60_000);
    const wrapper = withSiteConfigAnsweredAt(deviceNow);
    const { result } = renderHook(() => useServerNow(), { wrapper });
    expect(result.current).toBe(SERVER_NOW.getTime());

    // An hour later the device's clock is set 2 minutes ahead of the server's; an event comes.
    await act(async () => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    const serverThen = SERVER_NOW.getTime() + 60 * 60_000;
    vi.setSystemTime(serverThen + 2 * 60_000);
    act(() => noteServerTime(new Date(serverThen).toISOString(), Date.now()));
    // From the next tick on, the countdowns count to the server's clock again.
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(serverThen + 1000);
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current).toBe(serverThen + 4000);
  });

  it('ignores an event without a readable serverNow', () => {
    const wrapper = withSiteConfigAnsweredAt(new Date(SERVER_NOW.getTime() + 60_000));
    const { result } = renderHook(() => useServerClockOffset(), { wrapper });
    act(() => noteServerTime('gestern', Date.now()));
    act(() => noteServerTime(undefined, Date.now()));
    expect(result.current).toBe(-60_000);
  });
});
