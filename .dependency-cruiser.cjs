// The layer rules of docs/architecture.md, checked in `npm test` (`npm run deps`).
//
//   src/ (UI)        workers/<worker>/        server/
//        \               |                     /
//         workers/protocol (worker contracts) /
//          \_____ workers/core (pure, no DOM) _/
//
// Tests, test kits and dev harnesses may cross layers (a page test starts a real server);
// the rules are about the code that ships.
const NOT_SHIPPED = [
  '\\.(test|spec|property\\.test|bench)\\.[cm]?[jt]sx?$',
  '/testing/',
  'TestKit\\.ts$',
  '^src/dev/',
];
const shipped = (path) => ({ path, pathNot: NOT_SHIPPED });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-the-bottom',
      comment: 'workers/core imports nothing above it: not src/, server/, a worker folder nor workers/protocol.',
      severity: 'error',
      from: shipped('^workers/core/'),
      to: { path: '^(src|server|e2e|scripts)/|^workers/(?!core/)' },
    },
    {
      name: 'core-has-no-ui',
      comment: 'workers/core runs on page, worker and server alike: no React, no router, no Redux.',
      severity: 'error',
      from: shipped('^workers/core/'),
      to: { path: 'node_modules/(react|react-dom|react-redux|@reduxjs|@tanstack)/' },
    },
    {
      name: 'protocol-stands-on-the-core-only',
      comment: 'workers/protocol (worker contracts) imports only workers/core.',
      severity: 'error',
      from: shipped('^workers/protocol/'),
      to: { path: '^(src|server|e2e|scripts)/|^workers/(?!core/|protocol/)' },
    },
    {
      name: 'workers-import-only-core-and-protocol',
      comment: 'A worker imports only workers/ (its own folder, workers/protocol, workers/core): never src/ or server/.',
      severity: 'error',
      from: shipped('^workers/'),
      to: { path: '^(src|server|e2e|scripts)/' },
    },
    {
      name: 'server-imports-only-the-core',
      comment: 'server/ imports only workers/core: never src/, workers/protocol or a worker\'s internals.',
      severity: 'error',
      from: shipped('^server/'),
      to: { path: '^src/|^workers/(?!core/)' },
    },
    {
      name: 'server-has-no-browser-storage',
      comment: 'workers/core/storage is the IndexedDB code shared by page and workers; Node has no IndexedDB.',
      severity: 'error',
      from: shipped('^server/'),
      to: { path: '^workers/core/storage/' },
    },
    {
      name: 'src-reaches-workers-through-protocol',
      comment: 'src/ reaches a worker only through workers/protocol (and uses workers/core): never a worker\'s internals.',
      severity: 'error',
      from: shipped('^src/'),
      to: { path: '^workers/(?!core/|protocol/)', pathNot: '\\.worker\\.ts$' },
    },
    {
      name: 'src-never-imports-server',
      comment: 'src/ talks to the server over HTTP only.',
      severity: 'error',
      from: shipped('^src/'),
      to: { path: '^server/' },
    },
    {
      name: 'editor-is-a-component',
      comment: 'src/editor never imports src/features: what it needs from a feature comes in as props or ports.',
      severity: 'error',
      from: shipped('^src/editor/'),
      to: { path: '^src/features/' },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles, except through type-only imports.',
      severity: 'error',
      from: shipped('^(src|workers|server)/'),
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
