import type { Config } from '../../config/env.ts';
import type { IdentityQuery, IdentityRegistry } from './identity-registry.ts';
import { createKpsRegistry } from './kps-registry.ts';
import { startLocalKps, type LocalKps } from './local-kps.ts';

/**
 * The registry the configuration names: NVI's KPSPublic at IDENTITY_REGISTRY_URL, or (the
 * default outside production) the local fake of the same SOAP service, started on a loopback
 * port at the first check, so the very same adapter runs over HTTP in `npm start` and the tests.
 */
export function createIdentityRegistry(config: Config): IdentityRegistry {
  const { identity } = config;
  if (identity.registry === 'kps') {
    return createKpsRegistry({
      baseUrl: identity.url,
      soapVersion: identity.soapVersion,
      timeoutMs: identity.timeoutMs,
    });
  }
  return createLocalIdentityRegistry({
    soapVersion: identity.soapVersion,
    timeoutMs: identity.timeoutMs,
    delayMs: identity.fakeDelayMs,
  });
}

export function createLocalIdentityRegistry(options: {
  soapVersion: '1.1' | '1.2';
  timeoutMs: number;
  delayMs: number;
}): IdentityRegistry {
  let local: Promise<LocalKps> | null = null;
  let adapter: IdentityRegistry | null = null;
  const started = async () => {
    local ??= startLocalKps({ delayMs: options.delayMs });
    const kps = await local;
    adapter ??= createKpsRegistry({
      baseUrl: kps.url,
      soapVersion: options.soapVersion,
      timeoutMs: options.timeoutMs,
      name: 'local',
    });
    return adapter;
  };
  return {
    name: 'local',
    async verify(query: IdentityQuery) {
      return (await started()).verify(query);
    },
    async close() {
      if (local) await (await local).close();
      local = null;
      adapter = null;
    },
  };
}
