// The import rules of the codebase, checked on resolved paths (aliases, ../ and index files
// resolved through tsconfig), not on the text of an import: `npm run lint:deps` (shared, src,
// mocks, server, demo).
// app/ → features/ → shared code; a feature never reaches into another; src/ never loads the mocks
// except through their one lazy entry; the server is layered one way (routes → services → db / ai)
// and never imports src/; shared/ is the ground floor under the app, the server and the demo engine
// (the contract's generated models and validators, the query parser, the CSP) and imports none of
// them; the demo engine stands alone; no runtime cycles; kebab-case file names.

const SHARED = '^src/(components|lib|hooks|api|i18n|config)/';
const TESTS = '[.]test[.]tsx?$';
// The mock backend's browser entry, loaded lazily by the mock build only (VITE_API_MODE=mock).
const MOCK_ENTRY = '^mocks/browser[.]ts$';
const MOCK_ENTRY_CALLERS = '^src/main[.]tsx$';
// A path segment (folder or file) with a capital letter, an underscore or a space; generated code
// keeps orval's names.
const NOT_KEBAB = {
  path: '^(shared|src|mocks|server|demo)/[^A-Z_ ]*[A-Z_ ]',
  pathNot: '^(src|shared)/api/generated/',
};

// The server's layers, top to bottom. A layer imports only layers below it (and itself):
//   entry (main, start, app, banner, config) → routes → http → services → ai, db, mail → auth, domain.
// auth/ (hashing, tokens) and domain/ (errors, messages, the usage period) depend on nothing of the server.
const SERVER_ENTRY = '^server/(main|start|app|banner|config)[.]ts$';
const serverLayer = (name, from, notTo) => ({
  name: `server-${name}-layering`,
  severity: 'error',
  comment: `server/${from}: imports only the layers below it (entry → routes → http → services → ai, db → auth, domain).`,
  from: { path: `^server/${from}`, pathNot: TESTS },
  to: { path: notTo },
});

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
    serverLayer('routes', 'routes/', [SERVER_ENTRY]),
    serverLayer('http', 'http/', [SERVER_ENTRY, '^server/routes/']),
    serverLayer('services', 'services/', [SERVER_ENTRY, '^server/(routes|http)/']),
    serverLayer('ai', 'ai/', [SERVER_ENTRY, '^server/(routes|http|services|db)/']),
    serverLayer('db', 'db/', [SERVER_ENTRY, '^server/(routes|http|services|ai)/']),
    serverLayer('mail', 'mail/', [SERVER_ENTRY, '^server/(routes|http|services|ai|db)/']),
    serverLayer('auth', 'auth/', [SERVER_ENTRY, '^server/(routes|http|services|ai|db|domain)/']),
    serverLayer('domain', 'domain/', [SERVER_ENTRY, '^server/(routes|http|services|ai|db|auth)/']),
    {
      name: 'shared-is-the-ground-floor',
      severity: 'error',
      comment:
        'shared/ (the contract code, the query parser, the CSP) sits below the app, the server, the demo engine and the mocks, and imports none of them.',
      from: { path: '^shared/' },
      to: { path: '^(src|server|demo|mocks|tests|scripts)/' },
    },
    {
      name: 'server-not-to-src',
      severity: 'error',
      comment: 'The server never imports the app: what both need is in shared/.',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'server-and-demo-not-to-mocks',
      severity: 'error',
      comment: 'The one backend and its demo engine never use the MSW mocks (or their tests).',
      from: { path: '^(server|demo)/' },
      to: { path: '^mocks/' },
    },
    {
      name: 'demo-stands-alone',
      severity: 'error',
      comment:
        'The demo engine knows shared/ (the contract types and the query parser) and nothing of the app, the mocks or the server.',
      from: { path: '^demo/', pathNot: TESTS },
      to: { path: '^(server|mocks|src)/' },
    },
    {
      name: 'demo-tests-stand-alone',
      severity: 'error',
      comment: 'Demo tests, like the demo engine, use shared/ and nothing of the app, the mocks or the server.',
      from: { path: `^demo/.*${TESTS}` },
      to: { path: '^(server|mocks|src)/' },
    },
    {
      name: 'src-never-to-server-or-demo',
      severity: 'error',
      comment: 'Nothing in src/, not even a test, imports the server or the demo engine: they talk over HTTP.',
      from: { path: '^src/' },
      to: { path: '^(server|demo)/' },
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
