import { inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { RETENTION } from '@/config/retention'
import { describeEachDb } from '@/tests/support/db'
import { analyticsEvents, chatSessions, formSubmissions, newsletterSubscribers } from '../schema'
import { deleteExpiredActivity } from './activity-retention'

const NOW = new Date('2026-11-22T12:00:00Z')
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000)
const ids = (rows: { id: string }[]) => rows.map((r) => r.id)

describeEachDb('activity retention', ({ handle }) => {
  it('deletes 91-day-old analytics events, chat sessions and chat transcripts and keeps 89-day-old ones and other submissions', async () => {
    const { db } = handle()
    const sessions = await db
      .insert(chatSessions)
      .values([
        { status: 'archived', startTime: daysAgo(120), lastActivity: daysAgo(91) },
        // Never archived (the archiving sweep did not run): its age alone decides.
        { status: 'active', startTime: daysAgo(100), lastActivity: daysAgo(91) },
        { status: 'archived', startTime: daysAgo(100), lastActivity: daysAgo(89) },
        { status: 'active', startTime: daysAgo(1), lastActivity: daysAgo(0) },
      ])
      .returning({ id: chatSessions.id })
    const submissions = await db
      .insert(formSubmissions)
      .values([
        { formType: 'chat', data: { n: 'old transcript' }, createdAt: daysAgo(91) },
        { formType: 'chat', data: { n: 'recent transcript' }, createdAt: daysAgo(89) },
        { formType: 'apply', data: { n: 'old application' }, createdAt: daysAgo(400) },
      ])
      .returning({ id: formSubmissions.id })
    const events = await db
      .insert(analyticsEvents)
      .values([
        { eventType: 'page_view', createdAt: daysAgo(91) },
        { eventType: 'click', createdAt: daysAgo(89) },
      ])
      .returning({ id: analyticsEvents.id })

    const removed = await deleteExpiredActivity(db, RETENTION, NOW)
    expect(removed).toEqual({ analyticsEvents: 1, chatSessions: 2, chatTranscripts: 1, unconfirmedSignUps: 0 })

    const leftSessions = await db.select({ id: chatSessions.id }).from(chatSessions).where(inArray(chatSessions.id, ids(sessions)))
    expect(ids(leftSessions).sort()).toEqual([sessions[2]!.id, sessions[3]!.id].sort())
    const leftSubmissions = await db.select({ data: formSubmissions.data }).from(formSubmissions).where(inArray(formSubmissions.id, ids(submissions)))
    expect(leftSubmissions.map((r) => r.data.n).sort()).toEqual(['old application', 'recent transcript'])
    const leftEvents = await db.select({ id: analyticsEvents.id }).from(analyticsEvents).where(inArray(analyticsEvents.id, ids(events)))
    expect(ids(leftEvents)).toEqual([events[1]!.id])
  })

  it('deletes newsletter sign-ups unconfirmed past their expiry with their sign-up submission, and keeps confirmed ones', async () => {
    const { db } = handle()
    await db.insert(newsletterSubscribers).values([
      { email: 'expired@example.com', state: 'pending', createdAt: daysAgo(8), expiresAt: daysAgo(1) },
      { email: 'undated@example.com', state: 'pending', createdAt: daysAgo(8) },
      { email: 'waiting@example.com', state: 'pending', createdAt: daysAgo(2), expiresAt: daysAgo(-5) },
      { email: 'reader@example.com', state: 'confirmed', createdAt: daysAgo(30), confirmedAt: daysAgo(29) },
    ])
    await db.insert(formSubmissions).values(
      ['Expired@Example.com', 'undated@example.com', 'waiting@example.com', 'reader@example.com'].map((email) => ({
        formType: 'newsletter' as const,
        data: { email },
        createdAt: daysAgo(8),
      })),
    )

    expect((await deleteExpiredActivity(db, RETENTION, NOW)).unconfirmedSignUps).toBe(2)

    const left = await db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)
    expect(left.map((r) => r.email).sort()).toEqual(['reader@example.com', 'waiting@example.com'])
    const signUps = await db.select({ data: formSubmissions.data }).from(formSubmissions).where(inArray(formSubmissions.formType, ['newsletter']))
    expect(signUps.map((r) => r.data.email).sort()).toEqual(['reader@example.com', 'waiting@example.com'])
  })
})
