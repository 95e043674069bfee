import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { PDF_MAGIC_LENGTH } from './deck'
import { syncDir } from './sync-dir'

/**
 * Writes an uploaded file to disk as it arrives, so a 15 MB deck is never held in memory: to a temporary name in the
 * files folder, hashed and counted on the way, fsynced, then renamed to 128 random bits in hex. The visitor's file
 * name never reaches the file system. A file over its limit is still read to its end (so its size can be told) but
 * what was written is removed.
 */

/** A spooled file's name: 32 hex digits, nothing else (the orphan sweep and the delete job check it). */
export const SPOOLED_NAME = /^[0-9a-f]{32}$/
const TEMP_SUFFIX = '.part'

export type Spooled = {
  /** Absolute path of the kept file; null when the file was over the limit (then nothing is kept). */
  path: string | null
  name: string | null
  size: number
  sha256: string
  /** The first bytes, to check what the file is even when it was too large to keep. */
  head: Uint8Array
}

export function filesDir(dataDir: string): string {
  return path.join(dataDir, 'files')
}

export function isTempName(name: string): boolean {
  return name.startsWith('.') && name.endsWith(TEMP_SUFFIX)
}

/** Reads `source` to its end into `dir`; rejects (and leaves no file behind) when the stream fails. */
export async function spoolStream(source: Readable, dir: string, maxBytes: number): Promise<Spooled> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 })
  const name = randomBytes(16).toString('hex')
  const temp = path.join(dir, `.${name}${TEMP_SUFFIX}`)
  const handle = await fs.open(temp, 'wx', 0o600)
  const hash = createHash('sha256')
  const head = Buffer.alloc(PDF_MAGIC_LENGTH)
  let size = 0
  let open = true
  const discard = async () => {
    if (open) {
      open = false
      await handle.close().catch(() => undefined)
    }
    await fs.rm(temp, { force: true })
  }
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (size < head.length) chunk.copy(head, size, 0, Math.min(chunk.length, head.length - size))
      size += chunk.length
      if (size > maxBytes) {
        if (open) await discard() // over the limit: counted to the end, not kept
        continue
      }
      hash.update(chunk)
      await handle.write(chunk)
    }
    const headBytes = head.subarray(0, Math.min(size, head.length))
    if (!open) return { path: null, name: null, size, sha256: '', head: headBytes }
    await handle.sync()
    await handle.close()
    open = false
    const final = path.join(dir, name)
    await fs.rename(temp, final)
    await syncDir(dir)
    return { path: final, name, size, sha256: hash.digest('hex'), head: headBytes }
  } catch (err) {
    await discard()
    throw err
  }
}

/** Removes a spooled file; one already gone is fine. */
export async function removeSpooled(filePath: string | null | undefined): Promise<void> {
  if (filePath) await fs.rm(filePath, { force: true }).catch(() => undefined)
}
