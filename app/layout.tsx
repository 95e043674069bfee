import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteStyles } from '@/components/site/site-styles'
import { ServiceWorkerRegister } from '@/components/site/sw-register'
import { ThemeProvider } from '@/components/site/theme-provider'
import { siteConfig } from '@/config/site'
import { env } from '@/lib/env'
// No import of ./globals.css: Next would link it render-blocking. `npm run build` builds it and SiteStyles loads it
// (see scripts/lib/critical-css/site-css.mjs); `next dev` resolves this module to ./globals.css (next.config.ts).
import './dev-styles'

export function generateMetadata(): Metadata {
  const site = siteConfig()
  return {
    // Relative Open Graph and icon URLs ('/opengraph-image') become absolute on SITE_URL, not localhost.
    metadataBase: new URL(site.url),
    title: { default: `${site.name} — ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.blurb.slice(0, 160),
    applicationName: site.name,
    openGraph: { type: 'website', siteName: site.name, title: site.name, description: site.blurb.slice(0, 160) },
  }
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // next-themes sets the theme class on <html> before hydration, hence suppressHydrationWarning (one level deep).
    <html lang="en" suppressHydrationWarning>
      <body className="relative flex min-h-dvh flex-col bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {/* Production builds only: `next dev` links globals.css itself, and a stylesheet of the last build would
            override its fresh rules. */}
        {env().NODE_ENV === 'production' ? <SiteStyles /> : null}
        <ThemeProvider>{children}</ThemeProvider>
        <ServiceWorkerRegister />
      </body>
    </html>
  )
}
