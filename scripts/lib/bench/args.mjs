// Command-line options of `npm run bench`. Kept apart from the runner so the accepted flags are listed in one place.
import { parseArgs } from 'node:util'

const USAGE = `Usage: npm run bench -- [--only <suite>[,<suite>…]] [--duration <seconds>] [--connections <n>] [--routes <path>[,<path>…]] [--runs <n>]
  --only         run only these suites (default: all)
  --duration     seconds per measured load run (default 10; use 3 for a quick check)
  --connections  concurrent connections per load run (default 50)
  --routes       pages the lighthouse suite measures (default: its list of public pages; e.g. --routes /,/blog)
  --runs         measured Lighthouse runs per page, each paired with one of the reference app (default 3; 1 for a quick check)`

export function parseBenchArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string', multiple: true },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      routes: { type: 'string', multiple: true },
      runs: { type: 'string', default: '3' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const duration = Number(values.duration)
  const connections = Number(values.connections)
  const runs = Number(values.runs)
  // Fail on typos up front rather than after a minute of benchmarking with a NaN duration.
  if (!Number.isFinite(duration) || duration <= 0) throw new Error(`--duration must be a positive number of seconds, got "${values.duration}"`)
  if (!Number.isInteger(connections) || connections <= 0) throw new Error(`--connections must be a positive integer, got "${values.connections}"`)
  if (!Number.isInteger(runs) || runs <= 0) throw new Error(`--runs must be a positive integer, got "${values.runs}"`)
  // Both `--only a --only b` and `--only a,b` work.
  const only = values.only?.flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean)
  const routes = values.routes?.flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean)
  const badRoute = routes?.find((r) => !r.startsWith('/'))
  if (badRoute) throw new Error(`--routes takes paths starting with /, got "${badRoute}"`)
  return { help: values.help, usage: USAGE, only: only?.length ? only : null, duration, connections, runs, routes: routes?.length ? routes : null }
}
