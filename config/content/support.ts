import { REPLY_TIME } from '@/config/content/contact'
import { PROCESS_STEPS, PROCESS_TOTAL_DISPLAY } from '@/config/facts'
import type { PageSummary } from './page-summary'

const review = PROCESS_STEPS.find((s) => s.id === 'initial-review')!

export type HelpLink = { label: string; href: string }
export type HelpTopic = { id: string; title: string; items: readonly { q: string; a: string; links?: readonly HelpLink[] }[] }

/**
 * The questions visitors ask most, answered; each links to where they can act on the answer. The number of the
 * application's steps comes from the form (lib/forms), which config/ does not import: the page passes it in.
 */
export const helpTopics = ({ applySteps }: { applySteps: number }): readonly HelpTopic[] => [
  {
    id: 'applying',
    title: 'Applying for funding',
    items: [
      { q: 'How do I apply?', a: `Use the application form: ${applySteps} short steps, about ten minutes, and your draft is saved in your browser as you go. Short on time? The quick application fits on one page.`, links: [{ label: 'Apply for funding', href: '/apply' }, { label: 'Quick application', href: '/apply-new' }] },
      { q: 'When will I hear back?', a: `A partner reads every application, and the initial review takes ${review.duration}. The whole process, from application to funds, takes ${PROCESS_TOTAL_DISPLAY}.`, links: [{ label: 'Our investment process', href: '/process' }] },
      { q: 'Can I change or add to my application?', a: 'Yes: write to us from the e-mail address you applied with, and we will add the update to your application.' },
    ],
  },
  {
    id: 'contact',
    title: 'Reaching the team',
    items: [
      { q: 'How fast do you reply?', a: `We answer every message ${REPLY_TIME}.`, links: [{ label: 'Contact form', href: '/contact' }] },
      { q: 'I am an investor, partner or journalist.', a: 'The contact hub sends your message to the right team directly.', links: [{ label: 'Contact hub', href: '/contact-hub' }] },
    ],
  },
  {
    id: 'site',
    title: 'Problems with the site',
    items: [
      { q: 'A page or form does not work.', a: 'Tell us the page address, what you did and what happened, plus your browser and device. Critical problems (a form losing what you typed, the site down) get an answer within 24 hours.', links: [{ label: 'Report a problem', href: '/contact' }] },
      { q: 'Did my form arrive?', a: 'After sending you see a confirmation page. If the connection drops, your entry is kept and sent again, so you will not lose what you wrote. If in doubt, write to us and we will check.' },
      { q: 'Is the site accessible?', a: 'We build to WCAG 2.1 AA: every page works with a keyboard and a screen reader, in light and dark themes. If something gets in your way, please tell us.' },
    ],
  },
  {
    id: 'assistant',
    title: 'The AI assistant',
    items: [
      { q: 'What can the assistant do?', a: 'It answers questions about the studio, the investment process and founder topics such as fundraising, unit economics and go-to-market, and points you to the right page or tool. It does not make investment decisions; people do.', links: [{ label: 'Meet the AI agents', href: '/agents' }] },
      { q: 'What happens to what I type in the chat?', a: 'Please do not share confidential information in the chat. How we handle conversations is set out in our privacy policy.', links: [{ label: 'Privacy policy', href: '/privacy-policy' }] },
    ],
  },
  {
    id: 'privacy',
    title: 'Your data',
    items: [
      { q: 'How do I see or delete my data?', a: 'Write to us and we will send you what we hold or delete it. The privacy policy explains what we keep and for how long.', links: [{ label: 'Privacy policy', href: '/privacy-policy' }, { label: 'Cookie policy', href: '/cookie-policy' }] },
      { q: 'Do you need an account?', a: 'No. You can browse, apply, contact us and use the founder tools without signing in; the tools keep your numbers in your browser.', links: [{ label: 'Founder tools', href: '/tools' }] },
      { q: 'Is there an API?', a: 'Our forms accept JSON, documented for developers who want to send applications or enquiries from their own systems.', links: [{ label: 'Forms API', href: '/docs/api' }] },
    ],
  },
]

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const SUPPORT_SUMMARY = {
  path: '/support',
  title: 'Help and support',
  summary: 'Answers to common questions: applying, response times, problems with the site, the AI assistant and your data, and how to reach the team.',
} as const satisfies PageSummary

/** The page's own copy around the help topics. */
export const SUPPORT_PAGE = {
  eyebrow: 'Help',
  title: 'Help and support',
  lead: `Answers to the questions visitors ask most. Can't find yours? The team answers every message ${REPLY_TIME}.`,
  topicsLabel: 'Help topics',
  reachTitle: 'Still need help?',
  reachLead: 'Write, call or use the contact hub; for anything urgent, put “Urgent” in the subject.',
  hubLabel: 'Contact hub',
}
