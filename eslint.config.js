import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import tableOwners from './scripts/lint/table-owners.mjs';

/** lib/errors.ts helpers whose first argument is a user-facing message. */
const ERROR_HELPERS = 'badRequest|unauthorized|paymentRequired|forbidden|notFound|conflict|tooManyRequests';
/**
 * What an error's code argument may be: `CODES.<key>` of @leadloop/domain, or a variable named `code` /
 * `…Code` (typed MessageKey, so TypeScript checks it). A text (literal, template, MESSAGES.<key>, any other
 * name) is refused: errors carry codes and the text is rendered from the catalogue.
 */
const CODE_ARG = (n) =>
  `:not([arguments.${n}.type='MemberExpression'][arguments.${n}.computed=false][arguments.${n}.object.name='CODES'], [arguments.${n}.type='Identifier'][arguments.${n}.name=/^(code|[a-z]\\w*Code)$/])`;
const CODE_MESSAGE =
  'Errors carry a code: CODES.<key> of @leadloop/domain (or a variable named …Code), never a text.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The Zapier app is CommonJS, as Zapier's platform runs it.
    files: ['integrations/zapier/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly', Buffer: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            'drizzle-orm*',
            'fastify*',
            '@leadloop/server*',
            '@leadloop/web*',
            'pg',
          ],
        },
      ],
    },
  },
  {
    // Route files parse, authorise and call one use case: queries live in the module's other files.
    files: ['apps/server/src/modules/**/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'No SQL in route files: put the query in a use-case file.',
            },
            {
              group: ['**/db/schema', '**/db/schema/*'],
              message: 'No SQL in route files: put the query in a use-case file.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server conventions kept by lint (CODE_STYLE.md): errors carry catalogue codes (CODES of
    // @leadloop/domain) so the web can translate them by key; the workspace filter is written only by the
    // scope helpers of lib/scope.ts (inSpace, sqlInSpace).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.name=/^(${ERROR_HELPERS})$/][arguments.length>0]${CODE_ARG(0)}`,
          message: CODE_MESSAGE,
        },
        { selector: `NewExpression[callee.name='AppError']${CODE_ARG(1)}`, message: CODE_MESSAGE },
        {
          selector: "CallExpression[callee.name=/^(eq|ne|inArray)$/][arguments.0.property.name='spaceId']",
          message: 'Filter by workspace with inSpace(table, scope) from lib/scope.ts.',
        },
        {
          selector:
            "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/space_id\\s*(=|in\\b|<>)/i]",
          message: 'Filter by workspace with sqlInSpace(alias, scope) from lib/scope.ts.',
        },
      ],
    },
  },
  {
    // The server reads its environment once, in config.ts (loadConfig); everything else gets Config.
    // ESLint, not dependency-cruiser: `process.env` is a global property read, not an import, so no
    // dependency graph sees it. Tests and their helpers (src/test) may set up their own processes' env.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', '**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment in config.ts (loadConfig) and pass Config through.',
        },
      ],
    },
  },
  {
    // One owner per table (ARCHITECTURE.md "Data has one owner"): only the owner in db/schema/owners.json
    // inserts, updates or deletes a table; tests may arrange any state.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    plugins: { tables: tableOwners },
    rules: { 'tables/one-writer': 'error' },
  },
  {
    files: ['*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
      },
    },
  },
);
