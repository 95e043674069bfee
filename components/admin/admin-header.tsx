import Link from 'next/link'
import { ThemeToggle } from '@/components/site/theme-toggle'
import { buttonClasses } from '@/components/ui/button'
import { ADMIN_NAV } from '@/config/admin-nav'
import { siteConfig } from '@/config/site'
import { logoutAction } from '@/lib/auth/actions'

export function AdminHeader() {
  return (
    <header className="border-b border-slate-200 bg-white/80 dark:border-slate-800 dark:bg-slate-950/80">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/admin" className="font-semibold tracking-tight">
          {siteConfig().name} <span className="font-normal text-slate-600 dark:text-slate-400">admin</span>
        </Link>
        <nav aria-label="Admin" className="flex flex-1 flex-wrap gap-1">
          {ADMIN_NAV.map((link) => (
            <Link key={link.href} href={link.href} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              {link.label}
            </Link>
          ))}
        </nav>
        <ThemeToggle />
        <form action={logoutAction}>
          <button type="submit" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Log out
          </button>
        </form>
      </div>
    </header>
  )
}
