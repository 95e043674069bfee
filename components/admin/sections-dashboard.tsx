import Link from 'next/link'
import { adminNavFor } from '@/lib/admin/admin-nav'
import { ROLE_NAMES, ROLE_SUMMARIES } from '@/lib/auth/permissions'
import type { AdminRole } from '@/lib/db/schema'
import { card, muted } from './styles'

/**
 * The dashboard of an account that does not work on submissions (an editor): no submission, count or name — only
 * the sections its role opens, each with what it is for (the same list as its menu: config/admin-nav.ts).
 */
export function SectionsDashboard({ role }: { role: AdminRole }) {
  const sections = adminNavFor(role).filter((section) => section.href !== '/admin')
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Dashboard</h1>
        <p className={muted}>
          {ROLE_NAMES[role]} — {ROLE_SUMMARIES[role]}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="dashboard-sections">
        {sections.map((section) => (
          <li key={section.href}>
            <Link href={section.href} className={`${card} block h-full hover:border-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600`}>
              <span className="block font-semibold text-slate-900 dark:text-slate-50">{section.label}</span>
              <span className={`mt-1 block ${muted}`}>{section.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
