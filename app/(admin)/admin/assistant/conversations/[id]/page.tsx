import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { ChatTranscript } from '@/components/admin/chat-transcript'
import { card, muted, textLink } from '@/components/admin/styles'
import { conversationView } from '@/lib/admin/transcript-view'
import { requirePermission } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { feedbackRows } from '@/lib/db/queries/chat-feedback'
import { getChatSession } from '@/lib/db/queries/chat-sessions'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Conversation', robots: { index: false, follow: false } }

/** One assistant conversation as it stands, with the visitor's verdicts beside the answers they rated. */
export default async function ConversationPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('assistant')
  const { id } = await params
  const db = await getDb()
  const session = await getChatSession(db, id)
  if (!session) notFound()
  const view = conversationView(session, await feedbackRows(db, session.id))

  return (
    <div className="space-y-6">
      <p>
        <Link href="/admin/assistant" className={textLink}>
          ← Assistant
        </Link>
      </p>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Conversation: {session.title || 'untitled'}</h1>
        <p className={muted}>
          {session.status === 'active' ? 'Active' : 'Archived'} · id <span className="font-mono">{session.id}</span>
        </p>
      </div>
      <section className={card} aria-label="Messages">
        <ChatTranscript view={view} />
      </section>
    </div>
  )
}
