import type { Metadata } from 'next'
import Link from 'next/link'
import { muted, textLink } from '@/components/admin/styles'

export const metadata: Metadata = { title: 'Not found', robots: { index: false, follow: false } }

/** notFound() in the admin area (a deleted submission or post): inside the admin shell, with the way back. */
export default function AdminNotFound() {
  return (
    <div className="py-16 text-center">
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">404</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight">Not found</h1>
      <p className={`mt-4 ${muted}`}>It may have been deleted, or the address may be mistyped.</p>
      <p className="mt-8 flex justify-center gap-6">
        <Link href="/admin" className={textLink}>
          Back to the dashboard
        </Link>
        <Link href="/blog/manage" className={textLink}>
          Blog posts
        </Link>
      </p>
    </div>
  )
}
