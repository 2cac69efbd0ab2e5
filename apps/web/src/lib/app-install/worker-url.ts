/** The worker built from src/service-worker/sw.ts (decision 091); push registers the same one. */
export const SERVICE_WORKER_URL = '/sw.js';
