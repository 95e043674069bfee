import Link from 'next/link'
import { ThemeToggle } from '@/components/site/theme-toggle'
import { adminNavFor } from '@/lib/admin/admin-nav'
import { ROLE_NAMES } from '@/lib/auth/permissions'
import type { AdminRole } from '@/lib/db/schema'
import { siteConfig } from '@/lib/site'
import { logoutAction } from '@/lib/auth/actions'
import { AdminNav } from './admin-nav'
import { LogoutForm } from './logout-form'

/** `who`: the signed-in account's name and role, shown beside Log out; the menu lists only what that role may open. */
export function AdminHeader({ who }: { who: { name: string; role: AdminRole } }) {
  // Plain entries for the client menu: label and href only.
  const links = adminNavFor(who.role).map(({ label, href }) => ({ label, href }))
  return (
    <>
      {/* As on the public site: past the header's controls straight to the page. */}
      <a
        href="#main"
        className="skip-link"
      >
        Skip to main content
      </a>
      {/* Two rows: the name and the controls, then the menu with the whole width to itself, so a dozen sections and
          more stay on one line at 1280 px; on narrow screens the menu wraps. */}
      <header className="border-b border-slate-200 bg-white/80 dark:border-slate-800 dark:bg-slate-950/80">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 pt-3 pb-2">
          <Link href="/admin" className="mr-auto font-semibold tracking-tight">
            {siteConfig().name} <span className="font-normal text-slate-600 dark:text-slate-400">admin</span>
          </Link>
          {/* Before the controls for the keyboard (Tab reaches the menu, then theme and Log out), below them on screen. */}
          <AdminNav links={links} />
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="signed-in-as">
            <span className="sr-only">Signed in as </span>
            <span className="font-medium">{who.name}</span>
            {who.role === 'owner' ? null : <span className="text-slate-600 dark:text-slate-400"> ({ROLE_NAMES[who.role].toLowerCase()})</span>}
          </p>
          <ThemeToggle />
          <LogoutForm action={logoutAction} />
        </div>
      </header>
    </>
  )
}
