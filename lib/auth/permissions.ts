import type { AdminRole } from '@/lib/db/schema'

/**
 * CONTRACT: what each admin role may do, in one table. The guards (lib/auth/guard.ts requirePermission*,
 * lib/admin/admin-action.ts `access`), the admin menu, the dashboard and the settings page all read it, so what an
 * account is shown and what the server lets it do cannot drift apart. Pure data: no server-only imports.
 */

export const CAPABILITIES = ['submissions', 'export', 'privacy', 'mail', 'assistant', 'analytics', 'content', 'audit', 'accounts', 'settings', 'delete', 'system'] as const
export type Capability = (typeof CAPABILITIES)[number]

/** Each capability in words, as the settings page and the refusals name it. */
export const CAPABILITY_LABELS: Record<Capability, string> = {
  submissions: 'Read submissions and work the pipeline: status, assignee, tags, notes, pitch decks, set-aside submissions',
  export: 'Download submissions and newsletter subscribers as CSV',
  privacy: 'Look up a visitor’s address and download everything held about it',
  mail: 'Read the e-mail log (what the site sent, to whom)',
  assistant: 'The chat assistant: its conversations, agents, providers and test box',
  analytics: 'Analytics (page views and clicks; no personal data)',
  content: 'Write, edit, publish and delete blog posts; write, test and send newsletter issues; unsubscribe an address on request',
  audit: 'Read the audit log',
  accounts: 'Add, disable and re-enable accounts and send their set-password links',
  settings: 'Change the site’s settings (the chat assistant’s mode)',
  delete: 'Delete submissions, erase an address’s data, clean up old data',
  system: 'The system page: health of the database, jobs, mail, outbox, providers and disk, and the running build',
}

const EVERYTHING: ReadonlySet<Capability> = new Set(CAPABILITIES)

/** The role → capability table. The owner may do everything; every account may change its own password. */
export const ROLE_CAPABILITIES: Record<AdminRole, ReadonlySet<Capability>> = {
  owner: EVERYTHING,
  reviewer: new Set<Capability>(['submissions', 'export', 'privacy', 'mail', 'assistant', 'analytics']),
  editor: new Set<Capability>(['content', 'analytics']),
}

/** The roles the owner can give an account (the owner itself has no row). */
export const ACCOUNT_ROLES = ['reviewer', 'editor'] as const satisfies readonly AdminRole[]
export type AccountRole = (typeof ACCOUNT_ROLES)[number]

export const ROLE_NAMES: Record<AdminRole, string> = { owner: 'Owner', reviewer: 'Reviewer', editor: 'Editor' }

/** One sentence per role, for the settings page and the invitation e-mail. */
export const ROLE_SUMMARIES: Record<AdminRole, string> = {
  owner: 'Everything. Only the owner manages accounts, changes the site’s settings, reads the audit log and the system page, and deletes data.',
  reviewer: 'Works on what visitors send: submissions and the pipeline, notes, exports, privacy look-ups, the e-mail log and the chat assistant; analytics. No blog or newsletter.',
  editor: 'Publishes the blog and the newsletter; analytics. Never sees submissions or other personal data.',
}

/** What an account is told when its role may not do what it asked, in a form and by an API. */
export const PERMISSION_REFUSED = 'Your account may not do this. Ask the owner of the admin area.'

export function can(role: AdminRole, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role]?.has(capability) ?? false
}
