import 'server-only'
import { and, count, eq, gte, lt, sql } from 'drizzle-orm'
import { newSessionContext, SESSION_LIMITS } from '@/lib/agents/sessions'
import { isAgentId } from '@/lib/agents/specialists'
import type { ChatSession, SessionContext, StoredMessage } from '@/lib/agents/types'
import type { Db } from '../client'
import { chatSessions, type ChatSessionRow } from '../schema'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A session by id; null for an unknown id or one that is not a UUID (a visitor's browser sends whatever it kept). */
export async function getChatSession(db: Db, id: string): Promise<ChatSession | null> {
  if (!UUID.test(id)) return null
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, id))
  return row ? fromRow(row) : null
}

export async function createChatSession(db: Db, options: { userId?: string; now?: Date } = {}): Promise<ChatSession> {
  const now = options.now ?? new Date()
  const [row] = await db
    .insert(chatSessions)
    .values({
      userId: options.userId ?? 'anonymous',
      context: newSessionContext(),
      startTime: now,
      lastActivity: now,
    })
    .returning()
  return fromRow(row!)
}

/**
 * Writes the whole session (insert or update), replacing what is stored: for setting a session up (tests, imports).
 * A visitor's messages go through appendChatExchange, which cannot lose a message another instance saved meanwhile.
 * PostgreSQL's text and jsonb cannot hold a NUL character, which a visitor can type: it is replaced rather than
 * failing the save.
 */
export async function saveChatSession(db: Db, session: ChatSession): Promise<void> {
  const values = {
    userId: session.userId,
    agentId: session.agentId,
    title: withoutNul(session.title),
    messages: withoutNul(session.messages),
    context: withoutNul(session.context),
    lastActivity: session.lastActivity,
    status: session.status,
    tags: session.tags,
  }
  await db
    .insert(chatSessions)
    .values({ id: session.id, startTime: session.startTime, ...values })
    .onConflictDoUpdate({ target: chatSessions.id, set: values })
}

/** What one answered message adds to a session: the session as recordExchange left it, and what is new in it. */
export type ChatAppend = {
  /** The session read before the message, moved on by recordExchange (title, agent, context, last activity). */
  session: ChatSession
  /** The new messages (the visitor's and the reply), appended after whatever is stored by then. */
  added: StoredMessage[]
  /** How much this message added to the context's repeated-query count. */
  repeatedQueries: number
  /** The session holds at most this many visitor messages; past it nothing is written. */
  maxUserMessages: number
}

/**
 * Saves an answered message in one statement, so two instances answering messages of one
 * conversation at once keep both: the new messages are appended to the stored array (jsonb ||) and the repeat counter
 * is bumped on the stored value, under the row lock the upsert takes, instead of writing back the copy read before
 * the answer. The per-conversation cap is checked in the same statement against the stored messages, so it holds
 * across instances. The title, agent and the rest of the context are this writer's (they follow the latest
 * message); tags are left alone (addChatSessionTag writes them). Returns false when the cap refused the message.
 */
export async function appendChatExchange(db: Db, { session, added, repeatedQueries, maxUserMessages }: ChatAppend): Promise<boolean> {
  const messages = withoutNul(added)
  const visitorMessages = messages.filter((m) => m.role === 'user').length
  if (visitorMessages > maxUserMessages) return false
  const rows = await db
    .insert(chatSessions)
    .values({
      id: session.id,
      userId: session.userId,
      agentId: session.agentId,
      title: withoutNul(session.title),
      messages,
      context: withoutNul(session.context),
      startTime: session.startTime,
      lastActivity: session.lastActivity,
      status: 'active',
      tags: session.tags,
    })
    .onConflictDoUpdate({
      target: chatSessions.id,
      set: {
        messages: sql`${chatSessions.messages} || excluded.messages`,
        agentId: sql`coalesce(excluded.agent_id, ${chatSessions.agentId})`,
        title: sql`case when ${chatSessions.title} = '' then excluded.title else ${chatSessions.title} end`,
        context: sql`jsonb_set(excluded.context, '{state,repeatedQueries}',
          to_jsonb(coalesce((${chatSessions.context} #>> '{state,repeatedQueries}')::int, 0) + ${repeatedQueries}::int))`,
        lastActivity: sql`greatest(${chatSessions.lastActivity}, excluded.last_activity)`,
        status: 'active',
      },
      setWhere: sql`jsonb_array_length(jsonb_path_query_array(${chatSessions.messages}, '$[*] ? (@.role == "user")'))
        + ${visitorMessages}::int <= ${maxUserMessages}::int`,
    })
    .returning({ id: chatSessions.id })
  return rows.length > 0
}

