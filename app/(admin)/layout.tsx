import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { AdminHeader } from '@/components/admin/admin-header'
import { requireAdmin } from '@/lib/auth/guard'

export const metadata: Metadata = { title: 'Admin', robots: { index: false, follow: false } }

/**
 * The admin shell. Logged out, requireAdmin() interrupts with unauthorized(): the root app/unauthorized.tsx shows
 * the login form instead of the shell and the page, with status 401. Each page still calls requireAdmin() itself,
 * because Next renders a page in parallel with its layout (see lib/auth/guard.ts).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdmin()
  return (
    <>
      <AdminHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
    </>
  )
}
