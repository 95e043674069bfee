/** One e-mail as the site composes it; every message has a plain-text part (an HTML part is optional). */
export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** Extra header lines (List-Unsubscribe…), written as given by SMTP and into the .eml file alike. */
  headers?: Record<string, string>
}

export const MAIL_JOB = 'mail'

/** The job that sends one message: keyed so a message for an event is queued once however often the event repeats. */
export function mailJob(key: string, message: MailMessage) {
  return { kind: MAIL_JOB, key: `mail:${key}`, payload: { message } }
}
