import { ROLE_NAMES } from '@/lib/auth/permissions'
import type { AccountListing } from '@/lib/db/queries/admin-users'
import { AccountActions } from './account-forms'
import { formatUtc } from './format'
import { ScrollTable } from './scroll-table'
import { muted, td } from './styles'

/** Where an account stands, in words. A link is made, shown and e-mailed; whether the e-mail went out is the E-mail page's to say. */
function accountState(r: AccountListing, now: Date): string {
  if (r.disabled) return 'Disabled'
  if (r.linkExpiresAt && r.linkExpiresAt > now) return r.hasPassword ? `Active; new link open until ${formatUtc(r.linkExpiresAt)}` : `Invited: no password yet; link open until ${formatUtc(r.linkExpiresAt)}`
  if (!r.hasPassword) return 'Link expired: make a new one'
  return 'Active'
}

/** The owner's list of named accounts (reviewers and editors) on /admin/settings. */
export function AccountsTable({ accounts, now = new Date() }: { accounts: AccountListing[]; now?: Date }) {
  if (accounts.length === 0) return <p className={muted}>No other accounts yet: only the owner can log in.</p>
  return (
    <ScrollTable label="Account list" caption="Reviewer and editor accounts" columns={['Name', 'E-mail', 'Role', 'State', 'Actions']} testId="accounts-table">
      {accounts.map((r) => (
        <tr key={r.id} data-testid="account-row">
          <td className={`${td} font-medium`}>{r.name}</td>
          <td className={td}>{r.email}</td>
          <td className={td}>{ROLE_NAMES[r.role]}</td>
          <td className={td}>{accountState(r, now)}</td>
          <td className={td}>
            <AccountActions id={r.id} name={r.name} disabled={r.disabled} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  )
}
