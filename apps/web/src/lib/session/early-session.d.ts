/**
 * The session answer the boot script asked for before the app's scripts arrived (decision 063):
 * `boot.ts` writes it, the first session check (`get-session.ts`) takes it. A type only — the
 * boot script imports nothing, so that it is one request.
 */
declare global {
  interface Window {
    __arsamezatEarlySession?: Promise<Response | null>;
  }
}

export {};
