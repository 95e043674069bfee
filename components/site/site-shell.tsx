import type { ReactNode } from 'react'
import { siteConfig } from '@/lib/site'
import { AnalyticsLoader } from '@/components/analytics/analytics-loader'
import { ChatLauncher } from '@/components/chat/chat-launcher'
import { AnnouncementBanner } from './announcement-banner'
import { BootScript } from './boot-script'
import { ConsentBanner } from './consent-banner'
import { CompactFooter, SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * The public site's frame: skip link, announcement, header, main, footer, consent. Used by app/(site)/layout.tsx and
 * by app/not-found.tsx (which Next renders inside the root layout only, so it wraps itself in the shell — `compact`:
 * with the short footer, as that page's tree travels in every page's payload).
 */
export function SiteShell({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  const site = siteConfig()
  return (
    <>
      <BootScript />
      <a
        href="#main"
        className="skip-link"
      >
        Skip to main content
      </a>
      {/* Site chrome stays off paper: a printed page (a launch plan, a guide) is its content only. */}
      <div className="contents print:hidden">
        <AnnouncementBanner />
        <SiteHeader siteName={site.name} />
      </div>
      <div aria-hidden="true" className="site-glow pointer-events-none absolute inset-x-0 top-0 -z-10 h-[44rem] overflow-hidden" />
      <main id="main" tabIndex={-1} className="flex-1 pt-[calc(var(--banner-h)+var(--header-h))] outline-none print:pt-0">
        {children}
      </main>
      <div className="contents print:hidden">
        {compact ? <CompactFooter /> : <SiteFooter />}
        <ChatLauncher contact={{ email: site.email, phoneHref: site.phoneHref }} />
        <ConsentBanner />
      </div>
      <AnalyticsLoader />
    </>
  )
}
