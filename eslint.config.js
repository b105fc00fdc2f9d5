import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One-way import zones: ui ← features ← site; the api imports only the contract.
 * A zone lists the folders its files may not import from; the same rules by package name follow below.
 */
const zone = (target, forbidden) =>
  forbidden.map((name) => ({ target, from: `./${name}`, message: `${target} may not import ${name}` }));
const pkg = { ui: 'packages/ui', features: 'packages/features', client: 'packages/api-client', site: 'apps/site', api: 'apps/api' };

/**
 * Inside `@manara/features`, every folder but `shared` is a feature: it may import the shared layer and
 * itself, never another feature; the shared layer imports no feature. Read from the disk, so a new
 * feature folder gets the rule by existing (docs/ARCHITECTURE.md).
 */
const FEATURES_SRC = `${pkg.features}/src`;
const featureZones = [
  ...readdirSync(FEATURES_SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map(({ name }) => ({
      target: `./${FEATURES_SRC}/${name}`,
      from: `./${FEATURES_SRC}`,
      except: [`./${name}`, './shared'],
      message: `The ${name} feature imports only the shared layer (features/src/shared), never another feature.`,
    })),
  { target: `./${FEATURES_SRC}/shared`, from: `./${FEATURES_SRC}`, except: ['./shared'], message: 'The shared layer imports no feature.' },
];

/**
 * Inside apps/api/src, floors (docs/ARCHITECTURE.md#the-apis-floors, decision 066). The shared floors, from the
 * bottom: the base files and search/, then db/, then http/ and mail/, then uploads/ and auth/; each imports only
 * the floors below it. A resource (every other folder but static/ and seed/, read from the disk) imports the
 * shared floors, its own folder, and another resource's `queries.ts`, never the rest of it. The assembly on top
 * (app.ts, api-routes.ts, api-deps.ts, start.ts, server.ts, config.ts, backup-cli.ts, static/, seed/) may import
 * anything; nothing below imports it.
 */
const API_SRC = `${pkg.api}/src`;
const API_BASE = ['paths.ts', 'log.ts', 'describe-error.ts', 'secret-file.ts', 'periodic.ts', 'search'];
/** Each shared folder and the shared folders it may import, besides the base. */
const API_SHARED = { db: [], http: ['db'], mail: ['db'], uploads: ['db', 'http'], auth: ['db', 'http'] };
const API_ABOVE_RESOURCES = ['static', 'seed'];
const apiResources = readdirSync(API_SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !(entry.name in API_SHARED) && !API_BASE.includes(entry.name) && !API_ABOVE_RESOURCES.includes(entry.name))
  .map(({ name }) => name);
const apiLayerZones = [
  ...API_BASE.map((name) => ({
    target: `./${API_SRC}/${name}`,
    from: `./${API_SRC}`,
    except: API_BASE.map((base) => `./${base}`),
    message: `apps/api/src/${name} is on the API's lowest floor: it imports only the other base files.`,
  })),
  ...Object.entries(API_SHARED).map(([name, below]) => ({
    target: `./${API_SRC}/${name}`,
    from: `./${API_SRC}`,
    except: [name, ...below, ...API_BASE].map((allowed) => `./${allowed}`),
    message: `apps/api/src/${name}/ is a shared floor: it imports only ${[...below, 'the base files'].join(', ')}, never a resource or the assembly.`,
  })),
  ...apiResources.map((name) => ({
    target: `./${API_SRC}/${name}`,
    from: `./${API_SRC}`,
    except: [
      `./${name}`,
      ...[...Object.keys(API_SHARED), ...API_BASE].map((shared) => `./${shared}`),
      ...apiResources.filter((other) => other !== name && existsSync(`${API_SRC}/${other}/queries.ts`)).map((other) => `./${other}/queries.ts`),
    ],
    message: `The ${name} resource imports the shared floors and other resources' queries.ts only, never their other modules nor the assembly above.`,
  })),
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'storybook-static/**', '**/.data/**', '.storybook/public/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, noWarnOnMultipleProjects: true, project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'], conditionNames: ['source', 'types', 'import', 'default'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zone(pkg.ui, [pkg.features, pkg.client, pkg.site, pkg.api]),
            ...zone(pkg.client, [pkg.ui, pkg.features, pkg.site, pkg.api]),
            ...zone(pkg.features, [pkg.site, pkg.api]),
            ...zone(pkg.site, [pkg.api]),
            ...zone(pkg.api, [pkg.ui, pkg.features, pkg.site]),
            ...featureZones,
            ...apiLayerZones,
          ],
        },
      ],
    },
  },
  // Package names are the usual way across the zones, so forbid them by name as well.
  {
    files: ['packages/ui/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['@manara/*'], message: '@manara/ui imports no other workspace package.' }] }] },
  },
  {
    files: ['packages/api-client/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['@manara/*'], message: '@manara/api-client imports no other workspace package.' }] }] },
  },
  {
    files: ['packages/features/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['@manara/site', '@manara/api', '@manara/features', '@manara/features/*'], message: 'features import only @manara/ui and @manara/api-client, and never each other through the package name.' }, { group: ['@manara/ui/*'], message: 'Import @manara/ui from its public entry.' }] }],
    },
  },
  {
    files: ['apps/api/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '^@manara/(?!api-client/(schemas|messages|paths|api-paths|content|csv)$)', message: 'The API imports only the contract: @manara/api-client/schemas, /messages, /paths, /api-paths, /content and /csv.' }] }] },
  },
  {
    files: ['apps/site/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@manara/api', '@manara/ui/src/*', '@manara/features/src/*'], message: 'The site imports packages from their public entries, never the API.' }],
          // Every page has an address per language: the site navigates through ./navigation, which keeps the reader's.
          paths: [{ name: 'react-router-dom', importNames: ['useNavigate', 'Navigate', 'redirect'], message: "Use useSiteNavigate or SiteNavigate from the site's navigation module: they keep the reader's language." }],
        },
      ],
    },
  },
  {
    files: ['apps/site/src/navigation.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@manara/api', '@manara/ui/src/*', '@manara/features/src/*'], message: 'The site imports packages from their public entries, never the API.' }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
);
