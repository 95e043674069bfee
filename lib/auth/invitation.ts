import 'server-only'
import type { Db } from '@/lib/db/client'
import type { AdminAccount } from '@/lib/db/queries/admin-users'
import { enqueueJob } from '@/lib/db/queries/jobs'
import { mailJob, type MailMessage } from '@/lib/mail/message'
import { siteConfig } from '@/lib/site'
import { hashSetPasswordToken, SET_PASSWORD_LINK_HOURS, setPasswordUrl, type IssuedLink } from './accounts'
import { ROLE_NAMES, ROLE_SUMMARIES, type AccountRole } from './permissions'

/**
 * The invitation e-mail: a new account's (or a renewed) one-time set-password link, sent to the account's address
 * through the mail outbox like every other e-mail of the site. Its message holds a live link, so the mail log keeps
 * it from everyone but those who manage accounts (INVITATION_KEY_PREFIX), and the job's stored copy loses the token
 * once sent (lib/mail/mailer.ts sentPayload).
 */

/** The mail job key of every invitation (mailJob adds 'mail:'). */
export const INVITATION_KEY_PREFIX = 'mail:invite:'

export function isInvitationKey(key: string | null | undefined): boolean {
  return key?.startsWith(INVITATION_KEY_PREFIX) ?? false
}

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

export function invitationMessage(account: Pick<AdminAccount, 'name' | 'email'> & { role: AccountRole }, link: string, expiresAt: Date, origin: string): MailMessage {
  const site = siteConfig()
  const role = ROLE_NAMES[account.role].toLowerCase()
  return {
    to: account.email ?? '',
    replyTo: site.email,
    subject: `Your ${site.name} admin account: choose a password`,
    text: [
      `Hello ${account.name},`,
      '',
      `You have an account in the ${site.name} admin area, as ${role === 'editor' ? 'an' : 'a'} ${role}.`,
      `What ${role === 'editor' ? 'an' : 'a'} ${role} may do: ${ROLE_SUMMARIES[account.role]}`,
      '',
      `Choose your password with this link. It works once, for ${SET_PASSWORD_LINK_HOURS} hours (until ${utc(expiresAt)}):`,
      '',
      link,
      '',
      `Then log in at ${origin}/admin with this e-mail address (${account.email}) and that password.`,
      '',
      'If you did not expect this e-mail, ignore it: the link stops working by itself.',
      '',
      site.name,
    ].join('\n'),
  }
}

/**
 * Queues the invitation for `account` with `link` (made at `origin`, the address the owner works on). Keyed by the
 * link, so each new link is its own message and a repeat queues nothing. Whether a message was queued.
 */
export async function queueInvitation(db: Db, account: AdminAccount, link: IssuedLink, origin: string): Promise<boolean> {
  if (!account.email || account.role === 'owner' || account.disabled) return false
  const message = invitationMessage({ ...account, role: account.role }, setPasswordUrl(origin, link.token), link.expiresAt, origin)
  const key = `${INVITATION_KEY_PREFIX.slice('mail:'.length)}${account.id}:${hashSetPasswordToken(link.token).slice(0, 16)}`
  return (await enqueueJob(db, mailJob(key, message))) !== null
}
