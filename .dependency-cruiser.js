// dependency-cruiser, run by npm run lint: no import circles in src/. Type-only imports count, as
// they do for madge: import-x/no-cycle skips them, and so would have missed all three circles of
// issue #18. tests/lint/layers.test.ts checks that a new circle fails.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'These modules import each other, directly or through others. Move what they both need into a module that both import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    skipAnalysisNotInRules: true,
  },
}
