/**
 * Puts packages/shared/src in folders by domain (issue 25) and rewrites every mention of a moved
 * file: `@arsamezat/shared/<file>` becomes `@arsamezat/shared/<domain>/<file>` in code, mocks,
 * dynamic imports, lint configs and docs; `packages/shared/src/<file>.ts` becomes
 * `packages/shared/src/<domain>/<file>.ts`; relative imports inside the package follow their
 * files; the package's `exports` name one subpath per domain. Run `npx tsx scripts/shared-domains.ts`.
 *
 * Repeatable: a second run moves and rewrites nothing. A top-level file of packages/shared/src the
 * map below does not place (added by a branch merged later) stops the run before anything moves,
 * with its name: add it to DOMAINS and run again.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sharedDir = path.join(root, 'packages/shared');
const srcDir = path.join(sharedDir, 'src');
const self = path.relative(root, import.meta.filename);

/**
 * Each domain folder and the modules it holds, by base name: `bids` places bids.ts,
 * bids.routes.ts, bids.contracts.ts and bids.test.ts (and a test of any of them).
 */
export const DOMAINS = {
  core: [
    'api-route',
    'errors',
    'firm-errors',
    'sale-errors',
    'identity-errors',
    'parcel-errors',
    'text',
    'zod-locale',
    'money',
    'number-format',
    'istanbul-time',
    'turkish-text',
  ],
  site: ['site', 'web-paths', 'ssr', 'contact', 'system', 'dev'],
  accounts: [
    'auth',
    'auth-messages',
    'session',
    'session-firm',
    'phone',
    'return-path',
    'registration',
    'password-reset',
    'two-factor',
  ],
  member: [
    'me',
    'me-settings',
    'member',
    'member-records',
    'settings',
    'users',
    'win-payment',
    'identity',
    'identity-number',
  ],
  listings: [
    'listings',
    'listing-phase',
    'listing-location',
    'listing-types',
    'listing-options',
    'listing-documents',
    'listing-document-texts',
    'documents',
    'cities',
    'watchlist',
    'watchlist-texts',
    'saved-search-match',
    'listing-verification',
    'firm-page',
    'location-codes',
    'locations',
    'browse-search',
  ],
  trading: [
    'bids',
    'proxy-bids',
    'offers',
    'deposits',
    'payments',
    'sandbox-bank',
    'amount-in-words',
    'trade-texts',
    'events',
  ],
  notifications: [
    'notifications',
    'notification-channels',
    'sms-length',
    'unsubscribe',
    'marketing',
  ],
  admin: [
    'admin',
    'admin-audit',
    'admin-campaigns',
    'admin-contact',
    'admin-identity',
    'admin-inbox',
    'admin-kvkk',
    'admin-listing-actions',
    'admin-listing-deletion',
    'admin-listing-documents',
    'admin-listing-form',
    'admin-listing-images',
    'admin-listing-queries',
    'admin-listing-reviews',
    'admin-listings',
    'admin-notifications',
    'admin-offers',
    'admin-overview',
    'admin-payments',
    'admin-users',
    'admin-firms',
    'admin-packages',
    'admin-system',
  ],
  firms: [
    'tax-number',
    'firm-application',
    'firm-members',
    'firm-listings',
    'firm-activity',
    'listing-packages',
  ],
  sales: ['sale', 'sales', 'business-days', 'invoices', 'sale-documents'],
} as const satisfies Record<string, readonly string[]>;

type Domain = keyof typeof DOMAINS;

const domainOfBase = new Map<string, Domain>();
for (const [domain, bases] of Object.entries(DOMAINS) as [Domain, readonly string[]][]) {
  for (const base of bases) {
    const taken = domainOfBase.get(base);
    if (taken) throw new Error(`${base} is placed twice: ${taken}/ and ${domain}/`);
    domainOfBase.set(base, domain);
  }
}

/** `bids.contracts.test.ts` → `bids`: a file's module family, which decides its folder. */
function baseOf(file: string): string {
  return file.replace(/\.ts$/, '').replace(/(?:\.(?:routes|contracts|test))+$/, '');
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' });
}

