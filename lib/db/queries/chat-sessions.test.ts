import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { newChatSession, recordExchange } from '@/lib/agents/sessions'
import type { ChatSession, StoredMessage } from '@/lib/agents/types'
import type { Db } from '@/lib/db/client'
import { describeEachDb, describeTwoInstances } from '@/tests/support/db'
import { chatSessions } from '../schema'
import {
  addChatSessionTag,
  appendChatExchange,
  archiveInactiveSessions,
  countChatSessions,
  createChatSession,
  getChatSession,
  saveChatSession,
} from './chat-sessions'

const DAY = 24 * 60 * 60_000
const NOW = new Date('2026-06-01T12:00:00.000Z')
const CAP = 50

/** One answered message on top of the session as this "instance" read it, saved the way the orchestrator saves it. */
function answer(read: ChatSession, text: string, at = NOW) {
  const user: StoredMessage = { id: randomUUID(), role: 'user', content: text, timestamp: at.toISOString() }
  const reply: StoredMessage = { id: randomUUID(), role: 'assistant', content: `Re: ${text}`, timestamp: at.toISOString() }
  const next = recordExchange(read, { user, reply, topics: [] })
  const repeatedQueries = next.context.state.repeatedQueries - read.context.state.repeatedQueries
  return (db: Db) => appendChatExchange(db, { session: next, added: [user, reply], repeatedQueries, maxUserMessages: CAP })
}

/** A stored session holding `n` visitor messages (and their replies). */
async function sessionWith(db: Db, n: number): Promise<ChatSession> {
  let session = newChatSession({ now: NOW })
  for (let i = 0; i < n; i++) {
    session = recordExchange(session, {
      user: { id: randomUUID(), role: 'user', content: `question ${i}`, timestamp: NOW.toISOString() },
      reply: { id: randomUUID(), role: 'assistant', content: `answer ${i}`, timestamp: NOW.toISOString() },
      topics: [],
    })
  }
  await saveChatSession(db, session)
  return session
}

const visitorTexts = (session: ChatSession | null) => session?.messages.filter((m) => m.role === 'user').map((m) => m.content) ?? []

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

  it('saves the first message of a new session as an insert', async () => {
    const { db } = handle()
    const session = newChatSession({ now: NOW })
    expect(await answer(session, 'Hello there')(db)).toBe(true)
    const read = await getChatSession(db, session.id)
    expect(read?.title).toBe('Hello there')
    expect(read?.messages.map((m) => m.content)).toEqual(['Hello there', 'Re: Hello there'])
  })

  it('keeps both messages when two instances answer the same conversation from the same read', async () => {
    const { db } = handle()
    const start = await sessionWith(db, 1)
    // Both "instances" read the session before either saved: a whole-row write would lose the first answer.
    const readByA = (await getChatSession(db, start.id))!
    const readByB = (await getChatSession(db, start.id))!
    expect(await answer(readByA, 'from instance A', new Date(NOW.getTime() + 2000))(db)).toBe(true)
    expect(await answer(readByB, 'from instance B', new Date(NOW.getTime() + 1000))(db)).toBe(true)
    const read = await getChatSession(db, start.id)
    expect(visitorTexts(read)).toEqual(['question 0', 'from instance A', 'from instance B'])
    expect(read?.messages).toHaveLength(6)
    expect(read?.title).toBe('question 0')
    // The later activity stands, whichever write came last.
    expect(read?.lastActivity.toISOString()).toBe(new Date(NOW.getTime() + 2000).toISOString())
  })

  it('bumps the repeat counter on the stored value, not on the copy each instance read', async () => {
    const { db } = handle()
    const start = await sessionWith(db, 1)
    const readByA = (await getChatSession(db, start.id))!
    const readByB = (await getChatSession(db, start.id))!
    await answer(readByA, 'question 0')(db)
    await answer(readByB, 'Question 0!')(db)
    expect((await getChatSession(db, start.id))?.context.state.repeatedQueries).toBe(2)
  })

  it('leaves the tags another request added alone', async () => {
    const { db } = handle()
    const start = await sessionWith(db, 1)
    const read = (await getChatSession(db, start.id))!
    await addChatSessionTag(db, start.id, 'transcript-stored')
    await answer(read, 'one more')(db)
    expect((await getChatSession(db, start.id))?.tags).toEqual(['transcript-stored'])
  })

  it('refuses a message past the cap counted on the stored messages, even when the copy read was under it', async () => {
    const { db } = handle()
    const start = await sessionWith(db, CAP - 1)
    const readByA = (await getChatSession(db, start.id))!
    const readByB = (await getChatSession(db, start.id))!
    expect(await answer(readByA, 'the last one')(db)).toBe(true)
    expect(await answer(readByB, 'one too many')(db)).toBe(false)
    const read = await getChatSession(db, start.id)
    expect(visitorTexts(read)).toHaveLength(CAP)
    expect(visitorTexts(read)).not.toContain('one too many')
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

describeTwoInstances('chat sessions written by two instances', ({ a, b }) => {
  it('keeps every message of parallel posts to one conversation through both handles', async () => {
    const start = await sessionWith(a().db, 1)
    const read = (await getChatSession(a().db, start.id))!
    const texts = Array.from({ length: 20 }, (_, i) => `parallel ${i}`)
    const saved = await Promise.all(texts.map((t, i) => answer(read, t)(i % 2 ? a().db : b().db)))
    expect(saved.every(Boolean)).toBe(true)
    const stored = await getChatSession(b().db, start.id)
    expect(visitorTexts(stored).sort()).toEqual(['question 0', ...texts].sort())
    expect(stored?.messages).toHaveLength(2 * 21)
  })

  it('holds the cap under parallel posts through both handles', async () => {
    const start = await sessionWith(a().db, CAP - 3)
    const read = (await getChatSession(a().db, start.id))!
    const saved = await Promise.all(Array.from({ length: 12 }, (_, i) => answer(read, `late ${i}`)(i % 2 ? a().db : b().db)))
    expect(saved.filter(Boolean)).toHaveLength(3)
    expect(visitorTexts(await getChatSession(a().db, start.id))).toHaveLength(CAP)
  })
})
