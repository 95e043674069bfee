import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { getChatSession } from '@/lib/db/queries/chat-sessions'
import { getJobByKey } from '@/lib/db/queries/jobs'
import { chatFeedback, chatSessions, formSubmissions } from '@/lib/db/schema'
import { insertEntry } from '@/lib/forms/server/submit'
import { createJobRunner } from '@/lib/jobs/runner'
import { mailMessage } from '@/lib/mail/mailer'
import { MAIL_JOB } from '@/lib/mail/message'
import { describeEachDb } from '@/tests/support/db'
import { eraseAddress, exportDocument, lookUpAddress, summarize } from './requests'

// This file's own DATA_DIR (env() is read lazily, per test file): the mail copies and the outbox live in it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-requests-'))
process.env.DATA_DIR = dataDir
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const ANN = 'ann.archer@example.com'
const BOB = 'bob.baker@example.org'
const ANN_MESSAGE = `We back robotics at seed, 2.5M EUR tickets. Please also ask ${BOB}, who told me about you.`
const BOB_MESSAGE = `Ann Archer (${ANN}) introduced us; she knows our numbers.`

const entry = (formType: 'contact_investor' | 'apply' | 'contact_general' | 'chat', data: Record<string, unknown>, metadata: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  formType,
  data,
  metadata,
  createdAt: new Date().toISOString(),
  idempotencyKey: null,
})

describe('privacy requests', () => {
  it('uses this file’s DATA_DIR', () => expect(process.env.DATA_DIR).toBe(dataDir))
})

describeEachDb('privacy requests of two people who name each other', ({ handle }) => {
  const mailAll = () =>
    createJobRunner({ db: async () => handle().db, worker: 'privacy-test', handlers: { [MAIL_JOB]: (job, db) => mailMessage(job, db, { smtpUrl: undefined }) }, log: () => {} }).runDue()

  it('each export holds only its owner’s data, and erasing one leaves the other’s notice', async () => {
    const { db } = handle()
    const ann = entry('contact_investor', { name: 'Ann Archer', email: ANN, phone: '+44 20 7946 0101', fund: 'Archer Capital', message: ANN_MESSAGE })
    const bob = entry('apply', {
      founderName: 'Bob Baker',
      companyName: 'Baker Robotics',
      email: BOB,
      phone: '+1 555 0199',
      fundingAmount: '7300000',
      revenue: '412000',
      message: BOB_MESSAGE,
    })
    await insertEntry(db, ann, undefined)
    await insertEntry(db, bob, undefined)
    await mailAll() // the team's notices and Bob's receipt, as .eml copies in DATA_DIR/mail

    const exported = async (address: string) => JSON.stringify(exportDocument(address, await lookUpAddress(db, address), 'https://studio.example'))
    const annExport = await exported(ANN)
    const bobExport = await exported(BOB)
    // Each one's own submission and the team's notice of it (Reply-To is the sender) are there…
    expect(annExport).toContain('+44 20 7946 0101')
    expect(bobExport).toContain('+1 555 0199')
    // …and nothing of the other person, but what the owner wrote about them in their own message.
    for (const other of [BOB, '+1 555 0199', '7300000', '412000', 'Baker Robotics', 'Bob Baker']) expect(annExport.split(ANN_MESSAGE).join('')).not.toContain(other)
    for (const other of [ANN, '+44 20 7946 0101', 'Archer Capital', '2.5M EUR']) expect(bobExport.split(BOB_MESSAGE).join('')).not.toContain(other)
    // The other's notice is listed as a mention, by id only.
    const bobsNotice = (await getJobByKey(db, `mail:team:${bob.id}`))!
    const annFindings = await lookUpAddress(db, ANN)
    expect(annFindings.data.mentionedInJobs.map((j) => j.id)).toEqual([bobsNotice.id])
    expect(summarize(ANN, annFindings).mentionedIn).toBe(1)
    expect(JSON.parse(annExport).mentionedIn).toEqual([expect.objectContaining({ email: bobsNotice.id })])

    const erased = await eraseAddress(db, ANN)
    expect(erased).toMatchObject({ submissions: 1, jobs: 1, jobsRedacted: 1, mailFiles: 1 })
    // Bob's notice and its copy stay, with Ann's address struck out and all of Bob's data in place.
    const kept = (await getJobByKey(db, `mail:team:${bob.id}`))!
    expect(JSON.stringify(kept.payload)).not.toContain(ANN)
    expect(JSON.stringify(kept.payload)).toContain('+1 555 0199')
    const copy = fs.readFileSync(path.join(dataDir, 'mail', `${kept.id}.eml`), 'utf8')
    expect(copy).not.toContain(ANN)
    expect(copy).toContain('Baker Robotics')
    // Ann's notice and its copy are gone; Bob's export is whole.
    expect(await getJobByKey(db, `mail:team:${ann.id}`)).toBeNull()
    expect(JSON.parse(await exported(BOB)).submissions).toHaveLength(1)
    expect((await lookUpAddress(db, ANN)).data.submissions).toHaveLength(0)
  })

  it('follows the chat that “Talk to the team” linked: the session, its feedback and its transcripts', async () => {
    const { db } = handle()
    const address = 'carla.chat@example.com'
    // The address is never typed in the chat: only the hand-off's link leads to it.
    const [chat] = await db
      .insert(chatSessions)
      .values({ messages: [{ role: 'user', content: 'Call me on +49 30 901820, about our pitch.', timestamp: new Date().toISOString() }], context: {} })
      .returning({ id: chatSessions.id })
    await db.insert(chatFeedback).values({ sessionId: chat!.id, messageId: 'm1', rating: -1, comment: 'too slow' })
    await insertEntry(db, entry('contact_general', { name: 'Carla', email: address, subject: 'From the chat', message: 'See the chat.' }, { source: 'chat', chatSessionId: chat!.id }), undefined)
    const transcript = entry('chat', { messages: [{ role: 'user', content: 'Call me on +49 30 901820, about our pitch.' }], context: {}, duration: 40 }, { sessionId: chat!.id })
    await insertEntry(db, transcript, undefined)
    // Someone else's chat stays out of it.
    const [other] = await db.insert(chatSessions).values({ messages: [{ role: 'user', content: 'hello' }], context: {} }).returning({ id: chatSessions.id })

    const found = await lookUpAddress(db, address)
    expect(found.data.chatSessions.map((c) => c.id)).toEqual([chat!.id])
    expect(found.data.chatSessions[0]!.feedback).toEqual([expect.objectContaining({ comment: 'too slow' })])
    expect(found.data.submissions.map((s) => s.formType).sort()).toEqual(['chat', 'contact_general'])
    expect(JSON.stringify(exportDocument(address, found, 'https://studio.example'))).toContain('+49 30 901820')

    const erased = await eraseAddress(db, address)
    expect(erased).toMatchObject({ submissions: 2, chatSessions: 1, chatFeedback: 1 })
    // What GET /api/chat/session reads, the feedback and the dashboard's transcript row: all gone.
    expect(await getChatSession(db, chat!.id)).toBeNull()
    expect(await db.select().from(chatFeedback).where(eq(chatFeedback.sessionId, chat!.id))).toHaveLength(0)
    expect(await db.select().from(formSubmissions).where(eq(formSubmissions.id, transcript.id))).toHaveLength(0)
    expect(await getChatSession(db, other!.id)).not.toBeNull()
  })
})
