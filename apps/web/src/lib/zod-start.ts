import { config } from 'zod';

/**
 * What `callApiParsed` imports to evaluate zod's chunk in a task of its own (decision 063). Not
 * `import('zod')`: a dynamic import of zod itself asks for its whole namespace, and the bundle
 * then kept every export — all its locales and its JSON Schema converters, 88 KB of gzipped
 * script instead of about 25 (decision 085). This module is in zod's chunk (vite.config.ts).
 */
export const zodStarted = typeof config === 'function';
