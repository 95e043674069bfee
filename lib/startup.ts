import { sessionSecret } from '@/lib/auth/secret'
import { closeDb, getDbHandle } from '@/lib/db/client'
import { closeBeforeExit } from '@/lib/db/shutdown'
import { EnvError, env, isBuildPhase } from '@/lib/env'
import { installForwardedForStamp } from '@/lib/http/client-ip'

export async function startServer(): Promise<void> {
  if (isBuildPhase()) return
  try {
    env()
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  installForwardedForStamp(env().TRUST_PROXY)
  sessionSecret()
  closeBeforeExit(closeDb)
  try {
    const handle = await getDbHandle()
    console.log(`[db] ${handle.kind} ready, migrations applied`)
  } catch (err) {
    // The site still serves its static pages; /api/health reports 503 and the next request retries the open.
    console.error(`[db] could not open the database: ${err instanceof Error ? err.message : String(err)}`)
  }
}
