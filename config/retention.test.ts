import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RETENTION } from './retention'

const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8').replace(/\s+/g, ' ')

describe('retention in the README', () => {
  it('states the default days of config/retention.ts', () => {
    expect(readme).toContain(`| \`ANALYTICS_RETENTION_DAYS\`, \`CHAT_RETENTION_DAYS\` | \`${RETENTION.analyticsDays}\`, \`${RETENTION.chatDays}\` |`)
    expect(readme).toContain(`analytics events are deleted after ${RETENTION.analyticsDays} days, chat sessions ${RETENTION.chatDays} days after their last message`)
    expect(readme).toContain(`chat transcripts ${RETENTION.chatDays} days after they were stored`)
    expect(readme).toContain(`newsletter sign-ups not confirmed within ${RETENTION.newsletterPendingDays} days`)
    expect(readme).toContain('kept until the team deletes them, unless `RETENTION_DAYS` is set')
    expect(readme).toContain(`\`.eml\` copies are deleted ${RETENTION.mailLogDays} days after sending (failed ones after ${RETENTION.failedMailLogDays})`)
  })
})
