import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// `../../x` and deeper: use the @/, @shared/, @mocks/ or @tests/ alias.
const DEEP_RELATIVE = {
  regex: '^(\\.\\./){2,}',
  message: 'Use the @/, @shared/, @mocks/ or @tests/ alias instead of deep relative imports.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'src/api/generated/**',
      'shared/api/generated/**',
      'public/mockServiceWorker.js',
      'node_modules',
      'playwright-report',
      'test-results',
      'reports',
      'api-docs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The plugin's whole recommended set (the React Compiler's rules included), not two of them.
      ...reactHooks.configs.flat.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The one-way import rules (shared ↛ features/app, feature ↛ feature, src ↛ mocks) are
      // checked on resolved paths by dependency-cruiser (npm run lint:deps), not here on import text.
      'no-restricted-imports': ['error', { patterns: [DEEP_RELATIVE] }],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[source.value='axios']", message: 'Only src/api/http.ts talks HTTP.' },
      ],
    },
  },
  { files: ['src/api/http.ts'], rules: { 'no-restricted-syntax': 'off' } },
  // The server never imports the app: what both use (the contract's generated code, the query
  // parser, the CSP directives) is in shared/; nothing in src/ imports server/ either (src/ has no
  // alias for it, and deep relative imports are refused above).
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/',
              message: 'server/ never imports src/: what both use lives in shared/ (@shared/…).',
            },
            DEEP_RELATIVE,
          ],
        },
      ],
    },
  },

  // Services hold the rules and call repositories (server/db/*) for their SQL: no Kysely
  // statement is built in server/services/.
  {
    files: ['server/services/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|mergeInto)$/]',
          message: 'SQL lives in a server/db/ repository; the service calls it.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']",
          message: 'SQL lives in a server/db/ repository; the service calls it.',
        },
      ],
    },
  },

  // A function a reader can hold: at most 150 lines, blank lines and comments included. Test
  // files' describe blocks are lists of cases, not functions, and are left out.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false }],
    },
  },

  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } } },
  // Postman scripts Portman puts into the collection: newman's sandbox gives them `pm`.
  { files: ['tests/contract/portman/scripts/**'], languageOptions: { globals: { pm: 'readonly' } } },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
