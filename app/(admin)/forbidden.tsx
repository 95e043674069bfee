import type { Metadata } from 'next'
import Link from 'next/link'
import { muted, textLink } from '@/components/admin/styles'

export const metadata: Metadata = { title: 'Owner only', robots: { index: false, follow: false } }

/** requireOwner() for a reviewer: what only the owner may do (accounts, deletions), inside the admin shell. */
export default function AdminForbidden() {
  return (
    <div className="py-16 text-center">
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">403</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight">Only the owner can open this page</h1>
      <p className={`mt-4 ${muted}`}>Reviewers can read and work on submissions; ask the owner of the admin area for anything else.</p>
      <p className="mt-8">
        <Link href="/admin" className={textLink}>
          Back to the dashboard
        </Link>
      </p>
    </div>
  )
}
