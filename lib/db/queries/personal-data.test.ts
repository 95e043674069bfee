import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { FORM_SCHEMAS } from '@/lib/forms/schemas'
import { describeEachDb } from '@/tests/support/db'
import type { Db } from '../client'
import {
  analyticsEvents,
  applicationEvents,
  applicationPipeline,
  chatFeedback,
  chatSessions,
  formSubmissions,
  jobs,
  newsletterSubscribers,
  submissionFiles,
} from '../schema'
import { EMAIL_FIELDS, erasePersonalData, findPersonalData, submissionIsAbout } from './personal-data'

describe('submissionIsAbout', () => {
  it('matches an e-mail field exactly in any case, and a chat transcript that names the address', () => {
    expect(submissionIsAbout('contact', { email: 'Ann@Example.com' }, 'ann@example.com')).toBe(true)
    expect(submissionIsAbout('contact', { email: 'joann@example.com', message: 'ann@example.com' }, 'ann@example.com')).toBe(false)
    expect(submissionIsAbout('chat', { messages: [{ content: 'I am ann@example.com' }] }, 'ann@example.com')).toBe(true)
  })
})

describe('EMAIL_FIELDS', () => {
  it('names every e-mail field of every form', () => {
    for (const [type, schema] of Object.entries(FORM_SCHEMAS)) {
      const keys = Object.keys((schema as unknown as { shape: Record<string, unknown> }).shape)
      for (const key of keys.filter((k) => /e-?mail/i.test(k))) expect(EMAIL_FIELDS as readonly string[], `${type}.${key}`).toContain(key)
    }
  })
})

const ANN = 'ann@example.com'
const BOB = 'bob@example.com'

/** One person's rows in every table the search covers; `tag` keeps two people's rows apart. */
async function seedPerson(db: Db, email: string, tag: string) {
  const [apply] = await db
    .insert(formSubmissions)
    .values({ formType: 'apply', data: { companyName: `${tag} Labs`, founderName: tag, email: email.toUpperCase() }, metadata: { sessionId: `sess-${tag}` } })
    .returning({ id: formSubmissions.id })
  await db.insert(formSubmissions).values([
    { formType: 'contact_investor', data: { name: tag, email, message: 'Hello from an investor' } },
    { formType: 'newsletter', data: { email } },
    { formType: 'chat', data: { messages: [{ role: 'user', content: `reach me at ${email}` }], context: {}, duration: 5 } },
  ])
  await db.insert(applicationPipeline).values({ submissionId: apply!.id, status: 'reviewing' })
  await db.insert(applicationEvents).values({ submissionId: apply!.id, kind: 'note', authorId: 'admin', body: `Strong team at ${tag}` })
  await db.insert(submissionFiles).values({
    submissionId: apply!.id,
    field: 'deck',
    fileName: `${tag}-deck.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 4,
    sha256: 'x',
    storage: 'db',
    content: Buffer.from('%PDF'),
  })
  await db.insert(newsletterSubscribers).values({ email, state: 'confirmed' })
  const [chat] = await db
    .insert(chatSessions)
    .values({ messages: [{ role: 'user', content: `I am ${tag}, ${email.toUpperCase()}` }], context: {} })
    .returning({ id: chatSessions.id })
  await db.insert(chatFeedback).values({ sessionId: chat!.id, messageId: 'm1', rating: 1 })
  await db.insert(analyticsEvents).values([
    { eventType: 'page_view', sessionId: `sess-${tag}`, eventData: { path: '/apply' } },
    { eventType: 'click', sessionId: `sess-${tag}` },
  ])
  await db.insert(jobs).values({ kind: 'mail', key: `mail:receipt:${tag}`, payload: { message: { to: email, subject: 'We received your application', text: 'Thanks' } } })
  return { applyId: apply!.id, chatId: chat!.id }
}

describeEachDb('personal data of one address', ({ handle }) => {
  it('finds, then erases in one step, everything about one address and nothing about another', async () => {
    const { db } = handle()
    await seedPerson(db, ANN, 'ann')
    const bob = await seedPerson(db, BOB, 'bob')
    // Someone whose address contains Ann's is someone else.
    await db.insert(formSubmissions).values({ formType: 'contact', data: { name: 'Joann', email: 'joann@example.com', message: 'Not Ann at all' } })

    const found = await findPersonalData(db, ANN)
    expect(found.submissions.map((s) => s.formType).sort()).toEqual(['apply', 'chat', 'contact_investor', 'newsletter'])
    const apply = found.submissions.find((s) => s.formType === 'apply')!
    expect(apply.pipeline?.status).toBe('reviewing')
    expect(apply.events.map((e) => e.body)).toEqual(['Strong team at ann'])
    expect(apply.files).toEqual([expect.objectContaining({ fileName: 'ann-deck.pdf', sizeBytes: 4 })])
    expect(apply.files[0]).not.toHaveProperty('content')
    expect(found.newsletter).toEqual([expect.objectContaining({ email: ANN, state: 'confirmed' })])
    expect(found.chatSessions).toHaveLength(1)
    expect(found.chatSessions[0]!.feedback).toHaveLength(1)
    expect(found.analyticsEvents.map((e) => e.eventType).sort()).toEqual(['click', 'page_view'])
    expect(found.jobs.map((j) => j.kind)).toEqual(['mail'])

    const erased = await erasePersonalData(db, ANN)
    expect(erased.counts).toEqual({ submissions: 4, pipelineEvents: 1, files: 1, newsletter: 1, chatSessions: 1, chatFeedback: 1, analyticsEvents: 2, jobs: 1, jobsRedacted: 0 })
    expect(erased.jobIds).toEqual([found.jobs[0]!.id])

    const after = await findPersonalData(db, ANN)
    expect([after.submissions, after.newsletter, after.chatSessions, after.analyticsEvents, after.jobs].every((rows) => rows.length === 0)).toBe(true)
    // The cascades took the pipeline rows, notes, files and feedback.
    const count = async (table: typeof applicationPipeline | typeof applicationEvents | typeof submissionFiles | typeof chatFeedback) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n
    expect([await count(applicationPipeline), await count(applicationEvents), await count(submissionFiles), await count(chatFeedback)]).toEqual([1, 1, 1, 1])

    // Bob's rows are all still there, and so is Joann's message.
    const bobs = await findPersonalData(db, BOB)
    expect(bobs.submissions).toHaveLength(4)
    expect(bobs.submissions.find((s) => s.id === bob.applyId)?.files).toHaveLength(1)
    expect([bobs.newsletter.length, bobs.chatSessions.length, bobs.analyticsEvents.length, bobs.jobs.length]).toEqual([1, 1, 2, 1])
    expect(await db.select().from(chatSessions).where(eq(chatSessions.id, bob.chatId))).toHaveLength(1)
    expect((await findPersonalData(db, 'joann@example.com')).submissions).toHaveLength(1)
  })

  it('deletes a chat session that mentions two people whole, as the admin page says', async () => {
    const { db } = handle()
    const [both] = await db
      .insert(chatSessions)
      .values({ messages: [{ role: 'user', content: 'cc carol@example.com and dave@example.com' }], context: {} })
      .returning({ id: chatSessions.id })
    expect((await erasePersonalData(db, 'carol@example.com')).counts.chatSessions).toBe(1)
    expect(await db.select().from(chatSessions).where(inArray(chatSessions.id, [both!.id]))).toHaveLength(0)
  })
})
