import type { Metadata } from 'next'
import { Suspense } from 'react'
import { ProvidersSummary, ProvidersSummaryPending } from '@/components/admin/providers-summary'
import { AddReviewerForm } from '@/components/admin/reviewer-forms'
import { ReviewersTable } from '@/components/admin/reviewers-table'
import { ChatModeForm, PasswordChangeForm } from '@/components/admin/settings-forms'
import { requireAdmin } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { listReviewers } from '@/lib/db/queries/admin-users'
import { getChatMode } from '@/lib/db/queries/settings'
import { env } from '@/lib/env'

export const metadata: Metadata = { title: 'Settings' }

const prose = 'max-w-prose text-sm text-slate-700 dark:text-slate-300'

/** The acting account's own password: the owner's is the site's (unless the environment sets it), a reviewer's their own. */
function passwordSection(role: string, envManaged: boolean) {
  const owner = role === 'owner'
  const note = !owner ? (
    'A change logs you out everywhere else. The owner of the admin area manages the other settings.'
  ) : envManaged ? (
    <>
      The password is set by <code>ADMIN_PASSWORD_HASH</code> in the server environment and cannot be changed here.
    </>
  ) : (
    'A change logs out every other session.'
  )
  return (
    <section aria-labelledby="password-heading" className="space-y-4">
      <h2 id="password-heading" className="text-lg font-semibold">
        {owner ? 'Admin password' : 'Your password'}
      </h2>
      <p className={prose}>{note}</p>
      <PasswordChangeForm disabled={owner && envManaged} />
    </section>
  )
}

/**
 * The owner sees the site's password, the reviewer accounts and the chat assistant's mode; a reviewer sees only the
 * change of their own password (the rest is the owner's: lib/auth/guard.ts requireOwnerAction).
 */
export default async function SettingsPage() {
  const session = await requireAdmin()
  const envManaged = Boolean(env().ADMIN_PASSWORD_HASH)
  const heading = <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
  if (session.role !== 'owner') {
    return (
      <div className="space-y-10">
        {heading}
        {passwordSection(session.role, false)}
      </div>
    )
  }
  const db = await getDb()
  const [chatMode, reviewers] = await Promise.all([getChatMode(db, env().CHAT_MODE), listReviewers(db)])
  return (
    <div className="space-y-10">
      {heading}
      {passwordSection(session.role, envManaged)}
      <section aria-labelledby="reviewers-heading" className="space-y-4">
        <h2 id="reviewers-heading" className="text-lg font-semibold">
          Reviewers
        </h2>
        <p className={prose}>
          Reviewers log in with their e-mail address and their own password. They can read and work on submissions, but
          cannot manage accounts, change this password or delete data. Disabling a reviewer logs them out at once.
        </p>
        <ReviewersTable reviewers={reviewers} />
        <h3 className="text-base font-semibold">Add a reviewer</h3>
        <AddReviewerForm />
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
