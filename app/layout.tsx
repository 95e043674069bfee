import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { ServiceWorkerRegister } from '@/components/site/sw-register'
import { ThemeProvider } from '@/components/site/theme-provider'
import { siteConfig } from '@/lib/site'
import { feedAlternates } from '@/lib/seo'
import './globals.css'

export function generateMetadata(): Metadata {
  const site = siteConfig()
  return {
    // Relative Open Graph and icon URLs ('/opengraph-image') become absolute on SITE_URL, not localhost.
    metadataBase: new URL(site.url),
    title: { default: `${site.name} — ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.blurb.slice(0, 160),
    applicationName: site.name,
    alternates: { types: feedAlternates() },
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
      <body className="site-body">
        <ThemeProvider>{children}</ThemeProvider>
        <ServiceWorkerRegister />
      </body>
    </html>
  )
}
