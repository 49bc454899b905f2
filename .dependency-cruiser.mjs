// The dependency rules of docs/architecture.md and docs/style.md, checked over the whole import graph (eslint
// sees one file at a time): no import cycles; app -> features -> ui and api -> audio; a package
// reaches another only through its package name (its package.json "exports"), never its files.
// Run with `node scripts/test.mjs dependencies` (or `npx depcruise --config .dependency-cruiser.mjs packages`).

/** The files of one package, by its folder under packages/. */
const pkg = (folder) => `^packages/${folder}/`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle: break it by moving what both sides need into a module of its own, or by passing it in.',
      from: {},
      to: {circular: true},
    },
    {
      name: 'ui-is-the-base',
      severity: 'error',
      comment: '@nada/ui knows nothing of Nada: it imports no feature, nor the app, the API or audio.',
      from: {path: pkg('ui')},
      to: {path: '^packages/(features|app|api|audio)/'},
    },
    {
      name: 'features-above-ui-only',
      severity: 'error',
      comment:
        'A feature package imports @nada/ui, other features by name and external packages; what it needs from the app or the API arrives as props or options.',
      from: {path: pkg('features/[^/]+')},
      to: {path: '^packages/(app|api|audio)/'},
    },
    {
      name: 'app-over-http-only',
      severity: 'error',
      comment:
        'The app reaches the API over HTTP through the generated client (app/api/schema.d.ts), never its code or the audio engine.',
      // server.mjs is the embedded default's one process, which mounts the API beside the pages.
      from: {path: pkg('app'), pathNot: '^packages/app/server\\.mjs$'},
      to: {path: '^packages/(api|audio)/'},
    },
    {
      name: 'api-over-audio-only',
      severity: 'error',
      comment: 'The API uses the audio engine and nothing of the web side.',
      from: {path: pkg('api')},
      to: {path: '^packages/(ui|features|app)/'},
    },
    {
      name: 'audio-imports-nothing',
      severity: 'error',
      comment: '@nada/audio is the engine under everything: it imports nothing from the repo.',
      from: {path: pkg('audio')},
      to: {path: '^packages/(ui|features|app|api)/'},
    },
    {
      name: 'no-deep-imports',
      severity: 'error',
      comment:
        'Another package is reached by its name (@nada/player), which resolves to its package.json "exports"; a relative path into its files reaches its internals.',
      from: {path: '^packages/(features/[^/]+|[^/]+)/'},
      to: {
        path: '^packages/',
        pathNot: '^packages/$1/',
        // A relative path is 'local'; an import by package name resolves through the workspace.
        dependencyTypes: ['local'],
      },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'An import that resolves to no file: a typo, a missing dependency, or a path the package does not export.',
      from: {},
      // React Router's route types (./+types/<route>) are generated into .react-router/ by typegen;
      // virtual: modules are made by the app's Vite plugins; Vite answers a package's `?url` with the
      // URL of its file (the playground's worklet module), which the resolver here does not know.
      to: {couldNotResolve: true, pathNot: ['^\\./\\+types/', '^virtual:', '^signalsmith-stretch\\?url$']},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {
      path: '(^|/)(node_modules|dist|build|storybook-static|\\.react-router|test-results|playwright-report)/',
    },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: {fileName: 'tsconfig.base.json'},
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.js', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    cache: {folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content'},
    progress: {type: 'none'},
  },
};