// 1. Every top-level file must have a place, or nothing moves.
const topLevel = fs
  .readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => entry.name)
  .sort();
const unplaced = topLevel.filter((file) => !domainOfBase.has(baseOf(file)));
if (unplaced.length > 0) {
  console.error(
    `shared-domains: ${unplaced.length} file(s) in packages/shared/src have no domain; add their ` +
      `base name to DOMAINS in ${self} and run again (nothing was moved):`,
  );
  for (const file of unplaced) console.error(`  packages/shared/src/${file}`);
  process.exit(1);
}

// 2. Move each file (its routes, contracts and tests share its base) into its domain folder.
const moved: string[] = [];
for (const file of topLevel) {
  const domain = domainOfBase.get(baseOf(file)) as Domain;
  fs.mkdirSync(path.join(srcDir, domain), { recursive: true });
  git('mv', `packages/shared/src/${file}`, `packages/shared/src/${domain}/${file}`);
  moved.push(`packages/shared/src/${file} → ${domain}/${file}`);
}

/** Module name (`bids.routes`, file name without .ts) → its domain, from the folders as they are now. */
const domainOfModule = new Map<string, Domain>();
for (const domain of Object.keys(DOMAINS) as Domain[]) {
  const dir = path.join(srcDir, domain);
  if (!fs.existsSync(dir)) continue;
  for (const file of fs.readdirSync(dir)) {
    if (file.endsWith('.ts')) domainOfModule.set(file.replace(/\.ts$/, ''), domain);
  }
}
const mappedBases = new Set([...domainOfModule.keys()].map(baseOf));
const missing = [...domainOfBase.keys()].filter((base) => !mappedBases.has(base));
if (missing.length > 0)
  console.warn(`shared-domains: in DOMAINS but no file: ${missing.join(', ')}`);

