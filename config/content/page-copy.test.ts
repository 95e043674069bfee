import { describe, expect, it } from 'vitest'
import { PUBLIC_PATHS } from '../routes'
import { TOOLS } from '../tools'
import { API_DOCS_PAGE } from './api-docs'
import { APPLY_SUCCESS_PAGE } from './application-pages'
import { BLOG_PAGE } from './blog'
import { CONTACT_SUCCESS_PAGE } from './contact-success'
import { NEWSLETTER_CONFIRM_PAGE, NEWSLETTER_UNSUBSCRIBE_PAGE } from './newsletter-pages'
import type { PageSummary } from './page-summary'
import { ABOUT_SUMMARY } from './about'
import { AGENTS_SUMMARY } from './agents'
import { APPLY_NEW_SUMMARY, APPLY_SUMMARY } from './apply'
import { CONTACT_HUB_SUMMARY, CONTACT_SUMMARY } from './contact'
import { LAUNCH_SUMMARY } from './launch'
import { PARTNERS_SUMMARY } from './partners'
import { PORTFOLIO_SUMMARY } from './portfolio-page'
import { PROCESS_SUMMARY } from './process'
import { RESOURCES_SUMMARY } from './resources'
import { SERVICES_SUMMARY } from './services'
import { SUPPORT_SUMMARY } from './support'
import { LAUNCH_BUILDER_CARD, TOOL_CATEGORY_LEADS, TOOL_METHODS, TOOLS_PAGE } from './tools'

const PAGES: PageSummary[] = [
  TOOLS_PAGE,
  BLOG_PAGE,
  API_DOCS_PAGE,
  APPLY_SUCCESS_PAGE,
  CONTACT_SUCCESS_PAGE,
  NEWSLETTER_CONFIRM_PAGE,
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  ABOUT_SUMMARY,
  AGENTS_SUMMARY,
  APPLY_SUMMARY,
  APPLY_NEW_SUMMARY,
  CONTACT_SUMMARY,
  CONTACT_HUB_SUMMARY,
  LAUNCH_SUMMARY,
  PARTNERS_SUMMARY,
  PORTFOLIO_SUMMARY,
  PROCESS_SUMMARY,
  RESOURCES_SUMMARY,
  SERVICES_SUMMARY,
  SUPPORT_SUMMARY,
]

describe('page copy', () => {
  it.each(PAGES.map((p) => [p.path, p] as const))('gives %s a title and a summary search engines show in full', (path, page) => {
    expect(PUBLIC_PATHS.has(path), path).toBe(true)
    expect(page.title.trim()).not.toBe('')
    expect(page.summary.length).toBeGreaterThanOrEqual(40)
    expect(page.summary.length).toBeLessThanOrEqual(160)
  })

  it('summarises each page once: no two entries for one path', () => {
    const paths = PAGES.map((p) => p.path)
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([])
  })

  it('explains how every founder tool works, and no tool that is gone', () => {
    expect(Object.keys(TOOL_METHODS).sort()).toEqual(TOOLS.map((t) => t.slug).sort())
    for (const paragraphs of Object.values(TOOL_METHODS)) expect(paragraphs.length).toBeGreaterThan(0)
  })

  it('leads every tool category on /tools, and links the launch builder', () => {
    expect(TOOL_CATEGORY_LEADS.map((c) => c.id).sort()).toEqual([...new Set(TOOLS.map((t) => t.category))].sort())
    expect(PUBLIC_PATHS.has(LAUNCH_BUILDER_CARD.path)).toBe(true)
  })
})
