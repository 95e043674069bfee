import type { Metadata } from 'next'
import { Suspense } from 'react'
import { ProvidersSummary, ProvidersSummaryPending } from '@/components/admin/providers-summary'
import { AddAccountForm } from '@/components/admin/account-forms'
import { AccountsTable } from '@/components/admin/accounts-table'
import { BackupSummary } from '@/components/admin/backup-summary'
import { RoleMatrix } from '@/components/admin/role-matrix'
import { ChatModeForm, PasswordChangeForm } from '@/components/admin/settings-forms'
import { requireAdmin, type AdminSession } from '@/lib/auth/guard'
import { can } from '@/lib/auth/permissions'
import { lastBackup } from '@/lib/backup/last'
import { getDb } from '@/lib/db/client'
import { listNamedAccounts } from '@/lib/db/queries/admin-users'
import { getChatMode } from '@/lib/db/queries/settings'
import { env } from '@/lib/env'

export const metadata: Metadata = { title: 'Settings' }

const prose = 'max-w-prose text-sm text-slate-700 dark:text-slate-300'

/** The acting account's own password: the owner's is the site's (unless the environment sets it), another's its own. */
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

function rolesSection(role: AdminSession['role']) {
  return (
    <section aria-labelledby="roles-heading" className="space-y-4">
      <h2 id="roles-heading" className="text-lg font-semibold">
        What each role may do
      </h2>
      <p className={prose}>
        The menu and the dashboard show each account only what its role may open, and the server refuses the rest (the audit log records each
        refusal).
      </p>
      <RoleMatrix current={role} />
    </section>
  )
}

/**
 * Every account sees its own password and what each role may do; the owner also the accounts ('accounts') and the chat
 * assistant's mode ('settings'). The actions check the same capabilities (lib/auth/permissions.ts).
 */
export default async function SettingsPage() {
  const session = await requireAdmin()
  const envManaged = Boolean(env().ADMIN_PASSWORD_HASH)
  const heading = <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
  const db = await getDb()
  const [chatMode, accounts, backup] = await Promise.all([
    can(session.role, 'settings') ? getChatMode(db, env().CHAT_MODE) : null,
    can(session.role, 'accounts') ? listNamedAccounts(db) : null,
    can(session.role, 'settings') ? lastBackup(db) : null,
  ])
  return (
    <div className="space-y-10">
      {heading}
      {passwordSection(session.role, session.role === 'owner' && envManaged)}
      {accounts ? (
        <section aria-labelledby="accounts-heading" className="space-y-4">
          <h2 id="accounts-heading" className="text-lg font-semibold">
            Accounts
          </h2>
          <p className={prose}>
            Reviewers and editors log in with their e-mail address and their own password, and can do only what their role allows (see
            below). Disabling an account logs it out at once.
          </p>
          <AccountsTable accounts={accounts} />
          <h3 className="text-base font-semibold">Add an account</h3>
          <AddAccountForm />
        </section>
      ) : null}
      {rolesSection(session.role)}
      {backup ? (
        <section aria-labelledby="backup-heading" className="space-y-4">
          <h2 id="backup-heading" className="text-lg font-semibold">
            Backups
          </h2>
          <BackupSummary last={backup} scheduled={Boolean(env().BACKUP_DIR)} />
        </section>
      ) : null}
      {chatMode ? (
        <section aria-labelledby="chat-heading" className="space-y-4">
          <h2 id="chat-heading" className="text-lg font-semibold">
            Chat assistant
          </h2>
          <Suspense fallback={<ProvidersSummaryPending />}>
            <ProvidersSummary />
          </Suspense>
          <ChatModeForm mode={chatMode} />
        </section>
      ) : null}
    </div>
  )
}
