/**
 * Zod builds a faster parser with `new Function` unless told not to, and probes for it when an
 * object schema is created. The pages' Content-Security-Policy (`script-src 'self'`, no
 * 'unsafe-eval') forbids it, so the probe only failed — and the browser reported each failure
 * as a CSP violation (Lighthouse's best practices: "Issues were logged"). `jitless` skips both.
 *
 * Set on zod's global configuration object, which zod creates only when it is missing and
 * reads when each schema is built, so the entry (`main.tsx`) imports this module first, before
 * any schema exists, without loading zod into the first chunk. zod-config.test.ts checks zod sees it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
