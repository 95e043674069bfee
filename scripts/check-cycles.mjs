// No import cycle among app/, components/ and lib/, type-only imports and import() included: a cycle of types
// still ties the modules' meanings together, and a runtime one makes a module see another half-initialised.
// ESLint's import/no-cycle does not follow type-only imports, hence madge too. Run by `npm run lint`.
import madge from 'madge'

// Cycles known and owned elsewhere, each as madge prints it (a way to land a fix piece by piece); any other cycle
// fails the check. Empty: keep it so.
const KNOWN = []

const graph = await madge(['app', 'components', 'lib'], {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.json',
  detectiveOptions: {
    ts: { skipTypeImports: false, skipAsyncImports: false },
    tsx: { skipTypeImports: false, skipAsyncImports: false },
  },
})
const cycles = graph.circular().map((cycle) => cycle.join(' > '))
const fresh = cycles.filter((cycle) => !KNOWN.includes(cycle))
for (const cycle of fresh) console.error(`import cycle: ${cycle}`)
for (const gone of KNOWN.filter((known) => !cycles.includes(known))) console.log(`gone, remove it from KNOWN: ${gone}`)
if (fresh.length) process.exit(1)
console.log(`no import cycle (${Object.keys(graph.obj()).length} modules${KNOWN.length ? `, ${KNOWN.length} known` : ''})`)
