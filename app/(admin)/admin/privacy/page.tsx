import type { Metadata } from 'next'
import { PrivacyRequest } from '@/components/admin/privacy-request'
import { muted } from '@/components/admin/styles'
import { requirePermission } from '@/lib/auth/guard'
import { can } from '@/lib/auth/permissions'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Privacy requests', robots: { index: false, follow: false } }

/** A visitor's request to see or erase their data (the privacy policy's promise), answered from one address. */
export default async function PrivacyPage() {
  const session = await requirePermission('privacy')
  const canErase = can(session.role, 'delete')
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Privacy requests</h1>
        <p className={muted}>
          Enter the address a visitor wrote from to find everything held about it: submissions of every form whose e-mail is that address (any
          case), the newsletter subscription, chat conversations and transcripts that mention it or that its messages came from, the analytics
          of the visits those submissions came from, the e-mails sent to it, and its set-aside submissions. Download it as one JSON file to send
          them{canErase ? ', or erase it all in one confirmed step' : ''}.
        </p>
      </div>
      {/* Erasing needs 'delete', the owner's (eraseAction refuses reviewers), so reviewers are not offered it at all. */}
      <PrivacyRequest canErase={canErase} />
    </div>
  )
}
