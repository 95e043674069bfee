import { PROCESS_STEPS } from '@/config/facts'
import { siteConfig } from '@/lib/site'
import { SHARED_STATUSES, type ApplicationStatus } from '@/lib/pipeline/statuses'
import type { MailMessage } from './message'
import { emailOf, oneLine } from './notifications'

/** The application as the founder's e-mail needs it: its reference and what they sent. */
export type StatusMailApplication = { reference: string; data: Record<string, unknown> }

const step = (id: string) => PROCESS_STEPS.find((s) => s.id === id)

/** What each shared status tells the founder: a subject and the paragraph that says what it means for them. */
function news(status: ApplicationStatus, company: string): { subject: string; lines: string[] } | null {
  const yours = company ? `${company}'s application` : 'your application'
  if (status === 'reviewing') {
    const review = step('initial-review')
    return {
      subject: 'Your application is being reviewed',
      lines: [
        `A partner has started reviewing ${yours}.`,
        ...(review ? [`${review.description} This step usually takes ${review.duration}.`] : []),
      ],
    }
  }
  if (status === 'diligence') {
    const diligence = step('due-diligence')
    return {
      subject: 'We would like to look more closely',
      lines: [
        `Good news: we would like to go deeper with ${yours} and have moved it to due diligence.`,
        ...(diligence ? [`${diligence.description} This step usually takes ${diligence.duration}.`] : []),
      ],
    }
  }
  if (status === 'declined') {
    return {
      subject: 'About your application',
      lines: [
        `Thank you for the time and care you put into ${yours}. After reading it carefully, we have decided not to take it further at this stage.`,
        'This is not a judgement of you or of your idea: we can back only a few of the many strong companies that apply, and the fit with our focus and timing weighs heavily. You are welcome to apply again when your company has moved on, and we wish you every success.',
      ],
    }
  }
  return null
}

/** The name the team knows a status's e-mail by (its subject without the reference), or null when none is sent. */
export function statusMailName(status: ApplicationStatus): string | null {
  return SHARED_STATUSES.has(status) ? (news(status, '')?.subject ?? null) : null
}

/**
 * To the founder when their application moves into a status the team shares: plain, kind words,
 * the reference, and where to follow it. The private status link is stored only as a hash, so the message points
 * to the link in the confirmation e-mail instead of repeating it. Null for an internal status or no valid address.
 */
export function statusChangeMail(application: StatusMailApplication, status: ApplicationStatus): MailMessage | null {
  if (!SHARED_STATUSES.has(status)) return null
  const to = emailOf(application.data)
  const company = oneLine(application.data.companyName)
  const body = news(status, company)
  if (!to || !body) return null
  const site = siteConfig()
  const name = oneLine(application.data.founderName) || oneLine(application.data.name)
  const ref = application.reference
  return {
    to,
    replyTo: site.email,
    subject: `${body.subject} (reference ${ref})`,
    text: [
      name ? `Dear ${name},` : 'Hello,',
      '',
      ...body.lines.flatMap((line) => [line, '']),
      `Your reference is ${ref}. You can see where your application stands at any time through the private link in the confirmation e-mail we sent when you applied.`,
      '',
      `If you have a question, reply to this e-mail or write to ${site.email}, quoting ${ref}.`,
      '',
      site.name,
      site.url,
    ].join('\n'),
  }
}
