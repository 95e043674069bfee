import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Job } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { siteConfig } from '@/lib/site'
import type { MailMessage } from './message'

/** Where messages go when no SMTP server is configured: one .eml file each, named by the job that wrote it. */
export function mailDir(): string {
  return path.join(env().dataDir, 'mail')
}


function sender(): string {
  const e = env()
  if (e.MAIL_FROM) return e.MAIL_FROM
  const site = siteConfig()
  return `"${site.name.replace(/"/g, '')}" <noreply@${new URL(site.url).hostname}>`
}

/**
 * The message as sent. Its Message-ID comes from the job, so a message sent twice (an instance died after the SMTP
 * server took it and before the job was marked done) is recognisably the same message to the receiving server.
 */
function envelope(job: Job, message: MailMessage) {
  return {
    from: sender(),
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${job.id}@${new URL(siteConfig().url).hostname}>`,
    headers: preparedHeaders(message.headers),
  }
}

/**
 * Our own header values, written as they are: nodemailer would otherwise fold or encode them, and a mail client
 * must read List-Unsubscribe's <…> URLs whole. A line break in a value could inject a header, so none survives.
 */
function preparedHeaders(headers: Record<string, string> | undefined) {
  if (!headers) return undefined
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, { prepared: true, value: value.replace(/[\r\n]+/g, ' ') }]))
}

export type MailDeps = { smtpUrl?: string; dir?: string }

/** A status link's token in a message: /apply/status/<22 base64url characters> (lib/pipeline/status-token.ts). */
const STATUS_TOKEN_IN_LINK = /(\/apply\/status\/)[A-Za-z0-9_-]{22}(?![A-Za-z0-9_-])/g
/** An invitation's set-password token: /admin/set-password?token=<43 base64url characters> (lib/auth/accounts.ts). */
const SET_PASSWORD_TOKEN_IN_LINK = /(\/admin\/set-password\?token=)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g
export const TOKEN_REMOVED = '(link removed once sent)'

/**
 * The payload a sent e-mail's job keeps in the job history: the status link's and the set-password link's tokens
 * struck out, since the database is to hold only their hashes. Undefined when there is nothing to strike (the payload
 * stays as it is).
 */
export function sentPayload(payload: Record<string, unknown>): Record<string, unknown> | undefined {
  const json = JSON.stringify(payload)
  const pruned = json.replace(STATUS_TOKEN_IN_LINK, `$1${TOKEN_REMOVED}`).replace(SET_PASSWORD_TOKEN_IN_LINK, `$1${TOKEN_REMOVED}`)
  return pruned === json ? undefined : (JSON.parse(pruned) as Record<string, unknown>)
}

/**
 * The mail job's handler: SMTP when SMTP_URL is set, otherwise an .eml file in DATA_DIR/mail/. Throws to retry.
 * Once sent, the job keeps the message without its status token (the runner stores `donePayload` as it completes).
 */
export async function mailMessage(job: Job, _db?: unknown, { smtpUrl = env().SMTP_URL, dir = mailDir() }: MailDeps = {}): Promise<void | { donePayload: Record<string, unknown> }> {
  const message = job.payload.message as MailMessage
  const done = () => {
    const donePayload = sentPayload(job.payload)
    return donePayload ? { donePayload } : undefined
  }
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    try {
      await transport.sendMail(envelope(job, message))
    } finally {
      transport.close()
    }
    return done()
  }
  const file = path.join(dir, `${job.id}.eml`)
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(envelope(job, message))
  await fs.mkdir(dir, { recursive: true })
  // Written whole or not at all: a file that exists is a message that was sent.
  const partial = `${file}.partial`
  await fs.writeFile(partial, built.message as Buffer)
  await fs.rename(partial, file)
  return done()
}
