// The server's and the shared package's import boundaries (issue #9), as ESLint rules, so
// `npm run lint` teaches them. Kept apart from eslint.config.js, which spreads them in; the web's
// own boundary rules live beside them there. test/lint-boundaries.test.ts (server project) runs
// these same rules over a tree of deliberate violations in lint-fixtures/.
import fs from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const TS = '**/*.{ts,tsx}';

/**
 * The boundary rules for a repository laid out under `root` (ESLint's cwd: `files` are relative
 * to it) (the real one, or a fixture tree):
 * - a server module never imports another module's `*.repository.ts` or `*.sql.ts` (it uses that
 *   module's service or a small published function; tests and `testing/` helpers may read);
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

  const moduleZones = modules.map(({ name }) => ({
    target: path.join(modulesDir, name, TS),
    from: [
      path.join(modulesDir, '*', '**/*.repository.ts'),
      path.join(modulesDir, '*', '**/*.sql.ts'),
    ],
    except: [path.join(modulesDir, name, '**')],
    message: `Use the other module's service or a published function, not its repository or SQL (apps/server/src/modules/README.md).`,
  }));
  const dbZone = {
    target: path.join(serverSrc, 'db', TS),
    from: [
      path.join(serverSrc, 'modules/**'),
      path.join(serverSrc, 'jobs/**'),
      path.join(serverSrc, 'plugins/**'),
      path.join(serverSrc, 'startup/**'),
      path.join(serverSrc, 'seed/**'),
      path.join(serverSrc, '{services,app,server}.ts'),
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
      ignores: ['**/*.test.ts', '**/testing/**'],
      plugins: plugin,
      settings,
      rules: {
        'import-x/no-restricted-paths': ['error', { zones: [...moduleZones, dbZone] }],
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
