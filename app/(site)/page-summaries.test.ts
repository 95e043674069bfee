import { describe, expect, it } from 'vitest'
import { ABOUT_SUMMARY } from '@/config/content/about'
import { AGENTS_SUMMARY } from '@/config/content/agents'
import { APPLY_NEW_SUMMARY, APPLY_SUMMARY } from '@/config/content/apply'
import { CONTACT_HUB_SUMMARY, CONTACT_SUMMARY } from '@/config/content/contact'
import { LAUNCH_SUMMARY } from '@/config/content/launch'
import { PARTNERS_SUMMARY } from '@/config/content/partners'
import { PORTFOLIO_SUMMARY } from '@/config/content/portfolio-page'
import { PROCESS_SUMMARY } from '@/config/content/process'
import { RESOURCES_SUMMARY } from '@/config/content/resources'
import { SERVICES_SUMMARY } from '@/config/content/services'
import { SUPPORT_SUMMARY } from '@/config/content/support'
import type { PageSummary } from '@/config/content/page-summary'
import { pageTitle } from '@/lib/seo'

/**
 * To change what one of these pages says about itself in search results and link previews, a newcomer edits the
 * page's own copy file in config/content/: each page's metadata is built from its summary entry there.
 */
const PAGES: [PageSummary, () => Promise<{ metadata: { title?: unknown; description?: unknown; alternates?: { canonical?: unknown } | null } }>][] = [
  [ABOUT_SUMMARY, () => import('./about/page')],
  [AGENTS_SUMMARY, () => import('./agents/page')],
  [APPLY_SUMMARY, () => import('./apply/page')],
  [APPLY_NEW_SUMMARY, () => import('./apply-new/page')],
  [CONTACT_SUMMARY, () => import('./contact/page')],
  [CONTACT_HUB_SUMMARY, () => import('./contact-hub/page')],
  [LAUNCH_SUMMARY, () => import('./launch/page')],
  [PARTNERS_SUMMARY, () => import('./partners/page')],
  [PORTFOLIO_SUMMARY, () => import('./portfolio/page')],
  [PROCESS_SUMMARY, () => import('./process/page')],
  [RESOURCES_SUMMARY, () => import('./resources/page')],
  [SERVICES_SUMMARY, () => import('./services/page')],
  [SUPPORT_SUMMARY, () => import('./support/page')],
]

describe("page metadata comes from the page's copy file in config/content", () => {
  it.each(PAGES.map(([summary, load]) => [summary.path, summary, load] as const))('%s', async (_path, summary, load) => {
    const { metadata } = await load()
    expect(metadata.title).toEqual({ absolute: pageTitle(summary.title) })
    expect(metadata.description).toBe(summary.summary)
    expect(String(metadata.alternates?.canonical)).toMatch(new RegExp(`${summary.path}$`))
  })
})
