import js from '@eslint/js';
import globals from 'globals';
import { serverBoundaries } from './eslint.server-boundaries.js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { webBoundaries } from './eslint.web-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/artifacts/**',
      // Deliberate violations the boundary rules must catch (test/lint-boundaries.test.ts).
      '**/lint-fixtures/**',
      '**/*.mjs',
      // Plain scripts copied as they are into the build (the offline page's, decision 091).
      'apps/web/public/*.js',
      'eslint.config.js',
      'eslint.server-boundaries.js',
      'eslint.web-boundaries.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Fastify plugins and route handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Component tests wait with Testing Library's waitFor/findBy, whose bound is set once in
    // apps/web/test/setup.ts; vi.waitFor gives up after 1 s, which a cold clone on a busy machine
    // can exceed (issue 24).
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'waitFor',
          message: "Use waitFor from '@testing-library/react' (its bound is set in test/setup.ts).",
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...serverBoundaries,
  ...webBoundaries,
);
