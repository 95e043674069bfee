// `npm run admin:set-password`: sets the single admin password. Reads it twice from the terminal
// without echo, or once from stdin when that is not a terminal (`echo "$PW" | npm run admin:set-password`); prints
// the password rules' checklist; refuses a weak password (exit 1); stores the scrypt hash in app_settings of the configured
// database (DATA_DIR or DATABASE_URL) and revokes every existing admin session.
import { isStrongPassword, MAX_PASSWORD_LENGTH, passwordChecks } from '@/lib/auth/password'
import { hashPassword } from '@/lib/auth/password-hash'
import { openDb, optionsFromEnv, type OpenOptions } from '@/lib/db/client'
import { dataFolderOwner } from '@/lib/db/data-folder-lock.mjs'
import { revokeAllSessions } from '@/lib/db/queries/admin-sessions'
import { insertAuditEvent } from '@/lib/db/queries/audit-events'
import { setStoredPasswordHash } from '@/lib/db/queries/settings'
import { env } from '@/lib/env'
import { readPassword, readStdin } from './lib/read-password'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main() {
  const fromEnv = optionsFromEnv()
  // A one-shot tool opens the embedded database in this process rather than in a child process of its own.
  const options: OpenOptions = fromEnv.kind === 'pglite-child' ? { kind: 'pglite', dataDir: fromEnv.dataDir } : fromEnv
  // One process per data folder: while the site serves this DATA_DIR, its database process holds the folder.
  // Asked before the password prompt so that nobody types a password for nothing.
  const dataDir = options.kind === 'pglite' ? options.dataDir : undefined
  const owner = dataDir ? dataFolderOwner(dataDir) : undefined
  if (owner) fail(`The database in ${dataDir} is in use by the running site (process ${owner}). Stop the site first and run this again.`)

  let password: string
  if (process.stdin.isTTY) {
    password = await readPassword('New admin password: ')
    const again = await readPassword('Repeat the password: ')
    if (password !== again) fail('The two passwords do not match. Nothing was changed.')
  } else {
    password = (await readStdin()).replace(/\r?\n$/, '')
  }
  if (password.length > MAX_PASSWORD_LENGTH) fail(`The password is longer than ${MAX_PASSWORD_LENGTH} characters.`)

  for (const check of passwordChecks(password)) console.log(`${check.met ? '✓' : '✗'} ${check.text}`)
  if (!isStrongPassword(password)) fail('The password does not meet every requirement. Nothing was changed.')

  const hash = await hashPassword(password)
  const handle = await openDb(options)
  try {
    await setStoredPasswordHash(handle.db, hash)
    const revoked = await revokeAllSessions(handle.db)
    await insertAuditEvent(handle.db, {
      action: 'password.change',
      category: 'admin',
      outcome: 'success',
      details: { via: 'cli', revokedSessions: revoked },
      userId: 'admin',
    })
    console.log(`Admin password stored (${handle.kind}); ${revoked} existing session(s) revoked.`)
    if (env().ADMIN_PASSWORD_HASH) console.log('Note: ADMIN_PASSWORD_HASH is set in this environment and takes precedence over the stored password.')
  } finally {
    await handle.close()
  }
}

main().catch((err: unknown) => fail(`Could not set the password: ${err instanceof Error ? err.message : String(err)}`))
