import Link from 'next/link'
import { APPLY_LINK, MAIN_NAV } from '@/config/nav'
import { ButtonLink } from '@/components/ui/button'
import { Menu, X } from '@/components/ui/icons'
import { HeaderFrame } from './header-frame'
import { LogoMark } from './logo'
import { MobileMenu } from './mobile-menu'
import { DesktopNav } from './nav-links'
import { ThemeToggle } from './theme-toggle'

const MENU_ICONS = { open: <Menu aria-hidden="true" />, close: <X aria-hidden="true" /> }

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <HeaderFrame>
      <div className="frame flex h-full items-center justify-between gap-4">
        {/* No prefetch: this link is in the viewport on every page, and prefetching the (static, large) home page
            cost ~170 kB of RSC data and 50–100 ms of main-thread work on each page load — on / itself for nothing.
            A click still navigates on the client. */}
        <Link href="/" prefetch={false} className="flex items-center gap-2.5 rounded-lg text-slate-950 dark:text-white">
          <LogoMark idPrefix="header" className="size-8" />
          <span className="text-base font-semibold tracking-tight">{siteName}</span>
        </Link>
        <DesktopNav links={MAIN_NAV} />
        <div className="flex items-center gap-1.5">
          <ThemeToggle />
          <div className="hidden md:block">
            <ButtonLink href={APPLY_LINK.href} prefetch={APPLY_LINK.prefetch} size="sm">
              {APPLY_LINK.label}
            </ButtonLink>
          </div>
          <MobileMenu links={MAIN_NAV} apply={APPLY_LINK} icons={MENU_ICONS} />
        </div>
      </div>
    </HeaderFrame>
  )
}
