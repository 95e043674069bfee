// One process per PGlite data folder: PGlite has no lock of its own, and two openers of one folder corrupt it.
// Shared by the database child (lib/db/pglite-server.mjs) and every in-process opener of a folder (lib/db/client.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'

// sun_path holds 108 bytes on Linux, 104 on macOS; stay under both with the terminating zero.
const MAX_SOCKET_PATH = 100

/**
 * The private folder (mode 0700) beside the data folder that holds the owner lock and the child's Unix socket:
 * `DATA_DIR/pglite-socket` for `DATA_DIR/pglite`. When that path is too long for a Unix socket, a folder in the
 * system temp directory named after the data folder, so every opener of one data folder still finds the same one.
 */
export function socketDirFor(dataDir) {
  const beside = `${path.resolve(dataDir)}-socket`
  if (Buffer.byteLength(path.join(beside, '.s.PGSQL.5432')) <= MAX_SOCKET_PATH) return beside
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)
  return path.join(os.tmpdir(), `pglite-${hash}`)
}

// The name libpq and node-postgres look for in a socket folder (port 5432): a client connects with host = the folder.
export const SOCKET_NAME = '.s.PGSQL.5432'

export function socketPathFor(dataDir) {
  return path.join(socketDirFor(dataDir), SOCKET_NAME)
}

function ensurePrivateDir(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  fs.chmodSync(dir, 0o700) // an older folder, or a umask that widened the mode
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return err.code === 'EPERM' // alive, owned by someone else
  }
}

/** The pid of the live process holding the data folder, if any: asks without taking it. */
export function dataFolderOwner(dataDir) {
  let owner
  try {
    owner = Number.parseInt(fs.readFileSync(path.join(socketDirFor(dataDir), 'owner.pid'), 'utf8'), 10)
  } catch {
    return undefined
  }
  return Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner) ? owner : undefined
}

/**
 * Takes the data folder for this process, or returns the pid of the live process holding it. A lock left by a
 * killed process is taken over. Returns `{ release }` on success.
 */
export function lockDataFolder(dataDir) {
  const dir = socketDirFor(dataDir)
  ensurePrivateDir(dir)
  const lockPath = path.join(dir, 'owner.pid')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 })
      return {
        release() {
          try {
            if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath)
          } catch {
            // already gone
          }
        },
      }
    } catch (err) {
      if (err.code !== 'EEXIST') throw err
    }
    const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10)
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) return { heldBy: owner }
    fs.rmSync(lockPath, { force: true }) // a killed owner's lock (or an unreadable one): take it over
  }
  throw new Error(`could not lock the database folder ${dataDir}`)
}
