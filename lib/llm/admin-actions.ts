'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/admin-action'
import type { AdminActionState } from '@/lib/admin/action-state'
import { availableCount } from '@/lib/admin/provider-rows'
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

/** The 'Test' button: one health check of one provider, shown as 'OK — {latency} ms' or the provider's error text. */
export const testProviderAction = adminAction(
  { access: 'assistant', schema: testSchema, audit: { action: 'provider.test', category: 'llm' } },
  async ({ id }, { audit }) => {
    const result = await llm().testProvider(id)
    const state: AdminActionState = result.ok ? { status: 'done', message: `OK — ${Math.round(result.latency)} ms` } : { status: 'error', message: scrubSecrets(result.error, secrets()) }
    await audit({ provider: knownId(id), result: state.message }, { outcome: state.status === 'done' ? 'success' : 'failure' })
    // The test updates the provider's latency and last error: the table re-renders with them.
    revalidatePath(PAGE)
    return state
  },
)

/** 'Refresh': runs every health check again instead of trusting the 5-minute cache. */
export const refreshProvidersAction = adminAction(
  { access: 'assistant', schema: z.object({}), audit: { action: 'provider.refresh', category: 'llm' } },
  async (_none, { audit }) => {
    const statuses = await llm().statuses({ refresh: true })
    const { available, total } = availableCount(statuses)
    await audit({ available, total })
    revalidatePath(PAGE)
    return { status: 'done', message: `Checked again: ${available} of ${total} available.` }
  },
)

/** An id for the audit log: a provider's, or a marker, so the log never stores whatever was posted. */
function knownId(id: string): AnyProviderId | '(unknown)' {
  return isProviderId(id) || id === 'fallback' ? id : '(unknown)'
}
