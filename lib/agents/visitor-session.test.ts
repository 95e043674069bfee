import { randomUUID } from 'node:crypto'
import { beforeEach, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createChatSession, saveChatSession } from '@/lib/db/queries/chat-sessions'
import { feedbackByAgent, lowestRatedAnswers } from '@/lib/db/queries/chat-feedback'
import { chatFeedback } from '@/lib/db/schema'
import { describeEachDb } from '@/tests/support/db'
import { recordExchange } from './sessions'
import type { AgentId, ChatSession, StoredMessage } from './types'
import { feedbackRequestSchema, rateMessage, readVisitorSession } from './visitor-session'

const START = new Date('2026-06-01T12:00:00.000Z')

describeEachDb('a visitor reading and rating their own conversation', ({ handle }) => {
  beforeEach(async () => {
    await handle().db.execute(sql`delete from chat_feedback`)
  })

  type Reply = { text: string; agentId: AgentId; model?: boolean } & Pick<StoredMessage, 'attachments' | 'quickActions'>

  async function conversation(replies: Reply[]): Promise<ChatSession> {
    let session = await createChatSession(handle().db, { now: START })
    replies.forEach((reply, i) => {
      const at = new Date(START.getTime() + (i + 1) * 30_000).toISOString()
      session = recordExchange(session, {
        user: { id: randomUUID(), role: 'user', content: `Question ${i}`, timestamp: at },
        reply: {
          id: randomUUID(),
          role: 'assistant',
          content: reply.text,
          timestamp: at,
          agentId: reply.agentId,
          messageType: 'simple_question',
          modelAnswered: reply.model ?? false,
          ...(reply.attachments ? { attachments: reply.attachments } : {}),
          ...(reply.quickActions ? { quickActions: reply.quickActions } : {}),
        },
        topics: [],
      })
    })
    await saveChatSession(handle().db, session)
    return session
  }

  const answerIds = (s: ChatSession) => s.messages.filter((m) => m.role === 'assistant').map((m) => m.id)
  const rate = (s: ChatSession, messageId: string, rating: 1 | -1, comment?: string) =>
    rateMessage(handle().db, feedbackRequestSchema.parse({ sessionId: s.id, messageId, rating, comment }))

  it('gives back the messages in order, with only what the visitor saw, and the verdicts given', async () => {
    const s = await conversation([{ text: 'We invest $100K–$2M.', agentId: 'investment-specialist' }])
    const [answer] = answerIds(s)
    await rate(s, answer!, 1)
    const read = await readVisitorSession(handle().db, s.id)
    expect(read).toEqual({
      sessionId: s.id,
      messages: [
        { id: s.messages[0]!.id, role: 'user', content: 'Question 0' },
        { id: answer, role: 'assistant', content: 'We invest $100K–$2M.' },
      ],
      feedback: { [answer!]: 1 },
    })
  })

  it("gives an answer's links and suggested options back when they were stored with it", async () => {
    const attachments = [{ type: 'link' as const, title: 'Apply', url: '/apply' }]
    const quickActions = [{ label: 'How do I apply?', value: 'How do I apply?' }]
    const s = await conversation([{ text: 'We invest $100K–$2M.', agentId: 'investment-specialist', attachments, quickActions }])
    const read = await readVisitorSession(handle().db, s.id)
    expect(read?.messages[1]).toEqual({ id: answerIds(s)[0], role: 'assistant', content: 'We invest $100K–$2M.', attachments, quickActions })
  })

  it('reads nothing for an unknown, malformed or archived conversation', async () => {
    expect(await readVisitorSession(handle().db, randomUUID())).toBeNull()
    expect(await readVisitorSession(handle().db, 'not-a-uuid')).toBeNull()
    const s = await conversation([{ text: 'Hello.', agentId: 'meta3-primary' }])
    await saveChatSession(handle().db, { ...s, status: 'archived' })
    expect(await readVisitorSession(handle().db, s.id)).toBeNull()
  })

  it('stores one verdict per answer with the agent, message type and model flag of the stored message; a second replaces it', async () => {
    const s = await conversation([{ text: 'A model answer.', agentId: 'financial', model: true }])
    const [answer] = answerIds(s)
    expect(await rate(s, answer!, -1, '  Not what I asked.  ')).toBe(true)
    expect(await rate(s, answer!, 1)).toBe(true)
    const rows = await handle().db.select().from(chatFeedback)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ sessionId: s.id, messageId: answer, rating: 1, comment: null, agentId: 'financial', messageType: 'simple_question', modelAnswered: true })
  })

  it("refuses a visitor's own message, an unknown message and another conversation's answer", async () => {
    const mine = await conversation([{ text: 'Mine.', agentId: 'meta3-primary' }])
    const theirs = await conversation([{ text: 'Theirs.', agentId: 'meta3-primary' }])
    expect(await rate(mine, mine.messages[0]!.id, 1)).toBe(false)
    expect(await rate(mine, 'no-such-message', 1)).toBe(false)
    expect(await rate(mine, answerIds(theirs)[0]!, -1)).toBe(false)
    expect(await handle().db.select().from(chatFeedback)).toHaveLength(0)
  })

  it('rates agents and lists the worst answers, summed across conversations, with a conversation that rated them down', async () => {
    const weak = 'A canned answer that helps nobody.'
    const a = await conversation([{ text: weak, agentId: 'marketing' }, { text: 'A fine answer.', agentId: 'financial' }])
    const b = await conversation([{ text: weak, agentId: 'marketing' }])
    const c = await conversation([{ text: 'Mixed answer.', agentId: 'financial' }])
    await rate(a, answerIds(a)[0]!, -1)
    await rate(a, answerIds(a)[1]!, 1)
    await rate(b, answerIds(b)[0]!, -1, 'Too vague.')
    await rate(c, answerIds(c)[0]!, -1)

    expect(await feedbackByAgent(handle().db)).toEqual([
      { agentId: 'financial', up: 1, down: 1, commented: 0 },
      { agentId: 'marketing', up: 0, down: 2, commented: 1 },
    ])
    const worst = await lowestRatedAnswers(handle().db)
    expect(worst.map((w) => [w.content, w.up, w.down, w.comment])).toEqual([
      [weak, 0, 2, 'Too vague.'],
      ['Mixed answer.', 0, 1, null],
    ])
    expect([a.id, b.id]).toContain(worst[0]!.sessionId)
    expect(worst[1]!.sessionId).toBe(c.id)
  })

  it('refuses a comment over the limit with a sentence the visitor can act on', () => {
    const parsed = feedbackRequestSchema.safeParse({ sessionId: randomUUID(), messageId: 'm', rating: 1, comment: 'x'.repeat(1001) })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe('Please keep the comment under 1000 characters.')
    expect(feedbackRequestSchema.safeParse({ sessionId: randomUUID(), messageId: 'm', rating: 0 }).success).toBe(false)
  })
})
