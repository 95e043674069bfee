import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// Imports run one way: app/ → components/ → lib/ → config/ (docs/ARCHITECTURE.md, Layers and imports). Test files are held to the same rules.
const NO_APP = { group: ['@/app', '@/app/**'], message: 'app/ imports components/ and lib/, never the other way: put shared code (server actions too) in lib/.' }
const NO_COMPONENTS = { group: ['@/components', '@/components/**'], message: 'lib/ and config/ never import components/: move what both need into lib/.' }
const NO_LIB = { group: ['@/lib', '@/lib/**'], message: 'config/ is data that lib/ reads: it never imports lib/.' }

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'bench/results/**', 'bench/reference/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    // lib/env.ts is the one reader of process.env (docs/ARCHITECTURE.md, Layers and imports); scripts and tests run outside the app.
    files: ['app/**', 'components/**', 'config/**', 'lib/**', 'proxy.ts'],
    ignores: ['lib/env.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through lib/env.ts.' }],
    },
  },
  {
    // Server logs go through lib/log (JSON lines with a scope and the request id, personal data redacted), the
    // browser's through lib/log/browser.ts, the one place that writes to the console. Scripts and tests may print.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['lib/log/browser.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APP] }] },
  },
  {
    files: ['lib/**', 'config/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APP, NO_COMPONENTS] }] },
  },
  {
    // Queries read and write rows; composing and queueing e-mail is the feature's service's work (the pipeline's
    // status e-mail: lib/pipeline/service.ts), so a query never decides that someone is written to.
    files: ['lib/db/queries/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_APP,
            NO_COMPONENTS,
            {
              group: ['@/lib/mail', '@/lib/mail/**', '../../mail', '../../mail/**'],
              message: "lib/db/queries only reads and writes rows: compose and queue e-mail in the feature's service (as lib/pipeline/service.ts does).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['config/**'],
    ignores: [
      // The route registry's own test checks that every link the assistant's agents, canned answers and knowledge
      // offer resolves to a registered page: it must read those links from lib/agents.
      'config/routes.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APP, NO_COMPONENTS, NO_LIB] }] },
  },
  {
    // No two modules import each other, even through others (docs/ARCHITECTURE.md, Layers and imports). The plugin comes with
    // eslint-config-next; node_modules is not followed (it adds time and cannot close a cycle through our files).
    files: ['app/**', 'components/**', 'config/**', 'lib/**', 'proxy.ts', 'instrumentation.ts'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
]

export default config
