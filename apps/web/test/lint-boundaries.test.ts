// @vitest-environment node
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The web's import boundaries: each rule reports its fixture, and `npm run lint` runs them. */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const fixtureRoot = path.join(import.meta.dirname, 'lint-fixtures');
type BoundaryModule = { webBoundaryConfigs: (root: string) => Linter.Config[] };

let messages: Map<string, string[]>;
beforeAll(async () => {
  const url = pathToFileURL(path.join(repoRoot, 'eslint.web-boundaries.js')).href;
  const { webBoundaryConfigs } = (await import(url)) as BoundaryModule;
  const eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...webBoundaryConfigs(fixtureRoot),
    ],
  });
  const results = await eslint.lintFiles(['apps']);
  messages = new Map(
    results.map((result) => [
      path.relative(fixtureRoot, result.filePath),
      result.messages.map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`),
    ]),
  );
}, 120_000);

const SRC = 'apps/web/src';
const errorsOf = (file: string) => messages.get(`${SRC}/${file}`) ?? [`(not linted: ${file})`];

describe('the web boundary rules report each violation', () => {
  it('a feature importing another feature, in code and in tests', () => {
    for (const file of ['features/beta/beta-imports-alpha.ts', 'features/beta/beta.test.ts']) {
      expect(errorsOf(file), file).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*does not import another feature/),
      ]);
    }
  });

  it('a feature importing app/', () => {
    expect(errorsOf('features/beta/beta-imports-app.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import app\//),
    ]);
  });

  it('lib/ importing a feature', () => {
    expect(errorsOf('lib/lib-imports-feature.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*sit below the features/),
    ]);
  });

  it('an API path written as a string or a template in a web API file', () => {
    expect(errorsOf('features/beta/api/get-beta.ts')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: An API path is written once/),
      expect.stringMatching(/^no-restricted-syntax: An API path is written once/),
    ]);
    // The fixture feature's other API file calls nothing: no report.
    expect(errorsOf('features/alpha/api/get-alpha.ts')).toEqual([]);
  });

  it('and nothing where a feature uses its own files and lib/, or the app composes features', () => {
    expect(errorsOf('features/alpha/components/alpha-view.ts')).toEqual([]);
    expect(errorsOf('app/shell.ts')).toEqual([]);
  });
});

describe('npm run lint applies them', () => {
  it('to every web source file, and skips the fixtures', async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    const config = (await eslint.calculateConfigForFile(
      'apps/web/src/features/bidding/components/bid-form.tsx',
    )) as Linter.Config;
    expect(config.rules?.['import-x/no-restricted-paths']).toBeDefined();
    const apiFile = (await eslint.calculateConfigForFile(
      'apps/web/src/features/bidding/api/place-bid.ts',
    )) as Linter.Config;
    expect(JSON.stringify(apiFile.rules?.['no-restricted-syntax'])).toContain('decision 056');
    expect(
      await eslint.isPathIgnored(
        'apps/web/test/lint-fixtures/apps/web/src/features/beta/beta-imports-alpha.ts',
      ),
    ).toBe(true);
  });
});
