import { eq, inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { analyticsEvents, chatSessions, formSubmissions } from '../schema'
import { deleteExpiredActivity } from './activity-retention'

const NOW = new Date('2026-11-22T12:00:00Z')
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000)

describeEachDb('activity retention', ({ handle }) => {
  it('deletes analytics events, archived chat sessions and chat transcripts past their days, and no other submission', async () => {
    const { db } = handle()
    const sessions = await db
      .insert(chatSessions)
      .values([
        { status: 'archived', startTime: daysAgo(200), lastActivity: daysAgo(120) },
        { status: 'archived', startTime: daysAgo(60), lastActivity: daysAgo(50) },
        { status: 'active', startTime: daysAgo(1), lastActivity: daysAgo(0) },
      ])
      .returning({ id: chatSessions.id })
    const submissions = await db
      .insert(formSubmissions)
      .values([
        { formType: 'chat', data: { n: 'old transcript' }, createdAt: daysAgo(95) },
        { formType: 'chat', data: { n: 'recent transcript' }, createdAt: daysAgo(5) },
        { formType: 'apply', data: { n: 'old application' }, createdAt: daysAgo(400) },
      ])
      .returning({ id: formSubmissions.id })
    const events = await db
      .insert(analyticsEvents)
      .values([
        { eventType: 'page_view', createdAt: daysAgo(91) },
        { eventType: 'click', createdAt: daysAgo(10) },
      ])
      .returning({ id: analyticsEvents.id })

    expect(await deleteExpiredActivity(db, { analyticsDays: 90, chatDays: 90 }, NOW)).toEqual({ analyticsEvents: 1, chatSessions: 1, chatTranscripts: 1 })

    const ids = (rows: { id: string }[]) => rows.map((r) => r.id)
    const leftSessions = await db.select({ id: chatSessions.id }).from(chatSessions).where(inArray(chatSessions.id, ids(sessions)))
    expect(ids(leftSessions).sort()).toEqual([sessions[1]!.id, sessions[2]!.id].sort())
    const leftSubmissions = await db.select({ data: formSubmissions.data }).from(formSubmissions).where(inArray(formSubmissions.id, ids(submissions)))
    expect(leftSubmissions.map((r) => r.data.n).sort()).toEqual(['old application', 'recent transcript'])
    expect(await db.select().from(analyticsEvents).where(eq(analyticsEvents.id, events[1]!.id))).toHaveLength(1)
  })
})
