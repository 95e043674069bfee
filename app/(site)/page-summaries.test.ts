import { describe, expect, it } from 'vitest'
import {
  ABOUT_SUMMARY,
  AGENTS_SUMMARY,
  APPLY_NEW_SUMMARY,
  APPLY_SUMMARY,
  CONTACT_HUB_SUMMARY,
  CONTACT_SUMMARY,
  LAUNCH_SUMMARY,
  PARTNERS_SUMMARY,
  PORTFOLIO_SUMMARY,
  PROCESS_SUMMARY,
  RESOURCES_SUMMARY,
  SERVICES_SUMMARY,
  SUPPORT_SUMMARY,
} from '@/config/content/page-summaries'
import type { PageSummary } from '@/config/content/page-summary'
import { pageTitle } from '@/lib/seo'

/**
 * To change what one of these pages says about itself in search results and link previews, a newcomer edits one
 * file, config/content/page-summaries.ts: each page's metadata is built from its entry there.
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

describe('page metadata comes from config/content/page-summaries.ts', () => {
  it.each(PAGES.map(([summary, load]) => [summary.path, summary, load] as const))('%s', async (_path, summary, load) => {
    const { metadata } = await load()
    expect(metadata.title).toEqual({ absolute: pageTitle(summary.title) })
    expect(metadata.description).toBe(summary.summary)
    expect(String(metadata.alternates?.canonical)).toMatch(new RegExp(`${summary.path}$`))
  })
})
