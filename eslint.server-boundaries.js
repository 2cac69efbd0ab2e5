// The server's and the shared package's import boundaries (issue #9), as ESLint rules, so
// `npm run lint` teaches them. Kept apart from eslint.config.js, which spreads them in; the web's
// own boundary rules live beside them there. test/lint-boundaries.test.ts (server project) runs
// these same rules over a tree of deliberate violations in lint-fixtures/.
import fs from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const TS = '**/*.{ts,tsx}';
/** Test code: tests, a module's `testing/` helpers, and the server's `test/` folder. */
const TEST_CODE = [
  'apps/server/src/**/*.test.{ts,tsx}',
  'apps/server/src/**/testing/**',
  'apps/server/test/**/*.{ts,tsx}',
];

/**
 * The boundary rules for a repository laid out under `root` (ESLint's cwd: `files` are relative
 * to it) (the real one, or a fixture tree):
 * - another server module only through its face, `modules/<name>/index.ts` (decision 055): a
 *   module's own files import each other freely; everything outside it (other modules, jobs,
 *   plugins, start-up, seed, the composition root) imports its index and nothing else;
 * - test code (`*.test.ts`, `testing/` helpers, `apps/server/test/`) may also read another
 *   module's `testing/` folder, the test face where a module lends its tests' helpers (fixtures,
 *   the audit query) — never its other files;
 * - a module never imports `plugins/` (HTTP plumbing); what a module and a plugin share is in
 *   `lib/`, or the plugin takes it from the module's index;
 * - `apps/server/src/db/**` imports nothing of the domain above it (modules, jobs, plugins,
 *   start-up, seed, the composition root);
 * - `packages/shared/**` imports nothing from `apps/`, and no Node, React, Drizzle or driver code;
 * - no import cycles in the server or the shared package.
 */
export function boundaryConfigs(root = import.meta.dirname) {
  const at = (...parts) => path.join(root, ...parts);
  const serverSrc = at('apps/server/src');
  const modulesDir = path.join(serverSrc, 'modules');
  const modules = fs.existsSync(modulesDir)
    ? fs.readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory())
    : [];

  const inModules = (...parts) => path.join(modulesDir, ...parts);
  const faces = inModules('*', 'index.ts');
  const testFaces = inModules('*', 'testing', '**');
  const FACE_MESSAGE =
    "Import another module only through its index.ts, the module's face (decision 055, apps/server/src/modules/README.md).";
  const TEST_FACE_MESSAGE =
    'Test code imports another module through its index.ts or its testing/ helpers, not its other files (decision 055, apps/server/src/modules/README.md).';
  // Server code outside the modules: the composition root, jobs, plugins, start-up, seed, lib…
  // (db/ has its own, stricter zone below).
  const outsideModules = fs.existsSync(serverSrc)
    ? fs
        .readdirSync(serverSrc, { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name !== 'modules' && d.name !== 'db')
        .map((d) => path.join(serverSrc, d.name, TS))
    : [];

  const faceZones = (extraExcept, message) => [
    ...modules.map(({ name }) => ({
      target: inModules(name, TS),
      from: [inModules('*', '**')],
      except: [inModules(name, '**'), faces, ...extraExcept],
      message,
    })),
    {
      target: [path.join(serverSrc, '*.{ts,tsx}'), ...outsideModules, at('apps/server/test', TS)],
      from: [inModules('*', '**')],
      except: [faces, ...extraExcept],
      message,
    },
  ];

  const pluginZones = modules.map(({ name }) => ({
    target: inModules(name, TS),
    from: path.join(serverSrc, 'plugins'),
    message:
      'A module never imports plugins/ (HTTP plumbing): move what it needs to lib/, or let the plugin take it from the module (decision 055).',
  }));

  const dbZone = {
    target: path.join(serverSrc, 'db', TS),
    from: [
      path.join(serverSrc, 'modules/**'),
      path.join(serverSrc, 'plugins/**'),
      path.join(serverSrc, 'startup/**'),
      path.join(serverSrc, 'seed/**'),
      path.join(serverSrc, '{services,app,server,jobs}.ts'),
    ],
    message:
      'The database layer must not know the domain: db/ imports no module (docs/architecture.md).',
  };
  const sharedZone = {
    target: at('packages/shared', TS),
    from: [at('apps/**')],
    message: 'packages/shared is used by the apps; it never imports them.',
  };

  const resolver = createTypeScriptImportResolver({
    alwaysTryTypes: true,
    project: [at('apps/server/tsconfig.json'), at('packages/shared/tsconfig.json')].filter((p) =>
      fs.existsSync(p),
    ),
    noWarnOnMultipleProjects: true,
  });
  const plugin = { 'import-x': importX };
  // TypeScript files are parsed for their imports too (no-cycle follows them); our resolver.
  const { 'import-x/resolver': _defaultResolver, ...typescriptSettings } =
    importX.flatConfigs.typescript.settings;
  const settings = { ...typescriptSettings, 'import-x/resolver-next': [resolver] };

  return [
    {
      name: 'boundaries/server-modules',
      files: [`apps/server/src/${TS}`],
      ignores: TEST_CODE,
      plugins: plugin,
      settings,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { zones: [...faceZones([], FACE_MESSAGE), ...pluginZones, dbZone] },
        ],
      },
    },
    {
      name: 'boundaries/server-tests',
      files: TEST_CODE,
      plugins: plugin,
      settings,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { zones: faceZones([testFaces], TEST_FACE_MESSAGE) },
        ],
      },
    },
    {
      name: 'boundaries/shared',
      files: [`packages/shared/${TS}`],
      plugins: plugin,
      settings,
      rules: {
        'import-x/no-restricted-paths': ['error', { zones: [sharedZone] }],
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  'node:*',
                  'react',
                  'react-*',
                  'react/*',
                  'drizzle-orm',
                  'drizzle-orm/*',
                  'pg',
                  'fastify',
                  '@fastify/*',
                ],
                message:
                  'packages/shared holds contracts and pure rules: no Node, React, Drizzle or server code.',
              },
            ],
          },
        ],
      },
    },
    {
      name: 'boundaries/no-cycle',
      files: [`apps/server/src/${TS}`, `packages/shared/${TS}`],
      plugins: plugin,
      settings,
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
  ];
}

export const serverBoundaries = boundaryConfigs();
