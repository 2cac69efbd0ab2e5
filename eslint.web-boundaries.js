// The web app's import boundaries (issue #9), as ESLint rules, so `npm run lint` teaches them:
// imports flow components/lib → features → app (apps/web/src/features/README.md). Kept apart
// from eslint.config.js, which spreads them in. apps/web/test/lint-boundaries.test.ts runs these
// same rules over a tree of deliberate violations in apps/web/test/lint-fixtures/.
import fs from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const TS = '**/*.{ts,tsx}';

/**
 * The web boundary rules for a repository laid out under `root` (the real one, or a fixture
 * tree), one zone per feature folder found there:
 * - a feature never imports another feature (shared pieces go to lib/ or components/; the app
 *   composes features, e.g. through a slot);
 * - a feature never imports app/ (the shell imports features, not the reverse);
 * - lib/, components/, config/ and testing/ import neither features nor app/.
 * Tests are held to the same rules: their shared helpers live in src/testing.
 */
export function webBoundaryConfigs(root = import.meta.dirname) {
  const src = path.join(root, 'apps/web/src');
  const featuresDir = path.join(src, 'features');
  const appDir = path.join(src, 'app');
  const features = fs.existsSync(featuresDir)
    ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory())
    : [];

  const featureZones = features.map(({ name }) => ({
    target: path.join(featuresDir, name),
    from: featuresDir,
    except: [`./${name}`],
    message: `A feature does not import another feature: move what both need to lib/ or components/, or let app/ compose them (apps/web/src/features/README.md).`,
  }));
  const appZone = {
    target: featuresDir,
    from: appDir,
    message:
      'Features do not import app/: the app imports features (apps/web/src/features/README.md).',
  };
  const sharedZone = {
    target: ['lib', 'components', 'config', 'testing'].map((dir) => path.join(src, dir)),
    from: [featuresDir, appDir],
    message:
      'lib/, components/, config/ and testing/ sit below the features and the app; they import neither.',
  };

  const resolver = createTypeScriptImportResolver({
    alwaysTryTypes: true,
    project: [path.join(root, 'apps/web/tsconfig.json')].filter((p) => fs.existsSync(p)),
  });
  const { 'import-x/resolver': _defaultResolver, ...typescriptSettings } =
    importX.flatConfigs.typescript.settings;

  return [
    {
      name: 'boundaries/web',
      files: [`apps/web/src/${TS}`],
      plugins: { 'import-x': importX },
      settings: { ...typescriptSettings, 'import-x/resolver-next': [resolver] },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { zones: [...featureZones, appZone, sharedZone] },
        ],
      },
    },
    {
      name: 'boundaries/web-api-paths',
      files: [`apps/web/src/**/api/${TS}`],
      rules: { 'no-restricted-syntax': ['error', ...apiPathLiterals] },
    },
  ];
}

// An API path is written once, in its shared route (decision 056): a web API function calls
// `callApi(route, { params, query, body })` (lib/call-api.ts), never a '/api/…' string.
const API_PATH_MESSAGE =
  "An API path is written once, in packages/shared/src/<domain>/<name>.routes.ts: call it with callApi(route, { params, query, body }) from lib/call-api.ts (or routeUrl for a link), not a '/api/…' literal (decision 056).";
const apiPathLiterals = [
  { selector: 'Literal[value=/^\\/api(?:[/?]|$)/]', message: API_PATH_MESSAGE },
  {
    selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/api(?:[/?]|$)/]',
    message: API_PATH_MESSAGE,
  },
];

export const webBoundaries = webBoundaryConfigs();
