import { randomUUID } from 'node:crypto'
import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '@/lib/db/client'
import { deleteExpiredActivity } from '@/lib/db/queries/activity-retention'
import { countSubscribers } from '@/lib/db/queries/newsletter-subscribers'
import { RETENTION } from '@/config/retention'
import { jobs, newsletterSubscribers } from '@/lib/db/schema'
import { insertEntry } from '@/lib/forms/server/submit'
import type { MailMessage } from '@/lib/mail/message'
import { describeEachDb } from '@/tests/support/db'
import { confirmByToken, confirmView, unsubscribeByToken, unsubscribeView } from './links'
import { unsubscribeToken, verifyUnsubscribeToken } from './tokens'

const DAY = 86_400_000

/** A footer sign-up as the forms path stores it (the same call the API, the page and the outbox replay make). */
/** True when a new row was stored (false: a repeat of the address, answered like the first). */
const signUp = async (db: Db, email: string) =>
  null !==
  (await
  insertEntry(db, { id: randomUUID(), formType: 'newsletter', data: { email }, metadata: {}, createdAt: new Date().toISOString(), idempotencyKey: `newsletter:${email}` }, undefined))

/** The confirmation e-mails queued for an address, oldest first, with the token their link carries. */
async function confirmations(db: Db, email: string) {
  const rows = await db.select().from(jobs).where(like(jobs.key, 'mail:newsletter-confirm:%')).orderBy(jobs.createdAt)
  return rows
    .map((r) => (r.payload as { message: MailMessage }).message)
    .filter((m) => m.to === email)
    .map((m) => ({ message: m, token: /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1] ?? '' }))
}

const subscriber = async (db: Db, email: string) => (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]

describeEachDb('newsletter double opt-in', ({ handle }) => {
  it('a sign-up is pending with a confirmation e-mail; only the link confirms it; a repeat soon after sends nothing new', async () => {
    const { db } = handle()
    const email = 'ada@optin.example'
    const before = await countSubscribers(db)
    expect(await signUp(db, email)).toBe(true)
    const [first, ...more] = await confirmations(db, email)
    expect(more).toEqual([])
    expect(first!.message.subject).toContain('Please confirm your subscription')
    expect(first!.token).toHaveLength(43)
    const row = await subscriber(db, email)
    expect(row).toMatchObject({ state: 'pending' })
    // Stored hashed, valid seven days.
    expect(row!.confirmTokenHash).not.toContain(first!.token)
    expect(row!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(7 * DAY - 60_000)
    expect((await countSubscribers(db)).pending).toBe(before.pending + 1)
    expect((await countSubscribers(db)).confirmed).toBe(before.confirmed)

    // The same address again: the submission is a repeat, the first link still works, no second e-mail.
    expect(await signUp(db, email)).toBe(false)
    expect(await confirmations(db, email)).toHaveLength(1)

    expect(await confirmView(db, first!.token)).toBe('pending')
    expect(await confirmView(db, 'x'.repeat(43))).toBe('invalid')
    expect(await confirmByToken(db, first!.token)).toBe('confirmed')
    expect(await confirmByToken(db, first!.token)).toBe('already-confirmed')
    expect(await confirmView(db, first!.token)).toBe('confirmed')
    expect((await countSubscribers(db)).confirmed).toBe(before.confirmed + 1)

    // Confirmed: signing up again is not answered with another e-mail.
    await signUp(db, email)
    expect(await confirmations(db, email)).toHaveLength(1)
    expect((await subscriber(db, email))?.state).toBe('confirmed')
  })

  it('the signed link unsubscribes without a login; a forged one does nothing; signing up again needs a new confirmation', async () => {
    const { db } = handle()
    const email = 'grace@optin.example'
    await signUp(db, email)
    await confirmByToken(db, (await confirmations(db, email))[0]!.token)
    const row = (await subscriber(db, email))!
    const token = unsubscribeToken(row.id)
    expect(verifyUnsubscribeToken(token)).toBe(row.id)
    expect(verifyUnsubscribeToken(`${row.id}.${'A'.repeat(43)}`)).toBeNull()
    expect(verifyUnsubscribeToken(unsubscribeToken(row.id, 'another secret of enough length, 32+'))).toBeNull()
    expect(await unsubscribeByToken(db, `${row.id}.forged`)).toBe('unknown')
    expect(await unsubscribeView(db, token)).toEqual({ state: 'subscribed', email })

    expect(await unsubscribeByToken(db, token)).toBe('unsubscribed')
    expect(await unsubscribeByToken(db, token)).toBe('already-unsubscribed')
    expect(await unsubscribeView(db, token)).toEqual({ state: 'unsubscribed', email })
    expect((await subscriber(db, email))?.state).toBe('unsubscribed')

    await signUp(db, email)
    const again = await confirmations(db, email)
    expect(again).toHaveLength(2)
    expect((await subscriber(db, email))?.state).toBe('pending')
    expect(await confirmByToken(db, again[1]!.token)).toBe('confirmed')
  })

  it('an unconfirmed sign-up expires: its link stops working and the daily clean-up deletes it', async () => {
    const { db } = handle()
    const email = 'late@optin.example'
    await signUp(db, email)
    const { token } = (await confirmations(db, email))[0]!
    const later = new Date(Date.now() + 7 * DAY + 60_000)
    expect(await confirmView(db, token, later)).toBe('invalid')
    expect(await confirmByToken(db, token, later)).toBe('invalid')
    const confirmedBefore = (await countSubscribers(db)).confirmed
    expect((await deleteExpiredActivity(db, RETENTION, later)).unconfirmedSignUps).toBeGreaterThanOrEqual(1)
    expect(await subscriber(db, email)).toBeUndefined()
    // Confirmed addresses are never touched by the clean-up.
    expect((await countSubscribers(db)).confirmed).toBe(confirmedBefore)
  })

  it('a sign-up still pending after the resend pause gets a fresh link; the old one stops working', async () => {
    const { db } = handle()
    const email = 'lost@optin.example'
    await signUp(db, email)
    await db.update(newsletterSubscribers).set({ updatedAt: new Date(Date.now() - 11 * 60_000) }).where(eq(newsletterSubscribers.email, email))
    await signUp(db, email)
    const [old, fresh] = await confirmations(db, email)
    expect(fresh?.token).toBeTruthy()
    expect(await confirmView(db, old!.token)).toBe('invalid')
    expect(await confirmByToken(db, fresh!.token)).toBe('confirmed')
  })
})

describe('unsubscribe tokens', () => {
  it('refuse what is not a signed subscriber id', () => {
    for (const bad of [undefined, '', 'abc', 'not-a-uuid.sig', `${randomUUID()}`, `${randomUUID()}.a.b`, 'x'.repeat(300)]) {
      expect(verifyUnsubscribeToken(bad, 'secret-secret-secret-secret-secret')).toBeNull()
    }
  })
})