/**
 * Adds a tag to a session in place. Only the tags column is written, so messages a concurrent request saved between
 * our read and this write stay (saveChatSession would put back the copy we read). A tag already there is not doubled.
 */
export async function addChatSessionTag(db: Db, id: string, tag: string): Promise<void> {
  if (!UUID.test(id)) return
  await db
    .update(chatSessions)
    .set({ tags: sql`array_append(${chatSessions.tags}, ${tag}::text)` })
    .where(and(eq(chatSessions.id, id), sql`not (${tag}::text = any(${chatSessions.tags}))`))
}

/** Active sessions idle for more than 7 days become archived. Returns how many were archived. */
export async function archiveInactiveSessions(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SESSION_LIMITS.archiveAfterMs)
  const rows = await db
    .update(chatSessions)
    .set({ status: 'archived' })
    .where(and(eq(chatSessions.status, 'active'), lt(chatSessions.lastActivity, cutoff)))
    .returning({ id: chatSessions.id })
  return rows.length
}

export type SessionCounts = {
  /** Status active (not yet archived). */
  active: number
  archived: number
  /** Active with activity in the last 30 minutes: conversations going on now. */
  recent: number
}

/** The admin Assistant page's counts, in one scan of the (status, last_activity) index. */
export async function countChatSessions(db: Db, now: Date = new Date()): Promise<SessionCounts> {
  const recentCutoff = new Date(now.getTime() - SESSION_LIMITS.activeMs)
  const rows = await db
    .select({
      status: chatSessions.status,
      total: count(),
      recent: sql<number>`count(*) filter (where ${gte(chatSessions.lastActivity, recentCutoff)})`.mapWith(Number),
    })
    .from(chatSessions)
    .groupBy(chatSessions.status)
  const active = rows.find((r) => r.status === 'active')
  const archived = rows.find((r) => r.status === 'archived')
  return { active: active?.total ?? 0, archived: archived?.total ?? 0, recent: active?.recent ?? 0 }
}

function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\u0000/g, '\uFFFD') as T
  if (Array.isArray(value)) return value.map(withoutNul) as T
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNul(v)])) as T
  }
  return value
}

/**
 * A row as the app's type. The jsonb columns are read defensively: a row written by an older version (or edited by
 * hand) gets the missing context fields from a fresh context instead of failing the visitor's next message.
 */
function fromRow(row: ChatSessionRow): ChatSession {
  const fresh = newSessionContext()
  const stored = (row.context ?? {}) as Partial<SessionContext>
  const context: SessionContext = {
    userProfile: { ...fresh.userProfile, ...stored.userProfile },
    keyTopics: Array.isArray(stored.keyTopics) ? stored.keyTopics : fresh.keyTopics,
    conversationSummary: typeof stored.conversationSummary === 'string' ? stored.conversationSummary : '',
    state: { ...fresh.state, ...stored.state },
  }
  return {
    id: row.id,
    userId: row.userId,
    agentId: row.agentId && isAgentId(row.agentId) ? row.agentId : null,
    title: row.title,
    messages: Array.isArray(row.messages) ? (row.messages as StoredMessage[]) : [],
    context,
    startTime: row.startTime,
    lastActivity: row.lastActivity,
    status: row.status === 'archived' ? 'archived' : 'active',
    tags: row.tags,
  }
}
