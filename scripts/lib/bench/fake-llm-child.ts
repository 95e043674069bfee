// The loopback fake provider (tests/fakes/llm-server.ts) as a process the .mjs bench suites can start: prints one
// JSON line with the environment an app needs to use the given providers, then serves until it is stopped.
import { isProviderId } from '@/lib/llm/types'
import { startFakeLlmServer } from '@/tests/fakes/llm-server'

async function main() {
  const providers = process.argv.slice(2).filter(isProviderId)
  const fake = await startFakeLlmServer()
  console.log(JSON.stringify({ env: fake.env(providers) }))
  const stop = () => fake.close().finally(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
