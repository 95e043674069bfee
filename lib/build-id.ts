import 'server-only'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The id of the build this server runs: .next/BUILD_ID, which `next build` writes and which is pinned to the
 * deployment id (scripts/lib/deployment-id.mjs), so every instance of one build reports the same. null under `next dev`.
 */
export function readBuildId(): string | null {
  try {
    return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || null
  } catch {
    return null
  }
}
