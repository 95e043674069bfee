import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { env } from '@/lib/env'

const SECRET_FILE = 'session-secret'

/**
 * The key that signs admin sessions. With DATABASE_URL it must come from SESSION_SECRET (lib/env.ts enforces
 * that), since every instance must share it. With the embedded database it is generated once and kept in
 * DATA_DIR, readable by the owner only, so a fresh machine needs no configuration.
 */
export function sessionSecret(): string {
  const e = env()
  if (e.SESSION_SECRET) return e.SESSION_SECRET
  return readOrCreateSecret(path.join(e.dataDir, SECRET_FILE))
}

export function readOrCreateSecret(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const secret = crypto.randomBytes(48).toString('base64url')
  try {
    // 'wx' fails if another process created it first; then theirs wins and is read back.
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' })
    return secret
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    return fs.readFileSync(file, 'utf8').trim()
  }
}
