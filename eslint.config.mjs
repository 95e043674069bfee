import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'bench/results/**', 'bench/reference/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    // lib/env.ts is the one reader of process.env (DESIGN.md §2 rule 3); scripts and tests run outside the app.
    files: ['app/**', 'components/**', 'config/**', 'lib/**', 'proxy.ts'],
    ignores: ['lib/env.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through lib/env.ts.' }],
    },
  },
]

export default config
