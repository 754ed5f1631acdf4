// The import boundaries of docs/architecture.md ("Boundaries"), checked by
// `npm run check:boundaries` and as a step of `npm test`. Type-only imports count:
// a type that two layers share belongs in services/contracts.
//
// What is test code: a *.test.ts(x) file, a ui/testing/ helper or a *TestKit file.
const TEST_CODE = '(\\.test\\.tsx?$|TestKit\\.tsx?$|^ui/testing/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'machines-not-to-ui-services-server',
      severity: 'error',
      comment:
        'Machines are pure logic: they import no ui, no server and from services only the ' +
        'shared contracts (services/contracts). Services are provided to a machine by its caller.',
      from: { path: '^machines/' },
      to: { path: ['^ui/', '^server/', '^services/(?!contracts/)'] },
    },
    {
      name: 'machines-not-to-node',
      severity: 'error',
      comment:
        'A machine runs in the browser and on the server alike: its code imports no Node ' +
        'built-in (node:fs, node:path ...). Its tests may read files; QA tooling lives in tests/.',
      from: { path: '^machines/', pathNot: TEST_CODE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-not-to-server',
      severity: 'error',
      comment: "The console talks to the server over HTTP only (services/, through the app's actors); ui imports nothing of server/.",
      from: { path: '^ui/' },
      to: { path: '^server/' },
    },
    {
      name: 'ui-only-contracts-from-services',
      severity: 'error',
      comment:
        "From services/ the console's ui imports only the shared contracts (services/contracts). The " +
        'real calls are built once in src/app/actors.ts and reach pages and *Logic files through the ' +
        'ConsoleActors context (ui/app/); a test provides its own actors and may build them from services.',
      from: { path: '^ui/', pathNot: TEST_CODE },
      to: { path: '^services/(?!contracts/)' },
    },
    {
      name: 'server-not-to-ui',
      severity: 'error',
      comment: 'The server imports nothing of the console (ui/).',
      from: { path: '^server/' },
      to: { path: '^ui/' },
    },
    {
      name: 'server-only-contracts-from-services',
      severity: 'error',
      comment: 'From services/ the server imports only the shared contracts (services/contracts): a type ' + 'both sides need moves there.',
      from: { path: '^server/' },
      to: { path: '^services/(?!contracts/)' },
    },
    {
      name: 'services-not-to-machines-ui-server',
      severity: 'error',
      comment: 'Services are what machines invoke: they import no machines, no ui and no server. A type ' + 'a service and a machine share belongs in services/contracts.',
      from: { path: '^services/' },
      to: { path: ['^machines/', '^ui/', '^server/'] },
    },
    {
      name: 'contracts-only-zod',
      severity: 'error',
      comment: 'services/contracts imports only zod and other contracts: client and server both load it.',
      from: { path: '^services/contracts/', pathNot: TEST_CODE },
      to: { pathNot: ['^services/contracts/', '^node_modules/zod/'] },
    },
    {
      name: 'contracts-tests-only-zod-vitest',
      severity: 'error',
      comment: 'A contract test imports the contracts, zod, vitest and test data (tests/fixtures/), nothing else.',
      from: { path: '^services/contracts/.+\\.test\\.ts$' },
      to: { pathNot: ['^services/contracts/', '^node_modules/(zod|vitest)/', '^tests/fixtures/'] },
    },
    {
      name: 'product-not-to-tests',
      severity: 'error',
      comment:
        'QA tooling (path generation, coverage, spec writers, test models) lives in tests/; ' +
        'the product (src, machines, services, ui, server) never imports it, only its tests do.',
      from: { path: '^(src|machines|services|ui|server)/', pathNot: TEST_CODE },
      to: { path: '^tests/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle anywhere: split the shared part into a module both sides import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the check cannot resolve would hide its target from every rule above.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
