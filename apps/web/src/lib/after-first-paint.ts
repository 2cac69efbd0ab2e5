/**
 * Resolves once the browser has painted what it has (the server's HTML): work started before
 * the first frame would hold the page blank until it ends. A hidden tab paints no frames, so
 * there it only yields.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, so the browser can paint and answer a tap in between: work
 * split this way is many short tasks, not one long one (decision 063). `scheduler.yield()` where
 * the browser has it (the rest goes on ahead of other queued work), else a message to itself —
 * not a timer, which a browser holds back at least 4 ms once timers nest.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
