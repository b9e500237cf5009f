// The import rules of ARCHITECTURE.md, checked on resolved paths (aliases, ../ and index files
// resolved through tsconfig), not on the text of an import: `npm run lint:deps`.
// app/ → features/ → shared code; a feature never reaches into another; src/ never loads the mock
// backend except through its one lazy entry; no runtime cycles; kebab-case file names.

const SHARED = '^src/(components|lib|hooks|api|i18n|config)/';
const TESTS = '[.]test[.]tsx?$';
// The mock backend's browser entry, loaded lazily by the mock build only (VITE_API_MODE=mock).
const MOCK_ENTRY = '^mocks/browser[.]ts$';
const MOCK_ENTRY_CALLERS =
  '^src/(main[.]tsx|features/account/components/demo-data-reset[.]tsx|components/app-notices[.]tsx)$';
// A path segment (folder or file) with a capital letter, an underscore or a space; generated code
// keeps orval's names.
const NOT_KEBAB = { path: '^(src|mocks)/[^A-Z_ ]*[A-Z_ ]', pathNot: '^src/api/generated/' };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A runtime import cycle (type-only imports do not count): modules may see each other half-initialised.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'shared-not-to-features-or-app',
      severity: 'error',
      comment: 'Shared code (components, lib, hooks, api, i18n, config) never imports a feature or the app shell.',
      from: { path: SHARED },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'feature-not-to-other-feature',
      severity: 'error',
      comment:
        'A feature does not import another feature: move the shared piece to src/components, src/hooks or src/lib.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'feature-not-to-app',
      severity: 'error',
      comment: 'The app shell (routes, layouts, providers) imports features, never the other way round.',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'src-not-to-mocks-demo-server',
      severity: 'error',
      comment: 'The app never bundles the mock backend, the demo engine or the server; tests may use the mocks.',
      from: { path: '^src/', pathNot: [TESTS, MOCK_ENTRY_CALLERS] },
      to: { path: '^(mocks|demo|server)/' },
    },
    {
      name: 'only-the-mock-entry-lazily',
      severity: 'error',
      comment:
        'Where src/ starts the mock backend, it loads mocks/browser.ts, lazily (import()), and nothing else from mocks/, demo/ or server/.',
      from: { path: MOCK_ENTRY_CALLERS },
      to: { path: '^(mocks|demo|server)/', pathNot: MOCK_ENTRY },
    },
    {
      name: 'mock-entry-only-lazily',
      severity: 'error',
      comment:
        'A static import would put MSW, faker and the seed into every bundle: use import() behind VITE_API_MODE.',
      from: { path: MOCK_ENTRY_CALLERS },
      to: { path: MOCK_ENTRY, dynamic: false },
    },
    {
      name: 'kebab-case-file-names',
      severity: 'error',
      comment: 'File and folder names are kebab-case (use-error-text.ts, not useErrorText.ts).',
      from: NOT_KEBAB,
      to: {},
    },
    {
      name: 'kebab-case-file-names-imported',
      severity: 'error',
      comment: 'File and folder names are kebab-case (use-error-text.ts, not useErrorText.ts).',
      from: {},
      to: NOT_KEBAB,
    },
    {
      name: 'kebab-case-file-names-orphan',
      severity: 'error',
      comment: 'File and folder names are kebab-case, also for a file that imports nothing and that nothing imports.',
      from: { orphan: true, ...NOT_KEBAB },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    // Type-only imports are kept (labelled type-only) so that layering covers types too; the cycle
    // rule ignores them.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
