import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { formSubmissions } from '@/lib/db/schema'
import { createChatSession, getChatSession, saveChatSession } from '@/lib/db/queries/chat-sessions'
import { Outbox } from '@/lib/forms/server/outbox'
import { submitForm } from '@/lib/forms/server/submit'
import { describeEachDb } from '@/tests/support/db'
import { endChat, TRANSCRIPT_STORED_TAG, type EndChatDeps } from './end-chat'
import { recordExchange } from './sessions'
import type { ChatSession } from './types'

const META = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 test' }
const START = new Date('2026-06-01T12:00:00.000Z')

describeEachDb('endChat', ({ handle }) => {
  let deps: EndChatDeps
  const logs: string[] = []

  beforeEach(async () => {
    logs.length = 0
    await handle().db.execute(sql`delete from form_submissions where form_type = 'chat'`)
    const outbox = new Outbox(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vs-chat-outbox-')), 'submissions.jsonl'))
    const db = async () => handle().db
    deps = { db, submit: (input) => submitForm(input, { db, outbox, log: (m) => logs.push(m) }), log: (m) => logs.push(m) }
  })

  async function conversation(...texts: string[]): Promise<ChatSession> {
    let session = await createChatSession(handle().db, { now: START })
    texts.forEach((text, i) => {
      const at = new Date(START.getTime() + (i + 1) * 45_000).toISOString()
      session = recordExchange(session, {
        user: { id: `u${i}`, role: 'user', content: text, timestamp: at },
        reply: { id: `a${i}`, role: 'assistant', content: `Answer ${i}`, timestamp: at, agentId: 'investment-specialist' },
        topics: ['investment'],
        company: i === 0 ? 'Acme' : null,
      })
    })
    await saveChatSession(handle().db, session)
    return session
  }

  const chatRows = () => handle().db.select().from(formSubmissions).where(eq(formSubmissions.formType, 'chat'))

  it('stores the transcript as a chat submission with its context, duration and metadata', async () => {
    const session = await conversation('How much do you invest?', 'How do I apply?')
    expect(await endChat(session.id, META, deps)).toEqual({ stored: true })
    const [row] = await chatRows()
    expect(row?.data).toMatchObject({
      messages: [
        { role: 'user', content: 'How much do you invest?' },
        { role: 'assistant', content: 'Answer 0', agentId: 'investment-specialist' },
        { role: 'user', content: 'How do I apply?' },
        { role: 'assistant', content: 'Answer 1' },
      ],
      context: { userProfile: { company: 'Acme', stage: 'partnership' }, title: 'How much do you invest?' },
      duration: 90,
    })
    expect(row?.metadata).toEqual({ ip: META.ip, userAgent: META.userAgent, sessionId: session.id })
  })

  it('stores a transcript once however often the widget is closed', async () => {
    const session = await conversation('Hello, what do you do?')
    const results = await Promise.all([endChat(session.id, META, deps), endChat(session.id, META, deps)])
    expect(await endChat(session.id, META, deps)).toEqual({ stored: false })
    expect(results.filter((r) => r.stored)).toHaveLength(1)
    expect(await chatRows()).toHaveLength(1)
    expect((await getChatSession(handle().db, session.id))?.tags).toEqual([`${TRANSCRIPT_STORED_TAG}:2`])
  })

  it('stores nothing for a conversation without a visitor message', async () => {
    const session = await createChatSession(handle().db)
    expect(await endChat(session.id, META, deps)).toEqual({ stored: false })
    expect(await chatRows()).toHaveLength(0)
  })

  it('answers stored: false for an unknown or malformed session id', async () => {
    expect(await endChat(randomUUID(), META, deps)).toEqual({ stored: false })
    expect(await endChat('not-a-session', META, deps)).toEqual({ stored: false })
    expect(await chatRows()).toHaveLength(0)
  })

  it('replaces control characters a visitor typed, so the transcript is not refused', async () => {
    const session = await conversation('Hi\u0000 there\u0007!')
    expect(await endChat(session.id, { ip: META.ip, userAgent: null }, deps)).toEqual({ stored: true })
    const [row] = await chatRows()
    expect((row?.data as { messages: { content: string }[] }).messages[0]?.content).toBe('Hi\uFFFD there !')
    expect(row?.metadata).toEqual({ ip: META.ip, sessionId: session.id })
  })

  it('reports a refused transcript and leaves the session untagged', async () => {
    const session = await conversation('Hello')
    const refusing: EndChatDeps = { ...deps, submit: async () => ({ status: 'invalid', fieldErrors: { messages: 'nope' } }) }
    expect(await endChat(session.id, META, refusing)).toEqual({ stored: false })
    expect(logs.join('\n')).toContain('was refused')
    expect((await getChatSession(handle().db, session.id))?.tags).toEqual([])
  })
  it('keeps messages a concurrent request added while the transcript was being stored', async () => {
    const session = await conversation('First question')
    const racing: EndChatDeps = {
      ...deps,
      submit: async (input) => {
        const later = recordExchange(session, {
          user: { id: 'u9', role: 'user', content: 'A second question', timestamp: START.toISOString() },
          reply: { id: 'a9', role: 'assistant', content: 'Answer 9', timestamp: START.toISOString() },
          topics: [],
          company: null,
        })
        await saveChatSession(handle().db, later)
        return deps.submit(input)
      },
    }
    expect(await endChat(session.id, META, racing)).toEqual({ stored: true })
    const stored = await getChatSession(handle().db, session.id)
    expect(stored?.messages.map((m) => m.content)).toContain('A second question')
    // The stored row covers the two messages read before the race, and says so; the next close stores the rest.
    expect(stored?.tags).toEqual([`${TRANSCRIPT_STORED_TAG}:2`])
    expect(await endChat(session.id, META, deps)).toEqual({ stored: true })
    const rows = await chatRows()
    expect(rows).toHaveLength(2)
    const continuation = rows.map((r) => r.data as { messages: { content: string }[]; context: Record<string, unknown> }).find((d) => d.context.continuesFrom === 2)
    expect(continuation?.messages.map((m) => m.content)).toEqual(['A second question', 'Answer 9'])
  })

  it('a conversation that goes on after it was stored (a reload closes the page) stores the new messages once, as a continuation', async () => {
    const session = await conversation('How much do you invest?')
    expect(await endChat(session.id, META, deps)).toEqual({ stored: true })
    const current = (await getChatSession(handle().db, session.id))!
    const later = recordExchange(current, {
      user: { id: 'u5', role: 'user', content: 'And what stage?', timestamp: START.toISOString() },
      reply: { id: 'a5', role: 'assistant', content: 'Seed to Series A.', timestamp: START.toISOString() },
      topics: [],
      company: null,
    })
    await saveChatSession(handle().db, later)
    const again = await Promise.all([endChat(session.id, META, deps), endChat(session.id, META, deps)])
    expect(again.filter((r) => r.stored)).toHaveLength(1)
    expect(await endChat(session.id, META, deps)).toEqual({ stored: false })
    const rows = await chatRows()
    expect(rows).toHaveLength(2)
    const parts = rows.map((r) => r.data as { messages: { content: string }[]; context: Record<string, unknown> })
    expect(parts.find((d) => d.context.continuesFrom === undefined)?.messages.map((m) => m.content)).toEqual(['How much do you invest?', 'Answer 0'])
    expect(parts.find((d) => d.context.continuesFrom === 2)?.messages.map((m) => m.content)).toEqual(['And what stage?', 'Seed to Series A.'])
  })

  it('a session stored before counts were kept is not stored again', async () => {
    const session = await conversation('Hello')
    await saveChatSession(handle().db, { ...session, tags: [TRANSCRIPT_STORED_TAG] })
    expect(await endChat(session.id, META, deps)).toEqual({ stored: false })
    expect(await chatRows()).toHaveLength(0)
  })
})
