import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RETENTION } from '@/config/retention'
import { parseEnv, type Env } from '@/lib/env'
import { retentionPolicy } from './retention-policy'

let current: Env
vi.mock('@/lib/env', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/env')>()), env: () => current }))

describe('retention policy', () => {
  beforeEach(() => {
    current = parseEnv({})
  })

  it('is config/retention.ts by default, submissions kept until deleted', () => {
    expect(retentionPolicy()).toEqual({ ...RETENTION, submissionDays: null, backupDays: null })
  })

  it('takes env overrides, and RETENTION_DAYS shortens analytics since its clean-up takes them too', () => {
    current = parseEnv({ ANALYTICS_RETENTION_DAYS: '60', CHAT_RETENTION_DAYS: '30', RETENTION_DAYS: '45' })
    expect(retentionPolicy()).toEqual({ analyticsDays: 45, chatDays: 30, newsletterPendingDays: RETENTION.newsletterPendingDays, mailLogDays: 7, failedMailLogDays: 30, submissionDays: 45, backupDays: null })
  })

  it('names how long the daily backups keep a copy, only when they are taken', () => {
    current = parseEnv({ BACKUP_DIR: '/var/backups/site', BACKUP_KEEP: '14' })
    expect(retentionPolicy().backupDays).toBe(14)
  })
})
