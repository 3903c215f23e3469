import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import serverFloors from './eslint/server-floors.js';

const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The member app's top-level folders and files (everything of apps/web/src but the staff console, src/admin). */
const memberWebRoots = fs
  .readdirSync(new URL('./apps/web/src', import.meta.url))
  .filter((name) => name !== 'admin')
  .map((name) => `./apps/web/src/${name}`);

/** Files that may hold SQL (drizzle query builders): repositories, table schemas, the db layer, seeds and tests. */
const SQL_ALLOWED = [
  'apps/server/src/**/*.repository.ts',
  'apps/server/src/**/*.schema.ts',
  'apps/server/src/db/**',
  'apps/server/src/**/*.seed.ts',
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/*.fixtures.ts',
  'apps/server/src/**/*-test-data.ts',
  'apps/server/src/**/*.test-helpers.ts',
  'apps/server/src/test/**',
];

const DATE_MESSAGE = "Dates and times go through @congrega/contract/datetime (web: lib/format.ts), on the church's clock.";
/** Date formatting outside the contract's datetime.ts (ARCHITECTURE.md, one rule for dates and times). */
const DATE_FORMAT_SYNTAX = [
  ...['NewExpression', 'CallExpression'].map((kind) => ({
    selector: `${kind}[callee.object.name='Intl'][callee.property.name='DateTimeFormat']`,
    message: DATE_MESSAGE,
  })),
  { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]', message: DATE_MESSAGE },
];

const API_PATH_MESSAGE = 'No literal API path: call apiCall/apiFile (lib/api-call.ts) with a contract descriptor.';
/** A literal /api/ or /bff/ path in the web app (only lib/api-call.ts builds them, from descriptors). */
const API_PATH_SYNTAX = [
  { selector: 'Literal[value=/^\\/(api|bff)(\\/|$)/]', message: API_PATH_MESSAGE },
  { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/(api|bff)(\\/|$)/]', message: API_PATH_MESSAGE },
];

/**
 * The pattern as lint rules (ARCHITECTURE.md, apps/server/src/modules/README.md): web features never import each
 * other or `app/`, the web kit (`components/`) never imports a feature; server routes never reach a repository (they
 * call a service); SQL lives in repositories; the server's floors (`floors/server-floors`, eslint/server-floors.js):
 * lib/ db/ -> core/ -> modules/ (one module reaches another only through its door `<m>.public.ts`) -> plugins/ ->
 * app.ts, and a service imports neither another module's repository nor a table file; files stay under 300 lines.
 * No import cycles is checked once over the whole graph by scripts/check-cycles.mjs (`npm run lint` runs it after
 * eslint): import-x/no-cycle did the same file by file and was 90 % of lint time.
 */
export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', '**/test-results/**', '.bench/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A web feature never imports another feature: share through lib/ or components/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features never import app/: the app imports features.',
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/app', './apps/web/src/features'],
              message: 'lib/ is below app/ and features/.',
            },
            {
              target: memberWebRoots,
              from: './apps/web/src/admin',
              message: 'The member app never imports the staff console (src/admin): it has its own bundle.',
            },
            {
              target: './apps/web/src/admin',
              from: ['./apps/web/src/app', './apps/web/src/features'],
              message: "The staff console reuses the web's lib/ and components/, never the member app's app/ or features/.",
            },
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'The web kit (components/) is below the features: a feature imports the kit, never the other way round.',
            },
            { target: './apps/server/src/lib', from: './apps/server/src/plugins', message: 'lib/ never imports plugins/.' },
            {
              target: './apps/server/src/**/*.routes.ts',
              from: './apps/server/src/**/*.repository.ts',
              message: 'Routes call services; only services reach repositories.',
            },
          ],
        },
      ],
    },
  },
  // The server's floors and front doors (eslint/server-floors.js; modules/README.md "Floors and front doors").
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { floors: serverFloors },
    rules: { 'floors/server-floors': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: SQL_ALLOWED,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'SQL lives in *.repository.ts (or db/, seeds, tests).',
            },
          ],
        },
      ],
    },
  },
  // One rule for dates and times (ARCHITECTURE.md): only the contract's datetime.ts formats them.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['packages/contract/src/datetime.ts'],
    rules: { 'no-restricted-syntax': ['error', ...DATE_FORMAT_SYNTAX] },
  },
  // The web app calls the API only through the contract's descriptors (lib/api-call.ts): no request by hand, no
  // literal API path. lib/api-client.ts (the transport) and lib/api-call.ts are the only files that may. (A later
  // block's no-restricted-syntax replaces an earlier one's, so this one repeats the date rule.)
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-call.ts', 'apps/web/src/lib/api-client.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api-client.ts', '**/api-client'],
              importNames: ['apiRequest', 'bffRequest', 'API_BASE', 'BFF_BASE'],
              message: 'Call the API with apiCall/apiFile (lib/api-call.ts) and a contract descriptor.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...DATE_FORMAT_SYNTAX, ...API_PATH_SYNTAX],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Plain browser scripts copied as they are into the build (public/boot.js).
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['scripts/**', '.ci/**'], rules: { 'no-console': 'off' } },
);
