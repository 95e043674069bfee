/** Copy for the pages a founder sees after applying: the confirmation (/apply/success) and the private status page. */
import type { PageSummary } from './page-summary'

export const APPLY_SUCCESS_PAGE = {
  path: '/apply/success',
  title: 'Application Received',
  summary: 'Thank you for applying to Meta3 Ventures. Here is your reference number and what happens next, from first review to closing.',
  heading: 'Application received',
  lead: 'Thank you for telling us about your company. A partner will read your application and reply by e-mail.',
  referenceLabel: 'Your reference number',
  referencePending:
    'We have your application. Your reference number and the link to your private status page come with the confirmation e-mail we send you once it is recorded.',
  statusTitle: 'Your private status page',
  statusText:
    'Follow your application from first review to decision at this address; the confirmation e-mail carries it too. It is yours alone: anyone with the link can see where your application stands, so keep it to yourself.',
  statusInEmail: 'The link to your private status page is in the confirmation e-mail we sent you.',
  nextTitle: 'What happens next',
  copyTitle: 'What you sent',
  printLabel: 'Print this page',
  downloadLabel: 'Download a copy',
  homeLabel: 'Back to the home page',
  blogLabel: 'Read the blog',
} as const satisfies PageSummary & Record<string, string>

/** The line under "What you sent"; `date` is the day it was sent, formatted. */
export const sentOn = (date: string) => `Sent on ${date}. Keep a copy for your records.`

export const APPLICATION_STATUS_PAGE = {
  title: 'Application status',
  eyebrow: 'Application status',
  /** The heading when the application names no company. */
  untitled: 'Your application',
  referenceLabel: 'Reference',
  stageTitle: 'Where it stands',
  lastChangeLabel: 'Last change:',
  processTitle: 'The process',
  /** Before a partner's first read (the shared stages' own texts are the process steps in config/facts.ts). */
  received: { name: 'Received', text: 'Your application is with us and waits for a partner’s first read.' },
  declined: {
    name: 'Decided: not this time',
    text: 'We have decided not to take your application further, and wrote to you by e-mail. You are welcome to apply again as your company moves on.',
  },
  /** Followed by the studio's e-mail address as a link, then `quoting`. */
  privateNote: 'This page is private to you: keep its link to yourself. Questions? Reply to your confirmation e-mail or write to',
  quoting: (reference: string) => `, quoting ${reference}.`,
}
