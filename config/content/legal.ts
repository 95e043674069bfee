/**
 * The legal texts, in plain English, describing what the site really does. They are functions of the contact details
 * so the e-mail and postal address always come from config/site.ts.
 */

import type { RetentionPolicy } from '@/config/retention'

export const LEGAL_LAST_UPDATED = '2026-11-29'

export type LegalBlock = { type: 'p'; text: string } | { type: 'ul'; items: readonly string[] }
export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] }
export type LegalDocument = { title: string; description: string; intro: string; sections: readonly LegalSection[] }

export type LegalContact = { name: string; legalName: string; email: string; addressLine: string; country: string }

const p = (text: string): LegalBlock => ({ type: 'p', text })
const ul = (...items: string[]): LegalBlock => ({ type: 'ul', items })

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`

/** How long each kind of data is kept, in the words of the policy; the numbers are the ones the clean-ups run with. */
function retentionText(r: RetentionPolicy): string {
  const submissions =
    r.submissionDays === null
      ? 'Applications and messages are kept until we delete them, which we do once we no longer need them to consider and answer them, or sooner when you ask us to'
      : `Applications and messages are deleted ${days(r.submissionDays)} after they are received, or sooner when they are no longer needed or when you ask us to`
  return [
    `We delete chat conversations ${days(r.chatDays)} after their last message, and stored chat transcripts ${days(r.chatDays)} after they are received. Analytics events are deleted ${days(r.analyticsDays)} after they are recorded.`,
    `${submissions}; an application that leads to an investment becomes part of our investment records. An application or message our database could not store is kept aside on our server and deleted in the same way.`,
    `The e-mails we send about your application or message — our receipt to you, our team's notice of it — stay in our mail log for ${days(r.mailLogDays)} after they are sent (${days(r.failedMailLogDays)} when one could not be delivered), and go sooner with the application or message they are about. Our copy of your receipt keeps no working link to your status page once it is sent.`,
    `A newsletter sign-up that is not confirmed within ${days(r.newsletterPendingDays)} is deleted; a confirmed subscription lasts until you unsubscribe. Security logs are kept for as long as needed to investigate an incident.`,
    ...(r.backupDays === null
      ? []
      : [`Our daily backups hold a copy of this data for up to ${days(r.backupDays)}: what we delete, at your request or on schedule, leaves them as they age out, and should we ever restore one, we delete it again.`]),
  ].join(' ')
}

