import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * common-passwords.txt sits beside this file in the sources; the bundled server
 * (apps/server/dist/server.js) finds it in the source tree it was built from, as it does the
 * migrations.
 */
const LIST_FILE = ['./common-passwords.txt', '../src/modules/auth/common-passwords.txt']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((file) => fs.existsSync(file));

/**
 * One comparable form of a password: lower case with Turkish letters folded to ASCII, so
 * 'Türkiye', 'TURKIYE' and 'türkiye' are the same entry ('İ' and 'ı' both become 'i').
 */
export function foldPassword(password: string): string {
  return password
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i');
}

let list: ReadonlySet<string> | undefined;

/** The list, read once. A missing file stops the server rather than accept weak passwords. */
export function commonPasswords(): ReadonlySet<string> {
  if (list) return list;
  if (!LIST_FILE) throw new Error('common-passwords.txt not found next to the auth module');
  const entries = fs
    .readFileSync(LIST_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map(foldPassword);
  list = new Set(entries);
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(foldPassword(password));
}