// 3. Relative imports inside the package: each points at its module's folder, from the importer's.
const relativeSpecifier =
  /((?:from|import)\s*\(?\s*|vi\.(?:mock|importActual)(?:<[^>]*>)?\(\s*)(['"])(\.\.?\/[^'"]+)\2/g;

function fixRelative(file: string, text: string): string {
  const fromDir = path.dirname(file);
  return text.replace(relativeSpecifier, (whole, lead: string, quote: string, spec: string) => {
    const withTs = spec.endsWith('.ts');
    const name = path.basename(spec).replace(/\.ts$/, '');
    const domain = domainOfModule.get(name);
    if (!domain) return whole;
    let target = path
      .relative(fromDir, path.join(srcDir, domain, name))
      .split(path.sep)
      .join('/');
    if (!target.startsWith('.')) target = `./${target}`;
    return `${lead}${quote}${target}${withTs ? '.ts' : ''}${quote}`;
  });
}

// 4. Mentions anywhere in the repository. A name is only rewritten when no `/` follows it, so a
// mention already inside its folder is left alone.
const moduleName = String.raw`([a-z0-9-]+(?:\.(?:routes|contracts|test))*)(\.ts)?(?![\w/-]|\.\w)`;
const packageSubpath = new RegExp(String.raw`@arsamezat/shared/${moduleName}`, 'g');
const sourcePath = new RegExp(String.raw`packages/shared/src/${moduleName}`, 'g');
/** Shorthand in comments: `packages/shared/proxy-bids`. */
const shortPath = new RegExp(String.raw`packages/shared/${moduleName}`, 'g');
/** A bundler regex naming shared files (apps/web/vite.config.ts: the 'listing-values' chunk). */
const sep = String.raw`[\\/]`;
const escapedSep = sep.replace(/[[\]\\/]/g, (c) => `\\${c}`);
const bundlerPattern = new RegExp(
  String.raw`packages${escapedSep}shared${escapedSep}src${escapedSep}\(\?:([a-z0-9|-]+)\)`,
  'g',
);
/** Placeholders in docs and lint messages that describe where a route table lives. */
const placeholders: [string, string][] = [
  ['packages/shared/src/<domain>.routes.ts', 'packages/shared/src/<domain>/<name>.routes.ts'],
  ['packages/shared/src/<domain>.ts', 'packages/shared/src/<domain>/<name>.ts'],
  ['@arsamezat/shared/<domain>.routes', '@arsamezat/shared/<domain>/<name>.routes'],
  ['@arsamezat/shared/<domain>`', '@arsamezat/shared/<domain>/<name>`'],
];

function rewriteMentions(text: string): string {
  const known =
    (to: (domain: Domain, name: string, ts: string) => string) =>
    (whole: string, name: string, ts: string | undefined) => {
      const domain = domainOfModule.get(name);
      return domain ? to(domain, name, ts ?? '') : whole;
    };
  let out = text
    .replace(
      packageSubpath,
      known((d, n, ts) => `@arsamezat/shared/${d}/${n}${ts}`),
    )
    .replace(
      sourcePath,
      known((d, n, ts) => `packages/shared/src/${d}/${n}${ts}`),
    )
    .replace(shortPath, (whole: string, name: string, ts: string | undefined) => {
      const domain = name === 'src' ? undefined : domainOfModule.get(name);
      return domain ? `packages/shared/src/${domain}/${name}${ts ?? ''}` : whole;
    })
    .replace(bundlerPattern, (whole: string, names: string) => {
      const byDomain = new Map<Domain, string[]>();
      for (const name of names.split('|')) {
        const domain = domainOfModule.get(name);
        if (!domain) return whole;
        byDomain.set(domain, [...(byDomain.get(domain) ?? []), name]);
      }
      const prefix = `packages${sep}shared${sep}src${sep}`;
      const groups = [...byDomain].map(([d, list]) => `${d}${sep}(?:${list.join('|')})`);
      return groups.length === 1 ? `${prefix}${groups[0]}` : `${prefix}(?:${groups.join('|')})`;
    });
  for (const [from, to] of placeholders) out = out.split(from).join(to);
  return out;
}

const textFile = /\.(?:[cm]?[jt]sx?|json|md|ya?ml|html|sh)$/;
const skip = new Set([self, 'package-lock.json']);
const tracked = git('ls-files', '-z')
  .split('\0')
  .filter((file) => file && textFile.test(file) && !skip.has(file));

const changed: string[] = [];
for (const file of tracked) {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) continue;
  const before = fs.readFileSync(full, 'utf8');
  let after = rewriteMentions(before);
  if (file.startsWith('packages/shared/src/')) after = fixRelative(full, after);
  if (after !== before) {
    fs.writeFileSync(full, after);
    changed.push(file);
  }
}

// 5. The package's exports: one subpath per domain folder, so they name the domains.
const packageJsonPath = path.join(sharedDir, 'package.json');
const packageJson = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8')) as Record<string, unknown>;
const exportsByDomain = Object.fromEntries(
  (Object.keys(DOMAINS) as Domain[])
    .filter((domain) => fs.existsSync(path.join(srcDir, domain)))
    .map((domain) => [`./${domain}/*`, `./src/${domain}/*.ts`]),
);
if (JSON.stringify(packageJson.exports) !== JSON.stringify(exportsByDomain)) {
  packageJson.exports = exportsByDomain;
  fs.writeFileSync(packageJsonPath, `${JSON.stringify(packageJson, null, 2)}\n`);
  changed.push('packages/shared/package.json');
}

// 6. Import lines changed length: let Prettier rewrap what the rewrite touched.
const formattable = changed.filter((file) => fs.existsSync(path.join(root, file)));
if (formattable.length > 0) {
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...formattable], {
    cwd: root,
    stdio: 'inherit',
  });
}

for (const line of moved) console.log(`moved     ${line}`);
for (const file of changed) console.log(`rewrote   ${file}`);
console.log(
  moved.length + changed.length === 0
    ? 'shared-domains: nothing to do; packages/shared/src is in its domain folders.'
    : `shared-domains: moved ${moved.length} file(s), rewrote ${changed.length} file(s).`,
);
