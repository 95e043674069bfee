import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { AdminHeader } from '@/components/admin/admin-header'
import { LoginScreen } from '@/components/admin/login-screen'
import { siteConfig } from '@/lib/site'
import { getAdminSession } from '@/lib/auth/guard'
import './admin.css'

// A plain string title here would reset the root layout's template: the pages' titles were bare ('Settings'),
// naming neither the site nor the admin area (WCAG 2.4.2). The template restores both for every admin page.
export function generateMetadata(): Metadata {
  const admin = `${siteConfig().name} admin`
  return { title: { default: admin, template: `%s | ${admin}` }, robots: { index: false, follow: false } }
}

/**
 * The admin shell. Logged out, it renders the login form in place of the shell and the page. It does not call
 * unauthorized() itself: thrown from a layout before streaming starts, Next sends an empty error shell and draws the
 * fallback only in the browser, so the form would not work without JavaScript. Each page still calls requireAdmin(),
 * which does throw — that keeps the page's data out of the response (Next renders a page in parallel with its
 * layout), while the form rendered here is what the visitor sees. See lib/auth/guard.ts.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const session = await getAdminSession()
  if (!session) return <LoginScreen />
  return (
    <>
      <AdminHeader who={{ name: session.name, role: session.role }} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
    </>
  )
}
