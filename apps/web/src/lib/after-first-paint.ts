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
