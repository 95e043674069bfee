import type { Metadata } from 'next'
import { muted } from '@/components/admin/styles'
import { RefreshProvidersForm } from '@/components/admin/provider-forms'
import { ProvidersTable } from '@/components/admin/providers-table'
import { availableCount, providerRow, utcClock } from '@/lib/admin/provider-rows'
import { requirePermission } from '@/lib/auth/guard'
import { llm } from '@/lib/llm/registry'
import { secretsOf } from '@/lib/llm/scrub'
import { PROVIDER_IDS } from '@/lib/llm/types'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Providers' }

/**
 * The language-model providers. Keys and base URLs stay on the server: the table is built from
 * display rows (lib/admin/provider-rows.ts), and only an id and a name go to the client's Test buttons.
 */
export default async function ProvidersPage() {
  await requirePermission('assistant')
  const registry = llm()
  const statuses = await registry.statuses()
  const settings = PROVIDER_IDS.map((id) => registry.settings(id))
  const secrets = secretsOf(settings)
  const rows = statuses.map((s) => providerRow(s, settings.find((p) => p.id === s.id), secrets))
  const { available, total } = availableCount(statuses)
  const checked = statuses.map((s) => s.checkedAt ?? 0).reduce((a, b) => Math.max(a, b), 0)

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Providers</h1>
          <p className={muted}>
            The language models the chat assistant can use, best first: {available} of {total} available. Keys and addresses are set in the server
            environment and never shown here.
          </p>
          <p className={muted} data-testid="providers-checked">
            {checked ? `Last checked ${utcClock(checked)}; checks are trusted for 5 minutes.` : 'Not checked yet.'}
          </p>
        </div>
        <RefreshProvidersForm />
      </div>
      <ProvidersTable rows={rows} />
    </div>
  )
}
