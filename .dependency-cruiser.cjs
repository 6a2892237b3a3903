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
      name: 'not-to-unresolvable',
      comment:
        'Every import resolves: one that does not is a typo or a missing package, and hides its target from ' +
        'the rules above (a package without its `exports` read was how kysely went unseen).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'features-independent',
      comment: 'A frontend feature does not import another feature: pages compose them.',
      severity: 'error',
      from: { path: '^(host|mf-[^/]+|shared)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: ['^$1/src/features/$2/', '^$1/src/features/common/'] },
    },
    {
      name: 'back-office-apart-from-cabinet',
      comment:
        "The back office (mf-back-office, the back-office team's) and the customer's cabinet (mf-cabinet) share no " +
        'code: what both need is in the kernel (@shop/shared), so neither ships or deploys the other.',
      severity: 'error',
      from: { path: '^mf-(back-office|cabinet)/' },
      to: { path: '^mf-(back-office|cabinet)/', pathNot: '^mf-$1/' },
    },
    {
      name: 'back-office-rules-for-the-back-office',
      comment:
        "The back office's rules (back-office-rules, a build-time package) are for mf-back-office and the API only: " +
        'the kernel, the host and the other remotes never carry them.',
      severity: 'error',
      from: { path: '^(shared|host|mf-[^/]+)/', pathNot: '^mf-back-office/' },
      to: { path: '^back-office-rules/' },
    },
    {
      name: 'back-office-rules-below-their-users',
      comment: 'The rules import the kernel and yup, never an app (the API, the host or a remote).',
      severity: 'error',
      from: { path: '^back-office-rules/' },
      to: { path: '^(api|host|mf-[^/]+)/' },
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
    // Packages are seen (the SQL rule looks at kysely) but not walked into; only build output and data are left
    // out. The pattern is anchored at the repository's folders: a package's own `dist/` is where it resolves.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.data|[^/]+/dist|[^/]+/\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // `exports` read as Node and the bundlers read it (dependency-cruiser reads none by default): without it
    // `@shop/shared/*` and kysely's subpaths did not resolve.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['shop-source', 'import', 'require', 'node', 'default'],
    },
  },
};
