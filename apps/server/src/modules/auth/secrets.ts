import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config/env.ts';

type SecretsFile = { codeKey: string };

/**
 * The key for one-time-code hashes: AUTH_SECRET when set (required when several instances share
 * a database), else a random key generated on first start into DATA_DIR/secrets.json (mode 600).
 */
export function loadCodeKey(config: Config): Buffer {
  if (config.authSecret) return Buffer.from(config.authSecret, 'utf8');
  const file = path.join(config.dataDir, 'secrets.json');
  const read = () => {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SecretsFile>;
    if (typeof parsed.codeKey !== 'string' || parsed.codeKey.length < 43) {
      throw new Error(`${file} has no usable codeKey; delete it to generate a new one`);
    }
    return Buffer.from(parsed.codeKey, 'base64url');
  };
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const content: SecretsFile = { codeKey: randomBytes(32).toString('base64url') };
  try {
    fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}
