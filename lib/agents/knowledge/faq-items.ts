/** The questions visitors ask most, answered from the site's copy and facts (there is no FAQ page to read them from). */
import { APPLICATION_ESSENTIALS, APPLY_PAGE_INTRO, LOOKING_FOR, QUICK_APPLY_INTRO } from '@/config/content/apply'
import { CONTACT_HUB_INTRO, CONTACT_PAGE_INTRO, CONTACT_TOPICS } from '@/config/content/contact'
import { CHECK_SIZE, FOCUS_AREAS, PROCESS_STEPS, PROCESS_TOTAL_DISPLAY, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { siteConfig } from '@/lib/site'
import { APPLY_STEPS } from '@/lib/forms/definitions/apply'
import type { KnowledgeItem } from '@/lib/agents/types'
import { CONTENT_REVIEWED } from './content-items'

export function faqItems(): KnowledgeItem[] {
  const site = siteConfig()
  const faq = (draft: Omit<KnowledgeItem, 'lastUpdated' | 'category'>): KnowledgeItem => ({
    ...draft,
    category: 'faq',
    lastUpdated: CONTENT_REVIEWED,
  })
  return [
    faq({
      id: 'faq-how-to-apply',
      title: 'How do I apply for funding?',
      content:
        `Apply online on our application page, in ${APPLY_STEPS.length} short steps: ` +
        `${APPLY_STEPS.map((step) => step.title).join(', ')}. ${APPLY_PAGE_INTRO.lead} ` +
        `Have these ready: ${APPLICATION_ESSENTIALS.join('; ')}. A partner reads every application and replies within two weeks.`,
      tags: ['apply', 'application', 'pitch', 'deck', 'submit'],
      url: '/apply',
    }),
    faq({
      id: 'faq-quick-application',
      title: 'Is there a quick way to apply?',
      content: `Yes: the quick application. ${QUICK_APPLY_INTRO.lead}.`,
      tags: ['apply', 'quick application', 'short application'],
      url: '/apply-new',
    }),
    faq({
      id: 'faq-what-we-invest-in',
      title: 'What do you invest in?',
      content:
        `We invest ${CHECK_SIZE.display} per company, ${STAGE_RANGE_DISPLAY}, in ${FOCUS_AREAS.map((a) => a.name).join('; ')}. ` +
        `What we look for: ${LOOKING_FOR.map((l) => `${l.name} (${l.description})`).join('; ')}.`,
      tags: ['investment criteria', 'check size', 'stage', 'thesis', 'invest', 'seed', 'pre-seed', 'series a'],
      url: '/apply',
    }),
    faq({
      id: 'faq-check-size',
      title: 'How much do you invest?',
      content: `Our checks are ${CHECK_SIZE.display} (US dollars), from ${STAGE_RANGE_DISPLAY}. We lead or join rounds and pair every investment with hands-on studio support.`,
      tags: ['check size', 'how much', 'invest', 'amount', 'funding', 'round'],
      url: '/apply',
    }),
    faq({
      id: 'faq-process-length',
      title: 'How long does the investment process take?',
      content:
        `From application to funds usually takes ${PROCESS_TOTAL_DISPLAY}: ` +
        `${PROCESS_STEPS.map((s) => `${s.name.toLowerCase()} ${s.duration}`).join(', ')}. You hear yes or no on the initial review within two weeks.`,
      tags: ['process', 'timeline', 'how long', 'duration', 'due diligence', 'term sheet'],
      url: '/about',
    }),
    faq({
      id: 'faq-contact',
      title: 'How do I contact the team?',
      content:
        `${CONTACT_PAGE_INTRO.lead} Use the form on our contact page, or e-mail ${site.email} or call ${site.phone}. ` +
        `Our office: ${site.addressLine}.`,
      tags: ['contact', 'email', 'phone', 'call', 'reach', 'address', 'talk'],
      url: '/contact',
    }),
    faq({
      id: 'faq-contact-topics',
      title: 'Who should I contact for my enquiry?',
      content: `${CONTACT_HUB_INTRO.lead} ` + CONTACT_TOPICS.map((t) => `${t.name} (${t.audience}): ${t.description}`).join(' '),
      tags: ['contact', 'investors', 'media', 'press', 'partnership', 'enquiry'],
      url: '/contact-hub',
    }),
  ]
}
