import { vi } from 'vitest';

/**
 * For tests that draw a part with React's server renderer and hydrate it in the same page: the
 * two renderers meet here, which React's development build notes for every context they share
 * (on a real page they never do). Any other console error fails the test. Call in `beforeEach`;
 * `vi.restoreAllMocks()` undoes it.
 */
export function failOnConsoleErrorsButRendererNotes(): void {
  const consoleError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Detected multiple renderers concurrently')) return;
    consoleError(...args);
    throw new Error(`console.error: ${String(args[0])}`);
  });
}