export function privacyPolicy(c: LegalContact, retention: RetentionPolicy): LegalDocument {
  return {
    title: 'Privacy Policy',
    description: `How ${c.name} collects, uses and protects personal data from applications, contact messages, the newsletter, chat and analytics.`,
    intro: `This policy explains what personal data ${c.legalName} ("we", "us") collects through this website, why, how long we keep it and the choices you have. We keep it short and specific: if something is not described here, we do not do it.`,
    sections: [
      {
        id: 'who-we-are',
        title: 'Who we are',
        blocks: [
          p(`${c.legalName} is a venture studio and early-stage investor. We are the controller of the personal data described in this policy. You can reach us at ${c.email} or by post at ${c.addressLine}, ${c.country}.`),
        ],
      },
      {
        id: 'what-we-collect',
        title: 'What we collect and why',
        blocks: [
          p('We only collect personal data that you give us or that your browser sends when you use the site:'),
          ul(
            'Funding applications: company name, founder names, e-mail address, website, pitch, stage and anything else you choose to include. We use these to assess your company for investment and to reply to you.',
            'Contact messages: your name, e-mail address and, if you provide them, company, phone number, role and message. We use these to answer your enquiry and route it to the right person.',
            'Newsletter sign-ups: your e-mail address and, optionally, your name and topic preferences. We use these to send you the newsletter until you unsubscribe.',
            'Early-access and demo requests for our AI agents, once those forms open: the details you enter, used to contact you about access.',
            'Chat transcripts: when you close the chat assistant, the messages exchanged, the page context and how long the conversation lasted are saved so we can improve the assistant and follow up on questions it could not answer.',
            'Technical details sent with every submission: your IP address, browser user agent and the referring page. We use these to prevent spam and abuse and to investigate security incidents. Only if you accepted analytics, a submission also carries the random analytics session identifier of your visit, so we can see which pages led to it; without that consent it carries none.',
          ),
        ],
      },
      {
        id: 'analytics',
        title: 'Analytics, only with your consent',
        blocks: [
          p('If, and only if, you accept analytics in the consent banner, the site records how pages are used: page views, clicks, scrolling and window resizing, together with a random session identifier. This data goes to our own server only. We do not load third-party analytics, advertising or tracking scripts, and we do not sell or share analytics data.'),
          p('You can change your choice at any time with the cookie settings link in the footer. Declining has no effect on what you can do on the site.'),
        ],
      },
      {
        id: 'storage',
        title: 'Where your data is stored',
        blocks: [
          p('Submissions, chat transcripts and analytics events are stored in our own database on servers we control. Your browser talks only to our server; it never writes to a database directly. Access to stored data is limited to studio administrators, who sign in with a password and a secure session cookie, and every administrative access is logged.'),
          p('To answer your chat messages, the assistant may send the recent messages of your conversation (never your contact details from other forms) to a language-model service we have chosen — one we run ourselves or a commercial provider bound by its terms not to use them to train its models. When no such service is available, the assistant answers with replies prepared by our team and nothing leaves our servers.'),
        ],
      },
      {
        id: 'legal-basis',
        title: 'Our legal basis',
        blocks: [
          ul(
            'Applications and contact messages: taking steps at your request and our legitimate interest in assessing investments and answering enquiries.',
            'Newsletter and analytics: your consent, which you can withdraw at any time.',
            'Technical and security data: our legitimate interest in keeping the site secure and free of abuse.',
          ),
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep it',
        blocks: [
          p(retentionText(retention)),
        ],
      },
      {
        id: 'sharing',
        title: 'Who we share it with',
        blocks: [
          p('We do not sell personal data. We share it only with people who need it to do their job for us, such as our partners and the hosting provider that runs our servers under a data processing agreement, or when the law requires us to. With your permission, we may introduce you to co-investors or partners as part of supporting your company.'),
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights and how to ask for deletion',
        blocks: [
          p(`You can ask us to show you, correct, export or delete the personal data we hold about you, and you can object to or restrict how we use it. To make a request, e-mail ${c.email} from the address you used on the site and tell us what you would like us to do. We reply within 30 days and do not charge for reasonable requests.`),
          p('If you are unhappy with how we handle your data, please tell us first. You also have the right to complain to the data protection authority where you live.'),
        ],
      },
      {
        id: 'security',
        title: 'Security',
        blocks: [
          p('The site is served only over HTTPS. Administrator sessions use signed, HttpOnly cookies verified on the server, sign-in attempts are rate limited, and submissions are validated before they are stored. No system is perfectly secure, but we take reasonable technical and organisational measures to protect your data.'),
        ],
      },
      {
        id: 'children',
        title: 'Children',
        blocks: [p('The site is meant for founders, investors and professionals. It is not directed at children under 16, and we do not knowingly collect their data.')],
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        blocks: [p('When we change this policy we update the date at the top of the page. If a change materially affects how we use data you have already given us, we will tell you before it takes effect.')],
      },
    ],
  }
}

export function termsOfService(c: LegalContact): LegalDocument {
  return {
    title: 'Terms of Service',
    description: `The terms for using the ${c.name} website: applications, contact forms, the newsletter, the chat assistant and our content.`,
    intro: `These terms apply to your use of this website, operated by ${c.legalName}. By using the site you agree to them. If you do not agree, please do not use the site.`,
    sections: [
      {
        id: 'using-the-site',
        title: 'Using the site',
        blocks: [
          p('You may browse the site, read our content, apply for funding, contact us and subscribe to our newsletter. Please do not:'),
          ul(
            'submit information that is false, or that you do not have the right to share;',
            'try to gain unauthorised access to the site, its administration area or its data;',
            'send automated or bulk submissions, or disrupt the site with excessive requests;',
            'use the site to send spam, malware or unlawful content.',
          ),
        ],
      },
      {
        id: 'applications',
        title: 'Applications and investment',
        blocks: [
          p('Submitting an application does not create any obligation on either side. We review every application carefully, but we invest in only a small number of companies and may decline without giving detailed reasons. Any investment is made solely on the terms of signed legal agreements, never on the basis of this website.'),
          p('We respect the confidentiality of what you send us and share it only as described in our Privacy Policy. Like most investors, however, we cannot sign non-disclosure agreements at the application stage, and we may already be reviewing or investing in companies with similar ideas.'),
        ],
      },
      {
        id: 'not-advice',
        title: 'No investment, legal or financial advice',
        blocks: [
          p('Our articles, guides and the chat assistant give general information about building and funding companies. They are not investment, legal, tax or financial advice and are not an offer to buy or sell any security. Please take professional advice for your own situation.'),
        ],
      },
      {
        id: 'assistant',
        title: 'The chat assistant and AI agents',
        blocks: [
          p('The chat assistant and our AI agents are provided as they are and can make mistakes. Check anything important with our team before you rely on it. Do not share confidential or sensitive personal information in the chat.'),
        ],
      },
      {
        id: 'content',
        title: 'Our content',
        blocks: [
          p(`The text, design and graphics of the site belong to ${c.legalName}. You may share links to our pages and quote short passages with attribution. Please ask us before reusing larger parts. Portfolio company names and descriptions belong to those companies.`),
        ],
      },
      {
        id: 'links',
        title: 'Links to other sites',
        blocks: [p('The site links to other websites, such as portfolio companies and social networks. We are not responsible for their content or their privacy practices.')],
      },
      {
        id: 'liability',
        title: 'Liability',
        blocks: [
          p('We work to keep the site accurate and available, but we provide it "as is" without warranties of any kind. To the extent the law allows, we are not liable for any loss arising from your use of the site or your reliance on its content. Nothing in these terms limits liability that cannot be limited by law.'),
        ],
      },
      {
        id: 'changes',
        title: 'Changes and governing law',
        blocks: [
          p('We may update these terms from time to time; the date at the top shows when they last changed. These terms are governed by the laws of the State of California, United States, and disputes will be heard by the courts located there, unless the law of your country gives you the right to bring proceedings where you live.'),
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: [p(`Questions about these terms? E-mail ${c.email} or write to ${c.legalName}, ${c.addressLine}, ${c.country}.`)],
      },
    ],
  }
}

export type StorageItem = { name: string; kind: 'Cookie' | 'Local storage' | 'Session storage'; purpose: string; duration: string; category: 'Essential' | 'Analytics' }

/** The cookie policy's table of what the site keeps in your browser: its caption and column headings. */
export const STORAGE_TABLE = {
  caption: 'Cookies and browser storage used by this site',
  name: 'Name',
  kind: 'Type',
  category: 'Category',
  purpose: 'Purpose',
  duration: 'Kept for',
}

/** Everything the site keeps in your browser, and why. */
export const BROWSER_STORAGE: readonly StorageItem[] = [
  { name: 'theme', kind: 'Local storage', purpose: 'Remembers whether you chose light or dark mode.', duration: 'Until you clear it', category: 'Essential' },
  { name: 'Consent choice', kind: 'Local storage', purpose: 'Remembers whether you accepted or declined analytics, so we do not ask on every page.', duration: 'Until you change or clear it', category: 'Essential' },
  { name: 'Announcement dismissal', kind: 'Local storage', purpose: 'Remembers that you closed the announcement banner.', duration: 'Until you clear it', category: 'Essential' },
  { name: 'Application draft', kind: 'Local storage', purpose: 'Keeps an unfinished funding application on your device so you do not lose it. It is never sent to us until you submit.', duration: 'Removed when you submit', category: 'Essential' },
  { name: 'Admin session', kind: 'Cookie', purpose: 'Keeps studio administrators signed in. Secure, HttpOnly and same-site; visitors never receive it.', duration: '24 hours', category: 'Essential' },
  { name: 'Analytics session', kind: 'Session storage', purpose: 'A random identifier that groups the page views of one visit, and is recorded with a form you send during it. Set only after you accept analytics.', duration: 'Until you close the tab', category: 'Analytics' },
  { name: 'Chat conversation', kind: 'Session storage', purpose: 'The random identifier of your conversation with the assistant, so that it is still there after you reload or move to another page. Removed when you close the chat.', duration: 'Until you close the chat or the tab', category: 'Essential' },
  { name: 'Unsent forms', kind: 'Local storage', purpose: 'Keeps a form you sent while the connection failed, so it can be sent when you are back online. Removed once sent, or when you discard it.', duration: 'Until sent or discarded (at most 7 days)', category: 'Essential' },
]

export function cookiePolicy(c: LegalContact, retention: Pick<RetentionPolicy, 'analyticsDays'>): LegalDocument {
  return {
    title: 'Cookie Policy',
    description: `Which cookies and browser storage the ${c.name} website uses, why, for how long, and how to change your analytics choice.`,
    intro: 'This policy lists everything this website stores in your browser, whether as a cookie or in local or session storage, and why. We keep it to a minimum: there are no advertising cookies and no third-party scripts.',
    sections: [
      {
        id: 'what-we-use',
        title: 'What we use',
        blocks: [
          p('Essential storage is needed for the site to work the way you set it up. It does not identify you and is never used for tracking, so it is always on. Analytics storage is used only if you accept analytics in the consent banner.'),
        ],
      },
      {
        id: 'third-parties',
        title: 'No third-party cookies',
        blocks: [
          p('We do not use advertising networks, social media widgets or third-party analytics. Links to social networks are plain links, so those networks cannot set cookies until you follow one to their own site.'),
        ],
      },
      {
        id: 'your-choice',
        title: 'Changing your choice',
        blocks: [
          p('You can change your analytics choice at any time with the cookie settings link in the footer. You can also clear cookies and site data in your browser settings; the site will then ask for your choice again.'),
          p(`Analytics events we have already recorded are deleted after ${days(retention.analyticsDays)}. To have them deleted sooner, e-mail ${c.email}.`),
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: [p(`Questions about this policy? E-mail ${c.email} or write to ${c.legalName}, ${c.addressLine}, ${c.country}.`)],
      },
    ],
  }
}
