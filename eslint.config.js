import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      // core is pure domain logic: it must not reach into the apps or into Node/browser I/O.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sehat/server*', '@sehat/web*', '**/apps/**'],
              message: 'core must not import the apps',
            },
            {
              group: ['node:*', 'fs', 'path', 'react', 'react-*'],
              message: 'core is pure: no Node or React APIs',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      'apps/server/**/*.{ts,mjs}',
      'scripts/**/*.{js,mjs,ts}',
      '*.{js,ts}',
      'apps/web/*.ts',
      'apps/web/e2e/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
);
