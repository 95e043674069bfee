import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { recordExchange } from '@/lib/agents/sessions'
import { describeEachDb } from '@/tests/support/db'
import { chatSessions } from '../schema'
import { archiveInactiveSessions, countChatSessions, createChatSession, getChatSession, saveChatSession } from './chat-sessions'

const DAY = 24 * 60 * 60_000
const NOW = new Date('2026-06-01T12:00:00.000Z')

describeEachDb('chat session queries', ({ handle }) => {
  it('creates an active anonymous session with a fresh context', async () => {
    const session = await createChatSession(handle().db, { now: NOW })
    expect(session).toMatchObject({ userId: 'anonymous', agentId: null, title: '', messages: [], status: 'active', tags: [] })
    expect(session.startTime.toISOString()).toBe(NOW.toISOString())
    expect(session.context.state.conversationStage).toBe('greeting')
    expect(await getChatSession(handle().db, session.id)).toEqual(session)
  })

  it('keeps a given user id', async () => {
    const session = await createChatSession(handle().db, { userId: 'admin-user' })
    expect((await getChatSession(handle().db, session.id))?.userId).toBe('admin-user')
  })

  it('saves an updated session and reads it back whole', async () => {
    const { db } = handle()
    const session = await createChatSession(db, { now: NOW })
    const updated = recordExchange(session, {
      user: { id: 'u1', role: 'user', content: 'How much do you invest?', timestamp: '2026-06-01T12:01:00.000Z' },
      reply: { id: 'a1', role: 'assistant', content: 'Between $100K and $2M.', timestamp: '2026-06-01T12:01:01.000Z', agentId: 'investment-specialist' },
      topics: ['investment'],
      company: 'Acme Bio',
    })
    await saveChatSession(db, { ...updated, tags: ['transcript-stored'] })
    const read = await getChatSession(db, session.id)
    expect(read).toEqual({ ...updated, tags: ['transcript-stored'] })
    expect(read?.agentId).toBe('investment-specialist')
    expect(read?.lastActivity.toISOString()).toBe('2026-06-01T12:01:01.000Z')
  })

  it('inserts a session that is saved before it was created', async () => {
    const { db } = handle()
    const session = await createChatSession(db)
    const id = randomUUID()
    await saveChatSession(db, { ...session, id, title: 'Saved first' })
    expect((await getChatSession(db, id))?.title).toBe('Saved first')
  })

  it('saves a visitor text holding a NUL character, replaced, instead of failing', async () => {
    const { db } = handle()
    const session = await createChatSession(db)
    const message = { id: 'u1', role: 'user' as const, content: 'a\u0000b', timestamp: NOW.toISOString() }
    await saveChatSession(db, { ...session, title: 'a\u0000b', messages: [message] })
    const read = await getChatSession(db, session.id)
    expect(read?.title).toBe('a\uFFFDb')
    expect(read?.messages[0]?.content).toBe('a\uFFFDb')
  })

  it('returns null for an unknown id and for an id that is not a UUID', async () => {
    expect(await getChatSession(handle().db, randomUUID())).toBeNull()
    expect(await getChatSession(handle().db, "x' or 1=1 --")).toBeNull()
  })

  it('fills in context fields a stored row lacks and drops an unknown agent id', async () => {
    const { db } = handle()
    const id = randomUUID()
    await db.insert(chatSessions).values({ id, agentId: 'retired-agent', context: { keyTopics: ['seed'] } })
    const read = await getChatSession(db, id)
    expect(read?.agentId).toBeNull()
    expect(read?.context.keyTopics).toEqual(['seed'])
    expect(read?.context.state.preferredResponseStyle).toBe('brief')
    expect(read?.context.userProfile).toEqual({ company: null, stage: 'unknown' })
  })

  it('archives active sessions idle for more than 7 days, and only those', async () => {
    const { db } = handle()
    await db.execute(sql`delete from chat_sessions`)
    const old = await createChatSession(db, { now: new Date(NOW.getTime() - 7 * DAY - 1000) })
    const edge = await createChatSession(db, { now: new Date(NOW.getTime() - 7 * DAY + 1000) })
    const fresh = await createChatSession(db, { now: new Date(NOW.getTime() - 60_000) })
    expect(await archiveInactiveSessions(db, NOW)).toBe(1)
    expect((await getChatSession(db, old.id))?.status).toBe('archived')
    expect((await getChatSession(db, edge.id))?.status).toBe('active')
    expect((await getChatSession(db, fresh.id))?.status).toBe('active')
    expect(await archiveInactiveSessions(db, NOW)).toBe(0)
  })

  it('counts active, archived and recently active sessions', async () => {
    const { db } = handle()
    await db.execute(sql`delete from chat_sessions`)
    expect(await countChatSessions(db, NOW)).toEqual({ active: 0, archived: 0, recent: 0 })
    await createChatSession(db, { now: new Date(NOW.getTime() - 5 * 60_000) })
    await createChatSession(db, { now: new Date(NOW.getTime() - 2 * 60 * 60_000) })
    const gone = await createChatSession(db, { now: new Date(NOW.getTime() - 30 * DAY) })
    await db.update(chatSessions).set({ status: 'archived' }).where(eq(chatSessions.id, gone.id))
    expect(await countChatSessions(db, NOW)).toEqual({ active: 2, archived: 1, recent: 1 })
  })

  it('refuses a status other than active or archived', async () => {
    await expect(handle().db.execute(sql`insert into chat_sessions (status) values ('closed')`)).rejects.toThrow()
  })
})
