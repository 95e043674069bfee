import type { Metadata } from 'next'
import { SetPasswordForm } from '@/components/admin/set-password-form'
import { ROLE_NAMES } from '@/lib/auth/permissions'
import { ACCOUNT_MESSAGES } from '@/lib/auth/settings-state'
import { accountForLink } from '@/lib/auth/accounts'
import { getDb } from '@/lib/db/client'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Choose your password' }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** /admin/set-password?token=…: the page a reviewer's or an editor's one-time link opens (lib/auth/accounts.ts). */
export default async function SetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token
  const token = typeof raw === 'string' && raw.length <= 200 ? raw : ''
  const account = await accountForLink(await getDb(), token)
  return (
    <>
      <h1 className="mt-1 mb-6 text-2xl font-semibold tracking-tight">Choose your password</h1>
      {account ? (
        <div className="space-y-4">
          <p className="text-sm leading-6">
            {ROLE_NAMES[account.role]} account of <strong>{account.name}</strong> ({account.email}). You will log in with this e-mail address and
            the password you choose here.
          </p>
          <SetPasswordForm token={token} />
        </div>
      ) : (
        <p className="text-sm leading-6" data-testid="set-password-link-invalid">
          {ACCOUNT_MESSAGES.linkInvalid}
        </p>
      )}
    </>
  )
}
