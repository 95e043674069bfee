import { PROCESS_STEPS } from '@/config/facts'
import { siteConfig } from '@/lib/site'
import { FORM_TYPE_NAMES, type FormType } from '@/lib/forms/types'
import { env } from '@/lib/env'
import { statusUrl } from '@/lib/pipeline/status-token'
import { DECK_LABEL, deckSummary } from '@/lib/files/deck'
import { submissionLines } from '@/lib/forms/application-copy'
import type { MailMessage } from './message'

/**
 * What the site tells by e-mail when a submission is stored: the team always, the founder for an application.
 * `reference` is the one the database gave the row; `statusToken` the plain token of an application's status link.
 */
export type StoredSubmission = { id: string; formType: FormType; data: Record<string, unknown>; reference: string; statusToken?: string; files?: readonly { fileName: string; sizeBytes?: number }[] }

const NOTIFY_TEAM: ReadonlySet<FormType> = new Set(['apply', 'contact', 'contact_general', 'contact_entrepreneur', 'contact_investor', 'contact_media', 'contact_partnership'])

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v))
export const oneLine = (v: unknown, max = 120) => text(v).replace(/\s+/g, ' ').slice(0, max)
export const emailOf = (data: Record<string, unknown>) => {
  const e = text(data.email)
  return /^[^\s@<>",]+@[^\s@<>",]+$/.test(e) ? e : undefined
}

export function teamEmail(): string {
  return env().TEAM_EMAIL ?? siteConfig().email
}

/** To the team: what arrived, from whom, and the link to it in the admin area. Reply-To is the sender. */
export function teamNotice(s: StoredSubmission): MailMessage | null {
  if (!NOTIFY_TEAM.has(s.formType)) return null
  const site = siteConfig()
  const who = oneLine(s.data.companyName) || oneLine(s.data.name) || oneLine(s.data.founderName) || 'someone'
  const kind = FORM_TYPE_NAMES[s.formType]
  // The form's labels and readable values ('Stage: Seed', not 'stage: seed'), as the admin area shows them.
  const lines = submissionLines(s.formType, s.data).map((line) => `${line.label}: ${oneLine(line.value, 500)}`)
  return {
    to: teamEmail(),
    replyTo: emailOf(s.data),
    subject: `New ${kind.toLowerCase()}: ${who} (${s.reference})`,
    text: [
      `${kind} from ${who}, reference ${s.reference}.`,
      '',
      ...lines,
      ...(s.files?.length ? ['', `A pitch deck is attached in the admin area (${oneLine(deckSummary(s.files), 300)}).`] : []),
      '',
      `Open it in the admin area: ${new URL(`/admin/submissions/${s.id}`, site.url)}`,
    ].join('\n'),
  }
}

/** To the founder, for an application: receipt, reference, what happens next and the status link — plain and short. */
export function founderReceipt(s: StoredSubmission): MailMessage | null {
  if (s.formType !== 'apply') return null
  const to = emailOf(s.data)
  if (!to) return null
  const site = siteConfig()
  const name = oneLine(s.data.founderName) || oneLine(s.data.name)
  const company = oneLine(s.data.companyName)
  const ref = s.reference
  return {
    to,
    replyTo: site.email,
    subject: `We received your application (reference ${ref})`,
    text: [
      `${name ? `Dear ${name},` : 'Hello,'}`,
      '',
      `Thank you for applying to ${site.name}${company ? ` with ${company}` : ''}. Your application is in, and its reference is ${ref}.`,
      '',
      ...(s.files?.length ? [`${DECK_LABEL}: ${oneLine(deckSummary(s.files), 300)} — received with it.`, ''] : []),
      'What happens next:',
      ...PROCESS_STEPS.map((step, i) => `${i + 1}. ${step.name} (${step.duration}): ${step.description}`),
      '',
      ...(s.statusToken
        ? ['See where your application stands at any time on your private status page (the link is yours alone; please keep it to yourself):', statusUrl(s.statusToken), '']
        : []),
      `A partner reads every application and replies within two weeks. If anything changes in the meantime, reply to this e-mail or write to ${site.email}, quoting ${ref}.`,
      '',
      `${site.name}`,
      site.url,
    ].join('\n'),
  }
}
