import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { siteConfig } from '@/lib/site'
import '../(admin)/admin.css'

export function generateMetadata(): Metadata {
  const admin = `${siteConfig().name} admin`
  return { title: { default: admin, template: `%s | ${admin}` }, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/**
 * Admin pages for someone not logged in yet: a reviewer choosing a password through the owner's one-time link. A
 * group of its own because the (admin) layout shows the login form to anyone without a session.
 */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center px-4 py-16">
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{siteConfig().name}</p>
      {children}
    </main>
  )
}
