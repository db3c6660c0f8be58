/** Architecture rules: `npm run deps` fails when one is broken. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'domain/ holds the product rules as pure functions and tables (docs/decisions/0016): it imports only itself, the message catalogue (src/text) and nothing from node_modules.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: '^(domain/|src/text/)' },
    },
    {
      name: 'catalogue-does-not-import-domain',
      comment:
        'domain/ reads its labels from src/text: the catalogue importing domain back would make a loop.',
      severity: 'error',
      from: { path: '^src/text/' },
      to: { path: '^domain/' },
    },
    {
      name: 'machines-are-pure',
      comment:
        'machines/ holds pure XState flows: no React, no HTTP, no DOM helpers, nothing from src/ or realtime/.',
      severity: 'error',
      from: { path: '^machines/' },
      to: {
        path: '^(src|realtime|server)/|node_modules/(react|react-dom|axios|@mui|rxjs|socket\\.io-client)/',
      },
    },
    {
      name: 'realtime-is-ui-free',
      comment: 'realtime/ holds RxJS streams: no React and nothing from src/.',
      severity: 'error',
      from: { path: '^realtime/' },
      to: { path: '^(src|server)/|node_modules/(react|react-dom|@mui)/' },
    },
    {
      name: 'features-keep-to-themselves',
      comment: 'A feature may use another feature only through its index.ts.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/([^/]+)/.+',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'features-stay-below-the-app',
      comment:
        'src/app composes the features (routes, shell, providers); a feature never imports it. Deployment settings are src/config.ts, beside the app.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'server-uses-only-shared-contract',
      comment:
        'The server shares only schemas, messages and the route table (plain data: each page and its name, decision 0082) with the client.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: ['^src/(schemas|text)/', '^src/app/routeTable\\.ts$'] },
    },
    {
      name: 'route-table-is-data',
      comment:
        'src/app/routeTable.ts is shared with the server: it names each page by its module path (a string, loaded by src/app/routes.tsx) and imports only the catalogue and domain/, nothing with React or a page in it.',
      severity: 'error',
      from: { path: '^src/app/routeTable\\.ts$' },
      to: { pathNot: '^(src/text|domain)/' },
    },
    {
      name: 'contract-is-pure',
      comment: 'Schemas and messages are shared with the server: plain zod and strings only.',
      severity: 'error',
      from: { path: '^src/(schemas|text)/' },
      to: { path: '^src/(?!schemas|text)|node_modules/(react|axios|@mui)/' },
    },
    {
      name: 'api-is-below-the-ui',
      comment:
        'src/api talks HTTP and parses with the shared schemas: it may import src/schemas, src/text, domain/ and itself, never a feature, a component, the app, a machine or a stream. It reports failures through onApiError (src/api/apiErrors.ts); src/app decides how to show them (docs/decisions/0022).',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^(src/(features|components|app)|machines|realtime)/' },
    },
    {
      name: 'components-serve-every-feature',
      comment:
        'src/components are shared building blocks: they may use api, text, schemas, domain, machines and realtime, never a feature or the app shell (docs/decisions/0022).',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/(features|app)/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
