// `npm run db:migrate`: applies the committed migrations to the configured database (PGlite in DATA_DIR, or
// DATABASE_URL) and exits. The app does the same at start; this is for deploy pipelines that migrate first.
import { openDb, optionsFromEnv } from '@/lib/db/client'

const options = optionsFromEnv()
const handle = await openDb(options)
await handle.close()
console.log(`Migrations applied (${handle.kind}).`)
