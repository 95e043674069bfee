import type { Metadata } from 'next'
import { Suspense } from 'react'
import { ProvidersSummary, ProvidersSummaryPending } from '@/components/admin/providers-summary'
import { ChatModeForm, PasswordChangeForm } from '@/components/admin/settings-forms'
import { requireAdmin } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { getChatMode } from '@/lib/db/queries/settings'
import { env } from '@/lib/env'

export const metadata: Metadata = { title: 'Settings' }

export default async function SettingsPage() {
  await requireAdmin()
  const chatMode = await getChatMode(await getDb(), env().CHAT_MODE)
  const envManaged = Boolean(env().ADMIN_PASSWORD_HASH)
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      <section aria-labelledby="password-heading" className="space-y-4">
        <h2 id="password-heading" className="text-lg font-semibold">
          Admin password
        </h2>
        {envManaged ? (
          <p className="max-w-prose text-sm text-slate-700 dark:text-slate-300">
            The password is set by <code>ADMIN_PASSWORD_HASH</code> in the server environment and cannot be changed here.
          </p>
        ) : (
          <p className="max-w-prose text-sm text-slate-700 dark:text-slate-300">A change logs out every other session.</p>
        )}
        <PasswordChangeForm disabled={envManaged} />
      </section>
      <section aria-labelledby="chat-heading" className="space-y-4">
        <h2 id="chat-heading" className="text-lg font-semibold">
          Chat assistant
        </h2>
        <Suspense fallback={<ProvidersSummaryPending />}>
          <ProvidersSummary />
        </Suspense>
        <ChatModeForm mode={chatMode} />
      </section>
    </div>
  )
}
