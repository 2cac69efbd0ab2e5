/**
 * What the boot script of a server-rendered page (`boot.ts`) hands the app (decision 063). Types
 * only: the boot script imports nothing, so that it is one request.
 */
declare global {
  interface Window {
    /** The session answer boot asked for before the app's scripts came; the first check takes it. */
    __arsamezatEarlySession?: Promise<Response | null>;
    /**
     * The answers boot asked for at once because the server named them (a member's trade panel
     * data, decision 085), by API path; the first GET of each takes it (lib/early-answers.ts).
     */
    __arsamezatEarlyAnswers?: Map<string, Promise<Response | null>>;
    /** The `data-keep-press` name of the control last tapped before the app was live. */
    __arsamezatKeptPress?: string;
    /** Set once the app has hydrated: boot keeps no press after that. */
    __arsamezatLive?: boolean;
    /**
     * Chromium's install prompt, kept once the page is live for the offer after a member's
     * first bid or follow (lib/app-install, decision 091); null until the browser offers one.
     */
    __arsamezatInstallPrompt?: InstallPromptEvent | null;
  }

  /** `beforeinstallprompt`'s event (Chromium's; not in TypeScript's DOM types). */
  interface InstallPromptEvent extends Event {
    prompt(): Promise<void>;
    readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
  }
}

export {};
