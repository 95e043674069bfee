import { Sparkles, X } from '@/components/ui/icons'
import { AnnouncementDismiss } from './announcement-dismiss'

/**
 * The coming-soon banner above the header. Its height is the --banner-h variable, which drops to 0 once the visitor
 * has dismissed it (set by the boot script before first paint), so the fixed header and the page offset follow.
 */
export function AnnouncementBanner() {
  return (
    <section
      aria-label="Announcement"
      data-announcement=""
      className="announcement"
    >
      <div className="frame flex w-full items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <Sparkles aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">
            <strong className="font-semibold">Agentic AI workflows are coming</strong>
            <span className="hidden sm:inline"> — Our AI agents are in private preview.</span>
          </span>
        </p>
        <AnnouncementDismiss>
          <X aria-hidden="true" />
        </AnnouncementDismiss>
      </div>
    </section>
  )
}
