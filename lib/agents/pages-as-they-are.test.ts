import { describe, expect, it } from 'vitest'
import { PUBLIC_PATHS } from '@/config/routes'
import { allCannedAnswers, emergencyAnswer, greetingAnswer } from '@/lib/agents/canned'
import { staticKnowledge } from '@/lib/agents/knowledge'
import { AGENT_IDS, type CannedAnswer } from '@/lib/agents/types'

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
