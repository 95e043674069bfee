import { describe, expect, it } from 'vitest'
import { CHECK_SIZE, PROCESS_STEPS, PROCESS_TOTAL_DISPLAY, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { PUBLIC_PATHS } from '@/config/routes'
import { siteConfig } from '@/lib/site'
import { AGENT_IDS } from '@/lib/agents/specialists'
import type { CannedAnswer } from '@/lib/agents/types'
import { RUNWAY_WARNING_MONTHS } from '@/lib/agents/specialists/financial'
import { allCannedAnswers, cannedAnswer } from './index'
import { DILIGENCE_THRESHOLDS, DILIGENCE_WEIGHTS } from '@/lib/agents/specialists/investment-specialist'
import { US_IP_FACTS } from '@/lib/agents/specialists/meta3-legal'
import { ILLUSTRATIVE_MARKETS, marketLine } from '@/lib/agents/specialists/meta3-research'
import { NOT_LEGAL_ADVICE } from './shared'
import { SUPPORT_RESPONSE_TIMES } from '@/lib/agents/specialists/support-specialist'

const all = allCannedAnswers()
const byId = (id: string): CannedAnswer => {
  const found = all.find((a) => a.answer.id === id)
  if (!found) throw new Error(`no answer ${id}`)
  return found.answer
}

const markdownLinks = (content: string) => [...content.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!)
const everyLink = (a: CannedAnswer) => [
  ...markdownLinks(a.content),
  ...a.attachments.map((x) => x.url),
  ...a.quickActions.filter((q) => q.value.startsWith('/')).map((q) => q.value),
]
const rows = all.map((a) => [a.answer.id, a.answer] as const)

describe('links', () => {
  const site = siteConfig()
  it.each(rows)('%s links only to real pages or the studio’s own e-mail and phone', (_id, answer) => {
    const links = everyLink(answer)
    for (const href of links) {
      if (href.startsWith('mailto:')) expect(href).toBe(`mailto:${site.email}`)
      else if (href.startsWith('tel:')) expect(href).toBe(site.phoneHref)
      else expect(PUBLIC_PATHS, href).toContain(href)
    }
  })

  it.each(rows)('%s gives every attachment a title and the link type', (_id, answer) => {
    for (const a of answer.attachments) {
      expect(a.type).toBe('link')
      expect(a.title.trim()).not.toBe('')
    }
  })
})

describe('length', () => {
  it.each(rows)('%s stays under 900 characters', (_id, answer) => {
    expect(answer.content.length).toBeLessThanOrEqual(900)
  })

  // The orchestrator cuts at sentence boundaries to 200 characters for a simple question: the first sentence must fit.
  it.each(rows)('%s opens with a sentence that survives the smallest cap', (_id, answer) => {
    const first = answer.content.split(/(?<=[.!?])\s+/)[0]!
    expect(first.length).toBeLessThanOrEqual(200)
  })
})

describe('facts come from config/facts.ts', () => {
  it('quotes the check size and stage range', () => {
    const text = byId('investment-check-size').content
    expect(text).toContain(CHECK_SIZE.display)
    expect(text).toContain(STAGE_RANGE_DISPLAY.slice(1))
  })

  it('quotes the process total and every step duration', () => {
    const text = byId('investment-process').content
    expect(text).toContain(PROCESS_TOTAL_DISPLAY)
    for (const step of PROCESS_STEPS) expect(text).toContain(`**${step.name}**: ${step.duration}`)
  })

  it('quotes the due-diligence duration, weights and thresholds', () => {
    const text = byId('investment-due-diligence').content
    expect(text).toContain(PROCESS_STEPS.find((s) => s.id === 'due-diligence')!.duration)
    for (const w of DILIGENCE_WEIGHTS) expect(text).toContain(`${w.area} ${w.weight}%`)
    expect(text).toContain(`${DILIGENCE_THRESHOLDS.proceed} or more`)
    expect(text).toContain(`below ${DILIGENCE_THRESHOLDS.review}`)
  })

  it('mentions no check size, stage or duration other than the facts', () => {
    // The specification also lists "$200K-$3M" and "4-8 weeks"; config/facts.ts settled on one set
    const text = all.map((a) => a.answer.content).join('\n')
    expect(text).not.toMatch(/\$200K|\$3M|4[–-]8 weeks/)
  })

  it('presents market figures as illustrative estimates', () => {
    const text = byId('research-industry').content
    expect(text).toMatch(/^Illustrative/)
    for (const m of ILLUSTRATIVE_MARKETS) expect(text).toContain(marketLine(m))
  })

  it('states the support response times', () => {
    for (const id of ['support-urgent', 'support-bug-report']) {
      expect(byId(id).content).toContain(SUPPORT_RESPONSE_TIMES.critical)
      expect(byId(id).content).toContain(SUPPORT_RESPONSE_TIMES.high)
    }
  })

  it('gives the urgent answer the studio phone as a tel: link', () => {
    expect(markdownLinks(byId('support-urgent').content)).toContain(siteConfig().phoneHref)
  })

  it('warns about runway under six months', () => {
    expect(byId('financial-runway').content).toContain(`Under ${RUNWAY_WARNING_MONTHS} months is a warning sign`)
  })

  it('quotes the US IP costs and durations', () => {
    expect(byId('legal-patent').content).toContain(`${US_IP_FACTS.patent.termYears} years from the filing date`)
    expect(byId('legal-patent').content).toContain(US_IP_FACTS.patent.totalCost)
    expect(byId('legal-trademark').content).toContain(`${US_IP_FACTS.trademark.feePerClass} per class`)
    expect(byId('legal-trademark').content).toContain(`every ${US_IP_FACTS.trademark.renewalYears} years`)
    expect(byId('legal-copyright').content).toContain(US_IP_FACTS.copyright.registrationFee)
    expect(byId('legal-copyright').content).toContain(`plus ${US_IP_FACTS.copyright.lifePlusYears} years`)
  })

  it('says every legal answer is not legal advice (our own policies are facts, not advice)', () => {
    const legal = all.filter((a) => a.agentId === 'meta3-legal' && a.answer.id.startsWith('legal-') && !['legal-site-policies', 'legal-privacy'].includes(a.answer.id))
    expect(legal.length).toBeGreaterThan(5)
    for (const a of legal) expect(a.answer.content, a.answer.id).toContain(NOT_LEGAL_ADVICE)
  })

  it('tells visitors they have no account to log in to', () => {
    expect(byId('support-account').content).toMatch(/don't need an account/)
  })
})

describe('suggested questions', () => {
  const questions = [...new Set(all.flatMap((a) => a.answer.quickActions).filter((q) => !q.value.startsWith('/')).map((q) => q.value))]

  it.each(questions)('%j has a specific answer from some agent', (question) => {
    const answers = AGENT_IDS.map((agentId) => cannedAnswer(agentId, question).id)
    expect(answers.some((id) => !id.endsWith('-default'))).toBe(true)
  })
})

describe('how to apply', () => {
  it.each(['How do I apply?', 'how do i apply for funding'])('"%s" gets the application page from the agents it is routed to', (message) => {
    for (const agent of ['meta3-primary', 'investment-specialist'] as const) {
      const reply = cannedAnswer(agent, message)
      expect(reply.content, agent).toContain('(/apply)')
      expect(reply.content, agent).toContain('(/apply-new)')
    }
  })
})
