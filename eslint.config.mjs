import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['fs', 'path', 'os', 'crypto', 'http', 'https', 'net', 'child_process', 'worker_threads', 'process']
  .flatMap((name) => [name, `node:${name}`]);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.tools/**', '**/*.js', '**/*.mjs', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:domain', onlyDependOnLibsWithTags: ['scope:domain'] },
            { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: ['scope:domain'] },
            { sourceTag: 'scope:workflows', onlyDependOnLibsWithTags: ['scope:domain', 'scope:server-shared'] },
            { sourceTag: 'scope:server-shared', onlyDependOnLibsWithTags: ['scope:domain'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:domain', 'scope:contracts', 'scope:workflows', 'scope:server-shared'] },
            { sourceTag: 'scope:web-shared', onlyDependOnLibsWithTags: ['scope:domain', 'scope:contracts'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:domain', 'scope:contracts', 'scope:web-shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:domain', 'scope:contracts'] },
            { sourceTag: 'scope:bench', onlyDependOnLibsWithTags: ['scope:domain', 'scope:contracts', 'scope:workflows', 'scope:server-shared'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
          ],
        },
      ],
    },
  },
  {
    // CommonJS preloads that Node loads with --require before any TypeScript is compiled.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The domain is pure: no framework, no IO, no clock, no randomness.
    files: ['libs/domain/src/**/*.ts'],
    ignores: ['libs/domain/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: nodeBuiltins, patterns: ['@nestjs/*', '@temporalio/*', 'typeorm', 'pg', 'kafkajs', 'react', 'zod'] }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'The domain has no clock: pass time on the command.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'The domain has no clock: pass time on the command.' },
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'The domain has no randomness: pass a seed on the command.' },
      ],
      'no-restricted-globals': ['error', 'process', 'setTimeout', 'setInterval', 'fetch', 'crypto'],
    },
  },
  {
    // Workflow code runs in Temporal's deterministic sandbox.
    files: ['libs/workflows/src/workflows/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: nodeBuiltins, patterns: ['@nestjs/*', 'typeorm', 'pg', 'kafkajs', '@temporalio/client', '@temporalio/worker', '@temporalio/activity', '@bk/infrastructure'] }],
    },
  },
  {
    // Front ends never import server code or workflows.
    files: ['apps/portal/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}', 'libs/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@bk/workflows', '@nestjs/*', '@temporalio/*', 'typeorm', 'pg', 'kafkajs'] }],
    },
  },
);
