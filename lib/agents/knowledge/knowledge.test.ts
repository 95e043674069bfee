import { describe, expect, it } from 'vitest'
import { PUBLIC_PATHS } from '@/config/routes'
import { CHECK_SIZE, PROCESS_TOTAL_DISPLAY } from '@/config/facts'
import { SERVICES } from '@/config/content/services'
import { siteConfig } from '@/lib/site'
import { LEGAL_DISCLAIMER, searchKnowledge, staticKnowledge } from './index'

const items = staticKnowledge()
const byId = (id: string) => items.find((i) => i.id === id)

describe('staticKnowledge', () => {
  it('gives every item a unique id, a title, content, a date and a real page', () => {
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length)
    for (const i of items) {
      expect(i.title.trim(), i.id).not.toBe('')
      expect(i.content.length, i.id).toBeGreaterThan(40)
      expect(Number.isNaN(Date.parse(i.lastUpdated)), i.id).toBe(false)
      expect(PUBLIC_PATHS.has(i.url), `${i.id} → ${i.url}`).toBe(true)
    }
  })

  it('covers the services, process, company, FAQ, resources and legal categories', () => {
    const categories = new Set(items.map((i) => i.category))
    expect([...categories].sort()).toEqual(['company', 'faq', 'legal', 'process', 'resources', 'services'])
    expect(items.filter((i) => i.category === 'services')).toHaveLength(SERVICES.length)
  })

  it('quotes the studio facts rather than its own numbers', () => {
    expect(byId('faq-check-size')?.content).toContain(CHECK_SIZE.display)
    expect(byId('faq-process-length')?.content).toContain(PROCESS_TOTAL_DISPLAY)
    expect(byId('faq-contact')?.content).toContain(siteConfig().email)
  })

  it.each([
    ['legal-patent', ['20 years', '2–3 years', '$15K–$30K']],
    ['legal-trademark', ['$350 per class', 'every 10 years', '12–18 months']],
    ['legal-copyright', ['$45–$65', 'plus 70 years', '95 years']],
  ])('gives %s its typical US costs and durations, marked as not legal advice', (id, figures) => {
    const content = byId(id)?.content ?? ''
    for (const f of figures) expect(content).toContain(f)
    expect(content).toContain(LEGAL_DISCLAIMER)
  })

  it('returns a copy callers may change', () => {
    staticKnowledge().splice(0)
    expect(staticKnowledge()).toHaveLength(items.length)
  })
})

describe('searchKnowledge over the site knowledge', () => {
  it.each([
    ['How much do you invest?', 'faq-check-size'],
    ['How long does the process take?', 'faq-process-length'],
    ['What do you invest in', 'faq-what-we-invest-in'],
    ['how do I apply', 'faq-how-to-apply'],
    ['How much does a patent cost?', 'legal-patent'],
    ['Can I trademark my brand name?', 'legal-trademark'],
    ['copyright for code', 'legal-copyright'],
    ['agentic AI enablement', 'service-agentic-ai'],
    ['What happens in due diligence?', 'process-due-diligence'],
    ['Who is on the team?', 'company-team'],
    ['portfolio companies', 'company-portfolio'],
    ['What goes in a data room', 'guide-data-room'],
    ['METRICS for Series A', 'guide-metrics-by-stage'],
    ['contact email phone', 'faq-contact'],
  ])('%j → %s first', (query, id) => {
    expect(searchKnowledge(query, items)[0]?.item.id).toBe(id)
  })

  it('returns at most 3 hits, best first, scored between the threshold and 1', () => {
    const hits = searchKnowledge('investment process due diligence term sheet', items)
    expect(hits).toHaveLength(3)
    for (const h of hits) expect(h.score).toBeGreaterThan(0.15)
    for (const h of hits) expect(h.score).toBeLessThanOrEqual(1)
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a))
  })
})
