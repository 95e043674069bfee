'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { ADMIN_MESSAGES, type AdminActionState } from '@/lib/admin/action-state'
import { availableCount } from '@/lib/admin/provider-rows'
import { recordAudit } from '@/lib/audit/log'
import { guardAdminAction } from '@/lib/admin/action-guard'
import { llm } from '@/lib/llm/registry'
import { scrubSecrets, secretsOf } from '@/lib/llm/scrub'
import { isProviderId, PROVIDER_IDS, type AnyProviderId } from '@/lib/llm/types'

const PAGE = '/admin/providers'


/** Every configured key and URL: whatever a test or a refresh reports is scrubbed of them before it is shown. */
function secrets(): string[] {
  const registry = llm()
  return secretsOf(PROVIDER_IDS.map((id) => registry.settings(id)))
}

// Any short id is passed on: the registry's own 'Provider not found' is the answer for one it does not know.
const testSchema = z.object({ id: z.string().trim().min(1).max(40) })

/** The 'Test' button: one health check of one provider, shown as 'OK — {latency} ms' or SPEC §8's error text. */
export async function testProviderAction(_prev: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const g = await guardAdminAction('providers')
  if ('state' in g) return g.state
  const parsed = testSchema.safeParse({ id: formData.get('id') })
  if (!parsed.success) return { status: 'error', message: ADMIN_MESSAGES.invalid }
  const { id } = parsed.data

  let state: AdminActionState
  try {
    const result = await llm().testProvider(id)
    state = result.ok ? { status: 'done', message: `OK — ${Math.round(result.latency)} ms` } : { status: 'error', message: scrubSecrets(result.error, secrets()) }
  } catch (err) {
    console.error(`[providers] testing a provider failed: ${err instanceof Error ? err.message : String(err)}`)
    return { status: 'error', message: ADMIN_MESSAGES.failed }
  }
  await recordAudit({
    action: 'provider.test',
    category: 'llm',
    outcome: state.status === 'done' ? 'success' : 'failure',
    details: { provider: knownId(id), result: state.message },
    userId: g.session.userId,
    sessionId: g.session.jti,
  })
  // The test updates the provider's latency and last error: the table re-renders with them.
  revalidatePath(PAGE)
  return state
}

/** 'Refresh': runs every health check again instead of trusting the 5-minute cache. */
export async function refreshProvidersAction(): Promise<AdminActionState> {
  const g = await guardAdminAction('providers')
  if ('state' in g) return g.state
  try {
    const statuses = await llm().statuses({ refresh: true })
    const { available, total } = availableCount(statuses)
    await recordAudit({
      action: 'provider.refresh',
      category: 'llm',
      outcome: 'success',
      details: { available, total },
      userId: g.session.userId,
      sessionId: g.session.jti,
    })
    revalidatePath(PAGE)
    return { status: 'done', message: `Checked again: ${available} of ${total} available.` }
  } catch (err) {
    console.error(`[providers] refreshing the providers failed: ${err instanceof Error ? err.message : String(err)}`)
    return { status: 'error', message: ADMIN_MESSAGES.failed }
  }
}

/** An id for the audit log: a provider's, or a marker, so the log never stores whatever was posted. */
function knownId(id: string): AnyProviderId | '(unknown)' {
  return isProviderId(id) || id === 'fallback' ? id : '(unknown)'
}
