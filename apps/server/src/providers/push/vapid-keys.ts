import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config/env.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const KEY = { publicKey: /^[A-Za-z0-9_-]{87}$/, privateKey: /^[A-Za-z0-9_-]{43}$/ };

/**
 * The VAPID pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set (production requires them, so
 * every instance signs with one pair), else a pair generated on the first start into
 * DATA_DIR/vapid-keys.json (mode 600) and read from there after: browsers subscribed with the
 * public key keep working across restarts (decision 090).
 */
export function loadVapidKeys(config: Config): VapidKeys {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const file = path.join(config.dataDir, 'vapid-keys.json');
  const read = (): VapidKeys => {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (
      typeof parsed.publicKey !== 'string' ||
      typeof parsed.privateKey !== 'string' ||
      !KEY.publicKey.test(parsed.publicKey) ||
      !KEY.privateKey.test(parsed.privateKey)
    ) {
      throw new Error(`${file} has no usable VAPID pair; delete it to generate a new one`);
    }
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  };
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const pair = webpush.generateVAPIDKeys();
  try {
    fs.writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}
