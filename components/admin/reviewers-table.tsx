import type { ReviewerListing } from '@/lib/db/queries/admin-users'
import { formatUtc } from './format'
import { ReviewerActions } from './reviewer-forms'
import { ScrollTable } from './scroll-table'
import { muted, td } from './styles'

/** Where a reviewer's account stands, in words. */
function accountState(r: ReviewerListing, now: Date): string {
  if (r.disabled) return 'Disabled'
  if (r.linkExpiresAt && r.linkExpiresAt > now) return r.hasPassword ? `Active; new link open until ${formatUtc(r.linkExpiresAt)}` : `Link sent, open until ${formatUtc(r.linkExpiresAt)}`
  if (!r.hasPassword) return 'Link expired: send a new one'
  return 'Active'
}

/** The owner's list of reviewer accounts on /admin/settings. */
export function ReviewersTable({ reviewers, now = new Date() }: { reviewers: ReviewerListing[]; now?: Date }) {
  if (reviewers.length === 0) return <p className={muted}>No reviewers yet: only the owner can log in.</p>
  return (
    <ScrollTable label="Reviewer accounts" caption="Reviewer accounts" columns={['Name', 'E-mail', 'State', 'Actions']} testId="reviewers-table">
      {reviewers.map((r) => (
        <tr key={r.id} data-testid="reviewer-row">
          <td className={`${td} font-medium`}>{r.name}</td>
          <td className={td}>{r.email}</td>
          <td className={td}>{accountState(r, now)}</td>
          <td className={td}>
            <ReviewerActions id={r.id} name={r.name} disabled={r.disabled} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  )
}
