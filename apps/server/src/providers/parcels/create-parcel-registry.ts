import type { Config } from '../../config/env.ts';
import { startLocalTkgm, type LocalTkgm } from './local-tkgm.ts';
import type { ParcelRegistry } from './parcel-registry.ts';
import { createTkgmRegistry } from './tkgm-registry.ts';

/**
 * The registry the configuration names: TKGM's parcel query at PARCEL_REGISTRY_URL, or (the
 * default outside production) the local fake of the same service, started on a loopback port at
 * the first lookup, so the very same adapter runs over HTTP in `npm start` and the tests.
 */
export function createParcelRegistry(config: Config): ParcelRegistry {
  const { parcels } = config;
  if (parcels.registry === 'tkgm') {
    return createTkgmRegistry({ baseUrl: parcels.url, timeoutMs: parcels.timeoutMs });
  }
  let local: Promise<LocalTkgm> | null = null;
  let adapter: ParcelRegistry | null = null;
  const started = async () => {
    local ??= startLocalTkgm();
    const fake = await local;
    adapter ??= createTkgmRegistry({
      baseUrl: fake.url,
      timeoutMs: parcels.timeoutMs,
      name: 'local',
    });
    return adapter;
  };
  return {
    name: 'local',
    lookup: async (query) => (await started()).lookup(query),
    async close() {
      if (local) await (await local).close();
      local = null;
      adapter = null;
    },
  };
}
