import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AGENT_IDS, AGENTS } from '@/lib/agents/specialists'
import { allCannedAnswers, emergencyAnswer, greetingAnswer } from '@/lib/agents/canned'
import { isKnownUrl } from '@/lib/agents/links'
import { staticKnowledge } from '@/lib/agents/knowledge'
import type { CannedAnswer } from '@/lib/agents/types'
import { FOOTER_QUICK_LINKS, FOOTER_SERVICE_LINKS, LEGAL_LINKS, MAIN_NAV } from './nav'
import { PUBLIC_PATHS, PUBLIC_ROUTES, REDIRECTS } from './routes'
import { siteConfig } from '@/lib/site'
import { TOOLS } from './tools'

/**
 * The route registry is the one list every link is checked against. These tests keep it honest both ways: each
 * registered path is a real page in app/, each public page in app/ is registered, and every link the assistant or
 * the site's navigation offers resolves to a registered page (or the studio's own e-mail and phone).
 */

const APP_DIR = path.join(process.cwd(), 'app')

/** Pages that exist but are deliberately not in the registry (not for visitors to land on from a link or search). */
const UNLISTED = new Set(['/offline', '/error-preview'])

/**
 * Static page routes in app/: route groups `(x)` vanish from the URL; dynamic `[x]` segments and admin pages are
 * skipped — (admin), and (account), the admin's own pages reached by a link the owner hands out (set a password).
 */
function appPages(dir = APP_DIR, segments: string[] = []): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) found.push(`/${segments.join('/')}`)
    // app/api holds route handlers only; a page may still live under an `api` segment elsewhere (/docs/api).
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('[') || (entry.name === 'api' && dir === APP_DIR)) continue
    if (entry.name === '(admin)' || entry.name === '(account)') continue
    const group = entry.name.startsWith('(') && entry.name.endsWith(')')
    found.push(...appPages(path.join(dir, entry.name), group ? segments : [...segments, entry.name]))
  }
  return found
}

const markdownLinks = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!)
const answerLinks = (a: CannedAnswer) => [
  ...markdownLinks(a.content),
  ...a.attachments.map((x) => x.url),
  ...a.quickActions.filter((q) => q.value.startsWith('/')).map((q) => q.value),
]

describe('route registry', () => {
  const pages = new Set(appPages())

  it('has a page in app/ for every registered route', () => {
    const missing = PUBLIC_ROUTES.map((r) => r.path).filter((p) => !pages.has(p))
    expect(missing).toEqual([])
  })

  it('registers every public page in app/', () => {
    const unregistered = [...pages].filter((p) => !PUBLIC_PATHS.has(p) && !UNLISTED.has(p))
    expect(unregistered).toEqual([])
  })

  it('lists each path once and redirects only to registered pages', () => {
    expect(new Set(PUBLIC_ROUTES.map((r) => r.path)).size).toBe(PUBLIC_ROUTES.length)
    for (const r of REDIRECTS) {
      expect(PUBLIC_PATHS.has(r.destination), r.destination).toBe(true)
      expect(PUBLIC_PATHS.has(r.source), `${r.source} is both a page and a redirect`).toBe(false)
    }
  })

  it('registers every tool of the catalogue', () => {
    for (const tool of TOOLS) {
      expect(tool.path).toBe(`/tools/${tool.slug}`)
      expect(PUBLIC_PATHS.has(tool.path), tool.path).toBe(true)
    }
  })
})

describe('every link the site and the assistant offer is a known route', () => {
  const site = siteConfig()
  const sources: [string, string[]][] = [
    ...allCannedAnswers().map(({ agentId, answer }) => [`canned ${agentId}/${answer.id}`, answerLinks(answer)] as [string, string[]]),
    ...AGENT_IDS.map((id) => [`emergency ${id}`, answerLinks(emergencyAnswer(id))] as [string, string[]]),
    ['greeting', answerLinks(greetingAnswer('hello'))],
    ...staticKnowledge().map((k) => [`knowledge ${k.id}`, [k.url, ...markdownLinks(k.content)]] as [string, string[]]),
    ...AGENT_IDS.map((id) => [`prompt ${id}`, markdownLinks(AGENTS[id].systemPrompt)] as [string, string[]]),
    ['navigation', [...MAIN_NAV, ...FOOTER_QUICK_LINKS, ...FOOTER_SERVICE_LINKS, ...LEGAL_LINKS].map((l) => l.href)],
  ]

  it('collects links from every source', () => {
    expect(sources.flatMap(([, links]) => links).length).toBeGreaterThan(100)
  })

  it.each(sources)('%s', (_source, links) => {
    for (const url of links) expect(isKnownUrl(url), url).toBe(true)
  })

  it("uses the studio's own contact details for every tel: and mailto: link", () => {
    const contactLinks = sources.flatMap(([, links]) => links).filter((u) => /^(tel|mailto):/.test(u))
    expect(contactLinks.length).toBeGreaterThan(0)
    for (const url of contactLinks) expect([site.phoneHref, `mailto:${site.email}`]).toContain(url)
  })
})
