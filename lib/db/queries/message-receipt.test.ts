import { expect, it } from 'vitest'
import { insertEntry } from '@/lib/forms/server/submit'
import { describeEachDb } from '@/tests/support/db'
import { messageReceipt } from './message-receipt'

describeEachDb('what /contact/success confirms', ({ handle }) => {
  const store = async (formType: 'contact' | 'contact_media' | 'apply', data: Record<string, unknown>) => {
    const id = crypto.randomUUID()
    const inserted = await insertEntry(handle().db, { id, formType, data, metadata: {}, createdAt: new Date().toISOString(), idempotencyKey: null }, undefined)
    return { id, reference: inserted!.reference }
  }

  it("a message's reference and the address the reply goes to, by its id", async () => {
    const m = await store('contact', { name: 'Grace', email: 'grace@example.com', message: 'Hello there, studio.' })
    expect(await messageReceipt(handle().db, m.id)).toEqual({ reference: m.reference, replyTo: 'grace@example.com' })
    const media = await store('contact_media', { name: 'Grace', email: 'press@example.com', company: 'Daily', message: 'A question for you.' })
    expect(await messageReceipt(handle().db, media.id)).toMatchObject({ replyTo: 'press@example.com' })
  })

  it("nothing for an application's id, an unknown id or one that is not a uuid", async () => {
    const app = await store('apply', { companyName: 'Helix', founderName: 'Ada', email: 'ada@helix.example', stage: 'seed', pitch: 'Agents that file lab reports.' })
    expect(await messageReceipt(handle().db, app.id)).toBeNull()
    expect(await messageReceipt(handle().db, crypto.randomUUID())).toBeNull()
    expect(await messageReceipt(handle().db, "1' or '1'='1")).toBeNull()
  })
})
