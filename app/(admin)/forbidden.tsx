import type { Metadata } from 'next'
import Link from 'next/link'
import { muted, textLink } from '@/components/admin/styles'
import { getAdminSession } from '@/lib/auth/guard'
import { ROLE_NAMES, ROLE_SUMMARIES } from '@/lib/auth/permissions'

export const metadata: Metadata = { title: 'Not for your account', robots: { index: false, follow: false } }

/**
 * requirePermission() for an account whose role may not open the page (lib/auth/permissions.ts), inside the admin
 * shell: what its role is for, and the way back.
 */
export default async function AdminForbidden() {
  const session = await getAdminSession()
  return (
    <div className="py-16 text-center">
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">403</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight">Your account cannot open this page</h1>
      <p className={`mx-auto mt-4 max-w-prose ${muted}`}>
        {session ? `${ROLE_NAMES[session.role]} — ${ROLE_SUMMARIES[session.role]} ` : ''}Ask the owner of the admin area if you need more.
      </p>
      <p className="mt-8 flex justify-center gap-6">
        <Link href="/admin" className={textLink}>
          Back to the dashboard
        </Link>
        <Link href="/admin/settings#roles-heading" className={textLink}>
          What each role may do
        </Link>
      </p>
    </div>
  )
}
