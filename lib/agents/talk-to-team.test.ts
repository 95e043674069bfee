import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { createChatSession, saveChatSession } from '@/lib/db/queries/chat-sessions'
import { formSubmissions } from '@/lib/db/schema'
import { Outbox } from '@/lib/forms/server/outbox'
import { CHAT_TRANSCRIPT_MAX } from '@/lib/forms/definitions/common'
import { FORM_SCHEMAS } from '@/lib/forms/schemas'
import { submitForm } from '@/lib/forms/server/submit'
import { describeEachDb } from '@/tests/support/db'
import { recordExchange } from './sessions'
import { talkToTeam, TEAM_TEXTS, teamRequestSchema, transcriptText, type TeamDeps, type TeamRequest } from './talk-to-team'
import type { StoredMessage } from './types'

const META = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 test' }
const message = (i: number, role: 'user' | 'assistant', content: string): StoredMessage => ({
  id: `m${i}`,
  role,
  content,
  timestamp: '2026-06-01T12:00:00.000Z',
  ...(role === 'assistant' ? { agentId: 'investment-specialist' as const } : {}),
})

describe('transcriptText', () => {
  it('reads as a conversation, naming the agent that answered', () => {
    expect(transcriptText([message(1, 'user', 'How much do you invest?'), message(2, 'assistant', 'Between $100K and $2M.')])).toBe(
      'Visitor: How much do you invest?\n\nAssistant (Investment Specialist): Between $100K and $2M.',
    )
  })

  it('past the cap leaves out the oldest messages whole and says how many', () => {
    const messages = Array.from({ length: 30 }, (_, i) => message(i, i % 2 ? 'assistant' : 'user', `${i} ${'x'.repeat(1500)}`))
    const text = transcriptText(messages)
    expect(text.length).toBeLessThanOrEqual(CHAT_TRANSCRIPT_MAX)
    const left = Number(/^\((\d+) earlier messages left out\)/.exec(text)?.[1])
    expect(left).toBeGreaterThan(0)
    expect(text.split('\n\n')).toHaveLength(1 + 30 - left)
    expect(text.endsWith(`29 ${'x'.repeat(1500)}`)).toBe(true)
    // The schema's cap is the same one: a full transcript is accepted, one character more is refused.
    const base = { name: 'Ada', email: 'ada@example.com', message: 'Hello there, team.' }
    expect(FORM_SCHEMAS.contact_general.safeParse({ ...base, transcript: 'y'.repeat(CHAT_TRANSCRIPT_MAX) }).success).toBe(true)
    expect(FORM_SCHEMAS.contact_general.safeParse({ ...base, transcript: 'y'.repeat(CHAT_TRANSCRIPT_MAX + 1) }).success).toBe(false)
  })
})

describeEachDb('talkToTeam', ({ handle }) => {
  let deps: TeamDeps

  beforeEach(async () => {
    await handle().db.execute(sql`delete from form_submissions where form_type = 'contact_general'`)
    const outbox = new Outbox(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vs-team-outbox-')), 'submissions.jsonl'))
    const db = async () => handle().db
    deps = { db, submit: (input) => submitForm(input, { db, outbox, log: () => {} }) }
  })

  const rows = () => handle().db.select().from(formSubmissions).where(eq(formSubmissions.formType, 'contact_general'))
  const request = (fields: Partial<TeamRequest>) =>
    teamRequestSchema.parse({ name: 'Ada Lovelace', email: 'ada@example.com', consent: true, idempotencyKey: randomUUID(), ...fields })

  it('files a contact_general submission carrying the conversation, and says when the team replies', async () => {
    let session = await createChatSession(handle().db)
    session = recordExchange(session, { user: message(1, 'user', 'Do you fund robotics?'), reply: message(2, 'assistant', 'Yes, at seed.'), topics: [] })
    await saveChatSession(handle().db, session)

    const result = await talkToTeam(request({ sessionId: session.id }), META, deps)
    expect(result).toEqual({ status: 'sent', confirmation: TEAM_TEXTS.sent('Ada Lovelace', 'ada@example.com') })
    expect(result.status === 'sent' && result.confirmation).toContain('within two business days')
    const [row] = await rows()
    expect(row?.data).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: TEAM_TEXTS.subject,
      message: TEAM_TEXTS.defaultMessage,
      transcript: 'Visitor: Do you fund robotics?\n\nAssistant (Investment Specialist): Yes, at seed.',
    })
    expect(row?.metadata).toMatchObject({ ip: META.ip, source: 'chat', consent: true, chatSessionId: session.id })
  })

  it('without a conversation needs a note, and passes the form schema its field errors', async () => {
    expect(await talkToTeam(request({}), META, deps)).toEqual({ status: 'invalid', fieldErrors: { message: TEAM_TEXTS.needMessage } })
    const bad = await talkToTeam(request({ email: 'not-an-address', message: 'Can we talk about a partnership?' }), META, deps)
    expect(bad).toEqual({ status: 'invalid', fieldErrors: { email: 'Please enter a valid e-mail address.' } })
    expect(await rows()).toHaveLength(0)
    expect((await talkToTeam(request({ message: 'Can we talk about a partnership?' }), META, deps)).status).toBe('sent')
    expect((await rows())[0]?.data).not.toHaveProperty('transcript')
  })

  it('refuses a request without consent', () => {
    const parsed = teamRequestSchema.safeParse({ name: 'A', email: 'a@example.com', consent: false, idempotencyKey: randomUUID() })
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['consent'], message: TEAM_TEXTS.consent })
  })
})
