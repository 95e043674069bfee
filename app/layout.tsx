import type { Metadata } from 'next'
import { ServiceWorkerRegister } from '@/components/site/sw-register'
import { siteConfig } from '@/config/site'
import './globals.css'

// metadataBase: relative Open Graph and icon URLs ('/opengraph-image') become absolute on SITE_URL, not localhost.
export const metadata: Metadata = { title: 'Meta3 Ventures', metadataBase: new URL(siteConfig().url) }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        {children}
        <ServiceWorkerRegister />
      </body>
    </html>
  )
}
