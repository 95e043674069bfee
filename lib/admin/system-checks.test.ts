import { describe, expect, it } from 'vitest'
import type { SystemState } from '@/lib/metrics/system-state'
import { BACKUP_LATE_AFTER_MS, STUCK_AFTER_MS, systemChecks, type SystemInput } from './system-checks'

const at = new Date('2026-11-29T10:00:00Z')
const ago = (ms: number) => new Date(at.getTime() - ms)

function input(change: Partial<SystemState> = {}, disk: Partial<SystemInput['disk']> = {}): SystemInput {
  const state: SystemState = {
    at,
    database: { kind: 'postgres', up: true, pingSeconds: 0.004, error: null, pool: { total: 2, idle: 2, waiting: 0 } },
    jobs: [],
    submissions: { contact: 3 },
    outbox: { waiting: 0, setAside: 0 },
    providers: [],
    budget: null,
    ...change,
  }
  return { state, disk: { usedBytes: 50 * 1024 ** 2, freeBytes: 20 * 1024 ** 3, diskBytes: 40 * 1024 ** 3, ...disk }, buildId: 'release-7', backup: { on: true, ok: { at: ago(3_600_000).toISOString(), file: 'backup-1.tar.gz', size: 3 * 1024 ** 2 }, error: null } }
}

const levels = (i: SystemInput) => Object.fromEntries(systemChecks(i).map((c) => [c.id, c.level]))

describe('systemChecks', () => {
  it('says everything is well, in a fixed order, with the build’s deployment id and no advice', () => {
    const checks = systemChecks(input())
    expect(checks.map((c) => c.id)).toEqual(['database', 'jobs', 'mail', 'outbox', 'providers', 'disk', 'backup', 'build'])
    expect(checks.every((c) => c.level === 'ok' && c.advice === null)).toBe(true)
    expect(checks.find((c) => c.id === 'build')!.figure).toBe('Deployment id release-7.')
    expect(checks.find((c) => c.id === 'database')!.figure).toBe('PostgreSQL answers in 4 ms; 2 connection(s) open, 0 query(ies) queued for one.')
  })

  it('puts the failing checks first, then the warnings, each with what to do', () => {
    const checks = systemChecks(
      input({
        database: { kind: 'pglite', up: false, pingSeconds: null, error: 'connection refused', pool: null },
        jobs: null,
        outbox: { waiting: 3, setAside: 0 },
      }),
    )
    expect(checks.map((c) => [c.id, c.level])).toEqual([
      ['database', 'failing'],
      ['jobs', 'failing'],
      ['mail', 'failing'],
      ['outbox', 'warning'],
      ['providers', 'ok'],
      ['disk', 'ok'],
      ['backup', 'ok'],
      ['build', 'ok'],
    ])
    expect(checks[0]!.figure).toBe('The embedded database does not answer: connection refused.')
    for (const check of checks.filter((c) => c.level !== 'ok')) expect(check.advice).toMatch(/\.$/)
  })

  it('fails a queue whose oldest due job has waited past the limit, and tells mail from other work', () => {
    const stuckMail = input({ jobs: [{ kind: 'mail', state: 'waiting', count: 4, oldestRunAt: ago(STUCK_AFTER_MS + 1000) }] })
    expect(levels(stuckMail)).toMatchObject({ mail: 'failing', jobs: 'ok' })
    const slowWork = input({ jobs: [{ kind: 'forward-submission', state: 'waiting', count: 1, oldestRunAt: ago(5 * 60_000) }] })
    expect(levels(slowWork)).toMatchObject({ jobs: 'warning', mail: 'ok' })
    const failedMail = input({ jobs: [{ kind: 'mail', state: 'failed', count: 2, oldestRunAt: ago(3_600_000) }] })
    expect(systemChecks(failedMail)[0]).toMatchObject({ id: 'mail', level: 'warning', figure: expect.stringContaining('2 failed') })
  })

  it('judges the outbox, the providers and the disk', () => {
    expect(levels(input({ outbox: { waiting: 1000, setAside: 0 } })).outbox).toBe('failing')
    expect(levels(input({ outbox: { waiting: 0, setAside: 2 } })).outbox).toBe('warning')
    expect(levels(input({ outbox: { waiting: null, setAside: 0 } })).outbox).toBe('failing')
    const provider = (id: string, available: boolean) => ({ id, name: id, available, configured: true }) as SystemState['providers'][number]
    expect(levels(input({ providers: [provider('groq', false)] })).providers).toBe('failing')
    expect(levels(input({ providers: [provider('groq', false), provider('openai', true)] })).providers).toBe('warning')
    expect(levels(input({}, { freeBytes: 100 * 1024 ** 2 })).disk).toBe('failing')
    expect(levels(input({}, { freeBytes: 600 * 1024 ** 2 })).disk).toBe('warning')
  })

  it('judges the daily backup: off, failed, late, not yet taken, and recent with its size', () => {
    const backup = (b: SystemInput['backup']) => systemChecks({ ...input(), backup: b }).find((c) => c.id === 'backup')!
    expect(backup({ on: false })).toMatchObject({ level: 'warning', advice: expect.stringContaining('BACKUP_DIR') })
    const failed = backup({ on: true, ok: null, error: { at: at.toISOString(), message: 'no room left on the device' } })
    expect(failed).toMatchObject({ level: 'failing', figure: expect.stringContaining('no room left on the device') })
    const late = backup({ on: true, ok: { at: ago(BACKUP_LATE_AFTER_MS + 60_000).toISOString(), file: 'b.tar.gz', size: 900 * 1024 }, error: null })
    expect(late).toMatchObject({ level: 'warning', figure: expect.stringContaining('900 kB') })
    expect(backup({ on: true, ok: null, error: null })).toMatchObject({ level: 'ok', figure: expect.stringContaining('No backup yet') })
    expect(backup(input().backup)).toMatchObject({ level: 'ok', figure: 'Last backup 2026-11-29 09:00 UTC, 3 MB.' })
  })
})
