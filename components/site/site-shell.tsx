import { cache, type ReactNode } from 'react'
import { siteConfig } from '@/lib/site'
import { AnalyticsLoader } from '@/components/analytics/analytics-loader'
import { ChatLauncher } from '@/components/chat/chat-launcher'
import { MessageCircle } from '@/components/ui/icons'
import { AnnouncementBanner } from './announcement-banner'
import { BootScript } from './boot-script'
import { ConsentBanner } from './consent-banner'
import { CompactFooter, SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * The chrome both shells draw — boot script, skip link, banner, header, and the floating controls — built once per
 * request (React's cache). The root not-found boundary's shell travels in every page's RSC payload beside the site
 * layout's own, and React writes an object it has already sent as a short reference to the first copy: with the very
 * same elements in both, the second banner and header cost a few bytes instead of ~4 kB a page.
 */
const sharedChrome = cache(() => {
  const site = siteConfig()
  return {
    top: (
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
      </>
    ),
    floating: (
      <>
        <ChatLauncher contact={{ email: site.email, phoneHref: site.phoneHref }} icon={<MessageCircle aria-hidden="true" />} />
        <ConsentBanner />
      </>
    ),
  }
})

/**
 * The public site's frame: skip link, announcement, header, main, footer, consent. Used by app/(site)/layout.tsx and
 * by app/not-found.tsx (which Next renders inside the root layout only, so it wraps itself in the shell — `compact`:
 * with the short footer, as that page's tree travels in every page's payload).
 */
export function SiteShell({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  const { top, floating } = sharedChrome()
  return (
    <>
      {top}
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      {/* .site-float (app/globals.css): the floating controls' room is set here, where the Apply Now is known to
          show (the full footer carries it), instead of being asked of the whole document. */}
      <div className="site-float contents print:hidden" data-apply-fab={compact ? undefined : ''}>
        {compact ? <CompactFooter /> : <SiteFooter />}
        {floating}
      </div>
      <AnalyticsLoader />
    </>
  )
}
