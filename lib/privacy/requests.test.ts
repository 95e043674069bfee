import { describe, expect, it } from 'vitest'
import type { PersonalData } from '@/lib/db/queries/personal-data'
import { auditCounts, summarize } from './requests'

const chat = (content: string): PersonalData['chatSessions'][number] => ({
  id: content,
  title: '',
  status: 'active',
  startTime: new Date(0),
  lastActivity: new Date(0),
  messages: [{ role: 'user', content }],
  context: {},
  feedback: [],
})

describe('privacy request summary', () => {
  it('counts what was found and flags chats that also name someone else', () => {
    const data: PersonalData = {
      submissions: [
        {
          id: 's1',
          reference: 'M3-2026-0001',
          formType: 'chat',
          createdAt: new Date(0),
          data: { messages: [{ role: 'user', content: 'ann@example.com, cc carol@example.org' }] },
          metadata: {},
          pipeline: null,
          events: [],
          files: [],
        },
      ],
      newsletter: [{ email: 'ann@example.com', state: 'confirmed', createdAt: new Date(0), confirmedAt: null, unsubscribedAt: null, expiresAt: null }],
      chatSessions: [chat('I am ANN@example.com'), chat('ann@example.com and bob@example.com')],
      analyticsEvents: [],
      jobs: [{ id: 'j1', kind: 'mail', status: 'done', createdAt: new Date(0), payload: { message: { to: 'ann@example.com', subject: 'Hello' } } }],
      mentionedInJobs: [],
    }
    const summary = summarize('ann@example.com', { data, mailFiles: [{ name: 'j1.eml', sizeBytes: 10, modifiedAt: new Date(0) }], setAside: [] })
    expect(summary).toMatchObject({ newsletter: 'confirmed', chatSessions: 2, chatsShared: 2, mails: [{ subject: 'Hello', status: 'done' }], total: 6 })
    // The audit gets counts, and nothing that could name the visitor.
    const counts = auditCounts(summary)
    expect(counts).toEqual({ submissions: 1, newsletter: 1, chatSessions: 2, analyticsEvents: 0, jobs: 1, mailFiles: 1, setAside: 0 })
    expect(JSON.stringify(counts)).not.toContain('@')
  })
})
