import type { FormType } from '@/lib/db/schema'
import { env } from '@/lib/env'
import type { OutboxEntry } from './outbox'

/**
 * SPEC §7 sends forms to hosted form services. Here the database is the record; forwarding is an optional copy,
 * POSTed in the background with retries. A forwarding failure is logged and never reaches the visitor.
 */
const RETRY_DELAYS_MS = [1_000, 5_000, 25_000]

export function forwardTarget(type: FormType): string | undefined {
  const e = env()
  if (type === 'newsletter') return e.FORM_FORWARD_NEWSLETTER_URL
  if (type === 'apply') return e.FORM_FORWARD_APPLY_URL
  if (type === 'contact' || type.startsWith('contact_')) return e.FORM_FORWARD_CONTACT_URL
  return undefined
}

export function forwardSubmission(entry: OutboxEntry, fetchImpl: typeof fetch = fetch, delays = RETRY_DELAYS_MS): Promise<boolean> {
  const url = forwardTarget(entry.formType)
  if (!url) return Promise.resolve(false)
  const body = JSON.stringify({ id: entry.id, form_type: entry.formType, data: entry.data, created_at: entry.createdAt })
  const attempt = async (n: number): Promise<boolean> => {
    try {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      if (res.ok) return true
      throw new Error(`HTTP ${res.status}`)
    } catch (err) {
      const delay = delays[n]
      if (delay === undefined) {
        console.error(`[forward] giving up on submission ${entry.id}: ${err instanceof Error ? err.message : String(err)}`)
        return false
      }
      await new Promise((r) => setTimeout(r, delay))
      return attempt(n + 1)
    }
  }
  return attempt(0)
}
