import Link from 'next/link'
import { ThemeToggle } from '@/components/site/theme-toggle'
import { ADMIN_NAV } from '@/config/admin-nav'
import { siteConfig } from '@/config/site'
import { logoutAction } from '@/lib/auth/actions'
import { AdminNav } from './admin-nav'
import { LogoutForm } from './logout-form'

/** `who`: the signed-in account's name and role, shown beside Log out. */
export function AdminHeader({ who }: { who: { name: string; role: string } }) {
  return (
    <>
      {/* As on the public site: past the header's controls straight to the page. */}
      <a
        href="#main"
        className="skip-link"
      >
        Skip to main content
      </a>
      <header className="border-b border-slate-200 bg-white/80 dark:border-slate-800 dark:bg-slate-950/80">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 md:gap-x-6">
          <Link href="/admin" className="font-semibold tracking-tight">
            {siteConfig().name} <span className="font-normal text-slate-600 dark:text-slate-400">admin</span>
          </Link>
          <AdminNav links={ADMIN_NAV} />
          <div className="ml-auto md:ml-0">
            <ThemeToggle />
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="signed-in-as">
            <span className="sr-only">Signed in as </span>
            <span className="font-medium">{who.name}</span>
            {who.role === 'owner' ? null : <span className="text-slate-600 dark:text-slate-400"> ({who.role})</span>}
          </p>
          <LogoutForm action={logoutAction} />
        </div>
      </header>
    </>
  )
}
