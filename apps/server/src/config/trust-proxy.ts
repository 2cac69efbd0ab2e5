import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may say who the client is (issue 24 item 3, decision 053). Every per-address
 * limit counts `request.ip`, so only an X-Forwarded-For entry written by a proxy we trust can
 * name it: the client is the right-most address no trusted proxy wrote. The left-most entries
 * are the client's own words.
 */
export type TrustProxy =
  | false
  /** How many proxies stand in front of the app (1 = one load balancer). */
  | { hops: number }
  /** The proxies' addresses or CIDR ranges (or loopback, linklocal, uniquelocal). */
  | { addresses: string[] };

const MAX_HOPS = 10;
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const REFUSED_TRUE =
  'true would take the left-most X-Forwarded-For address, which the client writes itself, ' +
  'so anyone could pick the address every per-address limit counts. Set how many proxies ' +
  'stand in front of the app (TRUST_PROXY=1 behind one load balancer) or their addresses ' +
  '(TRUST_PROXY=10.0.0.0/8,192.168.1.5); leave it unset when clients connect directly';

/** An IP address or a CIDR range (`10.0.0.0/8`, `fd00::/8`, `10.0.0.0/255.0.0.0`). */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (family === 4 && isIP(prefix) === 4) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset/false/0, a hop count, or a comma-separated list of addresses. */
export const TrustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (value === undefined || value === 'false' || value === 'no' || value === '0') return false;
    if (value === 'true' || value === 'yes') {
      ctx.addIssue({ code: 'custom', message: REFUSED_TRUE });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return { hops };
      ctx.addIssue({ code: 'custom', message: `a hop count is at most ${MAX_HOPS}` });
      return z.NEVER;
    }
    const addresses = value.split(',').map((entry) => entry.trim());
    const bad = addresses.filter((entry) => !isAddressOrRange(entry));
    if (bad.length === 0) return { addresses };
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count (1 behind one load balancer) or a comma-separated list of proxy ' +
        `addresses or CIDR ranges; not an address: ${bad.map((entry) => `"${entry}"`).join(', ')}`,
    });
    return z.NEVER;
  });

/**
 * What Fastify's `trustProxy` is given. Fastify (5.12.8 here) trusts nothing for a bare hop
 * count (the immediate peer cannot be checked), so a count is a function trusting that many hops
 * from the socket inwards: the peer and the proxies behind it, never the entry the client wrote.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('addresses' in setting) return setting.addresses;
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}
