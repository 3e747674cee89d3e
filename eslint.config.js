import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webImportAliases } from './apps/web/import-alias.mjs';

const web = './apps/web/src';
const server = './apps/server/src';
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = folders(`${web}/features`);
const serverFeatures = folders(`${server}/features`);

/**
 * The architecture's boundaries, checked on every resolved import (relative ones included):
 * a server feature stands alone (server features talk through decorators and events), a web
 * feature shows others only its public face (`features/<f>/index.ts`, ADR 242);
 * shared code serves the features and never reaches into them; server routes reach the
 * database only through repositories.
 */
/** What is imported keeps its name, so a grep for `fooMessages` finds every use (issue 53). */
const namedImports = {
  selector:
    'ImportSpecifier[local.name=/^.$/]:not([imported.name=/^.$/]), ImportNamespaceSpecifier[local.name=/^.$/]',
  message: 'Import by the name it has (e.g. `fooMessages`), not a one-letter alias.',
};

const boundaries = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`, ...webFeatures.map((other) => `./${other}/index.ts`)],
    message:
      'A feature imports another only through its public face, #web/features/<name> (its index.ts); what every side needs goes to components/ or lib/.',
  })),
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared web code must not depend on a feature or on the app shell.',
  },
  ...serverFeatures.map((feature) => ({
    target: `${server}/features/${feature}`,
    from: `${server}/features`,
    except: [`./${feature}`],
    message:
      'Server features never import each other: call a decorator or emit an event, or move what both need to platform/.',
  })),
  {
    target: `${server}/platform`,
    from: `${server}/features`,
    message: 'platform/ serves the features and must not depend on one.',
  },
];
// Tests may look into the database; route code may not.
const routeBoundary = {
  target: `${server}/features/*/routes`,
  from: `${server}/db`,
  message: 'Routes reach the database through a repository of their feature, never directly.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
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
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          // The resolver takes only the first of the field's targets (`.ts`): with the alias it
          // finds `.tsx` files and folders too.
          alias: Object.fromEntries(webImportAliases().map(({ find, replacement }) => [find, [replacement]])),
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  // Before the route files' own list, which repeats it (a later block replaces the rule).
  { rules: { 'no-restricted-syntax': ['error', namedImports] } },
  {
    files: ['apps/server/src/features/*/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, routeBoundary] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Routes query through a repository of their feature.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        namedImports,
        {
          selector: 'Property[key.name=/^(preValidation|preHandler)$/]',
          message: 'Guards run onRequest (a subtree hook in its index, or route option onRequest).',
        },
        {
          selector:
            "CallExpression[callee.property.name='addHook'][arguments.0.value=/^(preValidation|preHandler)$/]",
          message: 'Guards run onRequest (a subtree hook in its index, or route option onRequest).',
        },
      ],
    },
  },
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A module outside the file's own folder is named from src (ADR 242).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: 'Import it as #web/<path under src> (apps/web/package.json "imports").',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/**/*.{ts,mjs}',
      'scripts/**/*.{js,mjs,ts}',
      '*.{js,ts}',
      'apps/web/*.{ts,mjs}',
      'apps/web/e2e/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
);
