import { describe, expect, it } from 'vitest'
import { FOOTER_SERVICE_LINKS } from '../nav'
import { PUBLIC_PATHS } from '../routes'
import { DEMO, EARLY_ACCESS } from './agents'
import { CONTACT_TOPICS } from './contact'
import { FLYWHEEL } from './home'
import { RETENTION } from '../retention'
import { cookiePolicy, privacyPolicy, termsOfService, type LegalDocument } from './legal'
import { PARTNERS_PAGE } from './partners'
import { FURTHER_READING } from './resources'
import { SERVICES } from './services'

const SEEDED_POSTS = ['what-we-look-for-in-agentic-ai-startups', 'convergence-bio-fintech-web3-meet-ai', 'from-first-call-to-term-sheet']
const retention = { ...RETENTION, submissionDays: null, backupDays: null }
const contact = { name: 'Studio', legalName: 'Studio LLC', email: 'privacy@studio.example', addressLine: '1 Main St, Springfield', country: 'United States' }

function isKnownRoute(href: string): boolean {
  const path = href.split('#')[0] ?? ''
  if (path.startsWith('/blog/')) return SEEDED_POSTS.includes(path.slice('/blog/'.length))
  return PUBLIC_PATHS.has(path)
}

const text = (doc: LegalDocument) =>
  doc.sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === 'p' ? [b.text] : [...b.items]))).join(' ')

describe('content copy', () => {
  it('links only to pages that exist', () => {
    for (const href of [...FURTHER_READING.map((r) => r.href), PARTNERS_PAGE.enquiryHref]) expect(isKnownRoute(href), href).toBe(true)
  })

  it('gives /services an anchor for every service link in the footer', () => {
    const anchors = SERVICES.map((s) => `/services#${s.id}`)
    expect(FOOTER_SERVICE_LINKS.map((l) => l.href)).toEqual(anchors)
  })

  it('has the five contact-hub sections the partnership and footer links target', () => {
    expect(CONTACT_TOPICS.map((t) => t.id)).toEqual(['general', 'entrepreneur', 'investor', 'media', 'partnership'])
    expect(PARTNERS_PAGE.enquiryHref).toBe('/contact-hub#partnership')
  })

  it('names the six flywheel benefits in cycle order', () => {
    expect(FLYWHEEL.benefits.map((b) => b.name)).toEqual([
      'Founder-centric support',
      'AI-powered acceleration',
      'Strategic partnerships',
      'Data-driven insights',
      'Ecosystem reinvestment',
      'Continuous innovation',
    ])
  })

  it('names the two form placeholders of /agents', () => {
    expect([EARLY_ACCESS.id, DEMO.id]).toEqual(['early-access', 'demo'])
  })

  it('quotes the contact e-mail and the retention period in the legal texts', () => {
    const privacy = text(privacyPolicy(contact, retention))
    expect(privacy).toContain(contact.email)
    expect(privacy).toContain(contact.addressLine)
    expect(privacy).toMatch(/consent/i)
    expect(privacy).toMatch(/chat/i)
    expect(text(cookiePolicy(contact, retention))).toContain(contact.email)
    expect(text(termsOfService(contact))).toContain(contact.email)
  })

  it('states the retention the clean-ups run with, whatever it is configured to', () => {
    const defaults = text(privacyPolicy(contact, retention))
    expect(defaults).toContain(`chat conversations ${RETENTION.chatDays} days after their last message`)
    expect(defaults).toContain(`Analytics events are deleted ${RETENTION.analyticsDays} days after`)
    expect(defaults).toContain(`not confirmed within ${RETENTION.newsletterPendingDays} days is deleted`)
    expect(defaults).toContain('kept until we delete them')
    expect(defaults).toContain(`stay in our mail log for ${RETENTION.mailLogDays} days after they are sent (${RETENTION.failedMailLogDays} days when one could not be delivered)`)
    const configured = text(privacyPolicy(contact, { analyticsDays: 30, chatDays: 45, newsletterPendingDays: 7, mailLogDays: 7, failedMailLogDays: 30, submissionDays: 365, backupDays: 7 }))
    expect(configured).toContain('chat conversations 45 days after their last message')
    expect(configured).toContain('Analytics events are deleted 30 days after')
    expect(configured).toContain('deleted 365 days after they are received')
    expect(configured).not.toContain('kept until we delete them')
    expect(configured).toContain('Our daily backups hold a copy of this data for up to 7 days')
    expect(defaults).not.toContain('backups')
    expect(text(cookiePolicy(contact, { analyticsDays: 30 }))).toContain('deleted after 30 days')
  })

  it('gives each legal page a description search engines can show in full', () => {
    for (const doc of [privacyPolicy(contact, retention), termsOfService(contact), cookiePolicy(contact, retention)]) {
      expect(doc.description.length).toBeGreaterThanOrEqual(70)
      expect(doc.description.length).toBeLessThanOrEqual(160)
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length)
    }
  })
})
