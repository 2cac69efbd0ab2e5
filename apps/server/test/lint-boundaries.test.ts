import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The import boundaries: each rule reports its fixture, and `npm run lint` runs the rules. */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const fixtureRoot = path.join(import.meta.dirname, 'lint-fixtures');
type BoundaryModule = { boundaryConfigs: (root: string) => Linter.Config[] };

let messages: Map<string, string[]>;
beforeAll(async () => {
  const url = pathToFileURL(path.join(repoRoot, 'eslint.server-boundaries.js')).href;
  const { boundaryConfigs } = (await import(url)) as BoundaryModule;
  const eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...boundaryConfigs(fixtureRoot),
    ],
  });
  const results = await eslint.lintFiles(['apps', 'packages']);
  messages = new Map(
    results.map((result) => [
      path.relative(fixtureRoot, result.filePath),
      result.messages.map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`),
    ]),
  );
}, 60_000);

const errorsOf = (file: string) => messages.get(file) ?? [`(not linted: ${file})`];
const MODULES = 'apps/server/src/modules';

describe('the boundary rules report each violation', () => {
  const FACE = /^import-x\/no-restricted-paths: .*only through its index\.ts/;

  it.each([
    ['beta-reads-alpha-repository.ts', 'alpha.repository.ts'],
    ['beta-runs-alpha-sql.ts', 'alpha.sql.ts'],
    ['beta-reads-alpha-service.ts', 'alpha.service.ts'],
    ['beta-reads-alpha-helper.ts', 'alpha-helper.ts'],
    ['beta-reads-alpha-fixtures.ts', 'testing/alpha-fixtures.ts'],
  ])("a module importing another module's file past its index (%s → %s)", (file, target) => {
    const errors = errorsOf(`${MODULES}/beta/${file}`);
    expect(errors).toEqual([expect.stringMatching(FACE)]);
    expect(errors[0]).toContain(target);
  });

  it('code outside the modules (a job) importing a module past its index', () => {
    expect(errorsOf('apps/server/src/jobs/closing.job.ts')).toEqual([expect.stringMatching(FACE)]);
  });

  it('a module importing plugins/', () => {
    expect(errorsOf(`${MODULES}/beta/beta-imports-plugin.ts`)).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*plugins\/page-shell\.ts.*never imports plugins/,
      ),
    ]);
  });

  it("test code importing another module's repository instead of its index or testing/", () => {
    expect(errorsOf(`${MODULES}/beta/testing/beta-reads-alpha-repository.ts`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*index\.ts or its testing\/ helpers/),
    ]);
  });

  it('db/ importing a module', () => {
    expect(errorsOf('apps/server/src/db/client.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*database layer/),
    ]);
  });

  it('packages/shared importing from an app, or a Node API', () => {
    expect(errorsOf('packages/shared/src/imports-app.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*packages\/shared/),
    ]);
    expect(errorsOf('packages/shared/src/imports-node.ts')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*node:fs/),
    ]);
  });

  it('an import cycle', () => {
    expect(errorsOf('apps/server/src/lib/cycle-a.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: /),
    ]);
  });

  it('and nothing where a module uses its own files, or another module through its index', () => {
    expect(errorsOf(`${MODULES}/alpha/alpha.service.ts`)).toEqual([]);
    expect(errorsOf(`${MODULES}/alpha/index.ts`)).toEqual([]);
    expect(errorsOf(`${MODULES}/beta/beta-uses-alpha-index.ts`)).toEqual([]);
    expect(errorsOf('apps/server/src/jobs/counting.job.ts')).toEqual([]);
  });

  it("and nothing where test code reads another module's index and its testing/ helpers", () => {
    expect(errorsOf(`${MODULES}/beta/testing/beta-fixtures.ts`)).toEqual([]);
  });
});

describe('npm run lint applies them', () => {
  it('to a server module and to the shared package', async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    const server = (await eslint.calculateConfigForFile(
      'apps/server/src/modules/bids/bids.service.ts',
    )) as Linter.Config;
    expect(server.rules?.['import-x/no-restricted-paths']).toBeDefined();
    expect(server.rules?.['import-x/no-cycle']).toBeDefined();
    const serverTest = (await eslint.calculateConfigForFile(
      'apps/server/src/modules/bids/bids.test.ts',
    )) as Linter.Config;
    expect(serverTest.rules?.['import-x/no-restricted-paths']).toBeDefined();
    const shared = (await eslint.calculateConfigForFile(
      'packages/shared/src/core/money.ts',
    )) as Linter.Config;
    expect(shared.rules?.['import-x/no-restricted-paths']).toBeDefined();
    expect(shared.rules?.['no-restricted-imports']).toBeDefined();
    expect(
      await eslint.isPathIgnored('apps/server/test/lint-fixtures/apps/server/src/db/client.ts'),
    ).toBe(true);
  });
});
