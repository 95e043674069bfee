import fs, { type FileHandle } from 'node:fs/promises'

/** fsync of a directory, so a created or renamed name survives a power cut. Some platforms cannot open one: skip. */
export async function syncDir(dir: string): Promise<void> {
  let handle: FileHandle
  try {
    handle = await fs.open(dir, 'r')
  } catch {
    return
  }
  try {
    await handle.sync()
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code !== 'EINVAL' && code !== 'EPERM' && code !== 'EISDIR') throw err
  } finally {
    await handle.close()
  }
}
