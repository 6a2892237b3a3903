/**
 * Import direction, checked by `npm run lint` (dependency-cruiser). The rules as built are explained in
 * README.md → 'Import direction'.
 */
module.exports = {
  forbidden: [
    {
      name: 'api-no-domain-cycles',
      comment: 'API domains (api/src/<domain>) form no cycle: a layer both use goes below both.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^api/src/' },
      to: { path: '^api/src/', circular: true },
    },
    {
      name: 'api-routes-not-to-queries',
      comment: 'routes → service → queries: a route file never reaches SQL directly.',
      severity: 'error',
      from: { path: '^api/src/.+routes\\.ts$' },
      to: { path: 'queries\\.ts$' },
    },
    {
      name: 'api-sql-only-in-queries',
      comment: 'SQL (Kysely values, not types) only in queries.ts files and the db layer.',
      severity: 'error',
      from: { path: '^api/src/', pathNot: ['queries\\.ts$', '^api/src/db/'] },
      to: { path: 'node_modules/kysely/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'features-independent',
      comment: 'A frontend feature does not import another feature: pages compose them.',
      severity: 'error',
      from: { path: '^(host|mf-[^/]+|shared)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: ['^$1/src/features/$2/', '^$1/src/features/common/'] },
    },
    {
      name: 'remotes-independent',
      comment: 'The host and the remotes never import each other: they meet at run time through federation.',
      severity: 'error',
      from: { path: '^(host|mf-[^/]+)/' },
      to: { path: '^(host|mf-[^/]+)/', pathNot: '^$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { conditionNames: ['shop-source', 'import', 'require', 'node', 'default'] },
  },
};
