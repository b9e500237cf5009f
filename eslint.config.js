import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// `../../x` and deeper: use the @/, @mocks/ or @tests/ alias (each block below repeats it, since a
// later block's options replace an earlier block's for the same rule).
const DEEP_RELATIVE = { regex: '^(\\.\\./){2,}', message: 'Use the @/, @mocks/ or @tests/ alias instead of deep relative imports.' };

export default tseslint.config(
  { ignores: ['dist', 'dist-mock*', 'src/api/generated/**', 'public/mockServiceWorker.js', 'node_modules', 'playwright-report', 'test-results', 'reports', 'api-docs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One-way imports: shared code never imports a feature; features never import each other.
      'no-restricted-imports': [
        'error',
        { patterns: [DEEP_RELATIVE] },
      ],
    },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/hooks/**', 'src/api/**', 'src/i18n/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code must not import features or the app.' }, DEEP_RELATIVE] }],
    },
  },
  ...['landing', 'auth', 'contact', 'legal', 'compare', 'history', 'account', 'packages', 'chat'].map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*'],
              message: 'A feature does not import another feature or the app shell; move shared pieces to src/components, src/hooks or src/lib.',
            },
            DEEP_RELATIVE,
          ],
        },
      ],
    },
  })),
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
  // The reference server uses the app's code only through the contract (src/api/generated) and the
  // one item-splitting rule the compare form and the mock backend share; nothing in src/ imports server/ (
  // src/ has no alias for it, and deep relative imports are refused above).
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(?!api/generated/|lib/compare-items$)', message: 'server/ imports from src/ only the generated contract code (and src/lib/compare-items).' },
            DEEP_RELATIVE,
          ],
        },
      ],
    },
  },

  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
