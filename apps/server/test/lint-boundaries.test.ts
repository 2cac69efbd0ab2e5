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
  it("a module importing another module's repository", () => {
    expect(errorsOf(`${MODULES}/beta/beta-reads-alpha-repository.ts`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*alpha\.repository\.ts/),
    ]);
  });

  it("a module importing another module's SQL", () => {
    expect(errorsOf(`${MODULES}/beta/beta-runs-alpha-sql.ts`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*alpha\.sql\.ts/),
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

  it('and nothing where a module uses its own repository or another module’s service', () => {
    expect(errorsOf(`${MODULES}/alpha/alpha.service.ts`)).toEqual([]);
    expect(errorsOf(`${MODULES}/beta/beta-uses-alpha-service.ts`)).toEqual([]);
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
    const shared = (await eslint.calculateConfigForFile(
      'packages/shared/src/money.ts',
    )) as Linter.Config;
    expect(shared.rules?.['import-x/no-restricted-paths']).toBeDefined();
    expect(shared.rules?.['no-restricted-imports']).toBeDefined();
    expect(
      await eslint.isPathIgnored('apps/server/test/lint-fixtures/apps/server/src/db/client.ts'),
    ).toBe(true);
  });
});
