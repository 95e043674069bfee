import { describe, expect, it } from 'vitest'
import { ABOUT_INTRO } from '@/config/content/about'
import { API_DOCS_PAGE } from '@/config/content/api-docs'
import { APPLY_PAGE_INTRO, QUICK_APPLY_INTRO } from '@/config/content/apply'
import { BLOG_PAGE } from '@/config/content/blog'
import { CONTACT_HUB_INTRO, CONTACT_PAGE_INTRO } from '@/config/content/contact'
import type { PageSummary } from '@/config/content/page-summary'
import { PARTNERS_INTRO } from '@/config/content/partners'
import { RESOURCES_INTRO } from '@/config/content/resources'
import { TOOLS_PAGE } from '@/config/content/tools'
import { PUBLIC_PATHS } from '@/config/routes'
import { TOOLS } from '@/config/tools'
import { allCannedAnswers, emergencyAnswer, greetingAnswer } from '@/lib/agents/canned'
import { staticKnowledge } from '@/lib/agents/knowledge'
import { AGENT_IDS } from '@/lib/agents/specialists'
import type { CannedAnswer } from '@/lib/agents/types'

/**
 * The assistant once told founders the application form "opens soon" and to apply by e-mail while /apply took
 * applications: its answer read copy written before the form existed. Every answer or knowledge item that sends a
 * visitor to one of our pages must describe the page as it is — and every page it names exists today.
 */
const STALE = [
  /\bopens? soon\b/i,
  /\bcoming soon\b/i,
  /\bnot (?:yet )?(?:open|available|live)\b/i,
  /\buntil (?:it|they) (?:does|do|opens?)\b/i,
  /\b(?:in development|under construction|being built)\b/i,
  /\bapply by e-?mail\b/i,
  /\be-?mail (?:us )?your application\b/i,
]

const markdownLinks = (text: string) => [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!)
const answerPages = (a: CannedAnswer) => [
  ...markdownLinks(a.content),
  ...a.attachments.map((x) => x.url),
  ...a.quickActions.filter((q) => q.value.startsWith('/')).map((q) => q.value),
]

const texts: { source: string; text: string; pages: string[] }[] = [
  ...staticKnowledge().map((item) => ({ source: `knowledge ${item.id}`, text: `${item.title} ${item.content}`, pages: [item.url ?? '', ...markdownLinks(item.content)] })),
  ...allCannedAnswers().map(({ agentId, answer }) => ({ source: `canned ${agentId}/${answer.id}`, text: answer.content, pages: answerPages(answer) })),
  ...AGENT_IDS.map((id) => ({ source: `emergency ${id}`, text: emergencyAnswer(id).content, pages: answerPages(emergencyAnswer(id)) })),
  { source: 'greeting', text: greetingAnswer('hello').content, pages: answerPages(greetingAnswer('hello')) },
].map((t) => ({ ...t, pages: t.pages.map((p) => p.split(/[?#]/)[0]!).filter((p) => p.startsWith('/')) }))

const naming = texts.filter((t) => t.pages.length > 0)

describe('answers that send a visitor to a page describe that page as it is today', () => {
  it('covers the answers on applying and contacting us', () => {
    expect(naming.map((t) => t.source)).toEqual(expect.arrayContaining(['knowledge faq-how-to-apply', 'knowledge faq-quick-application', 'knowledge faq-contact']))
  })

  it.each(naming.map((t) => [t.source, t] as const))('%s', (_source, { text, pages }) => {
    for (const page of pages) expect(PUBLIC_PATHS, page).toContain(page)
    for (const pattern of STALE) expect(text, `${pattern} in an answer that links ${pages.join(', ')}`).not.toMatch(pattern)
  })
})

/**
 * A page's copy is edited in one place: the knowledge item that describes a page opens with the page's own title and
 * summary, the entry its metadata (or its intro) reads, so the assistant cannot drift from what the page says.
 */
describe("the assistant describes a page in the page's own words", () => {
  const knowledge = staticKnowledge()
  const described: PageSummary[] = [
    TOOLS_PAGE,
    ...TOOLS,
    BLOG_PAGE,
    API_DOCS_PAGE,
    { path: '/about', title: ABOUT_INTRO.title, summary: ABOUT_INTRO.lead },
    { path: '/partners', title: PARTNERS_INTRO.title, summary: PARTNERS_INTRO.lead },
    { path: '/resources', title: RESOURCES_INTRO.title, summary: RESOURCES_INTRO.lead },
  ]

  it.each(described.map((page) => [page.path, page] as const))('%s', (path, page) => {
    const items = knowledge.filter((item) => item.url === path)
    expect(items.map((item) => item.title), `an item titled like ${path}`).toContain(page.title)
    const item = items.find((i) => i.title === page.title)!
    expect(item.content.startsWith(page.summary), `${item.id} opens with the summary of ${path}`).toBe(true)
  })

  it.each([
    ['faq-how-to-apply', '/apply', APPLY_PAGE_INTRO.lead],
    ['faq-quick-application', '/apply-new', QUICK_APPLY_INTRO.lead],
    ['faq-contact', '/contact', CONTACT_PAGE_INTRO.lead],
    ['faq-contact-topics', '/contact-hub', CONTACT_HUB_INTRO.lead],
  ])('%s quotes the intro of %s', (id, path, lead) => {
    const item = knowledge.find((i) => i.id === id)
    expect(item?.url).toBe(path)
    expect(item?.content).toContain(lead)
  })
})
