'use client'

import { useState } from 'react'
import { ChatMarkdown } from '@/components/chat/markdown'
import { fetchMode, sendMessage } from '@/components/chat/chat-client'
import { Button } from '@/components/ui/button'
import { CHAT_LIMITS } from '@/lib/agents/errors'

type Status = { kind: 'idle' } | { kind: 'asking' } | { kind: 'note'; text: string }

/**
 * Asks the venture launch builder agent, through the site's own chat API, to review one section of the plan. The plan
 * never depends on it: with the assistant off, or no language model reachable, the visitor gets a plain note.
 */
export default function AgentReview({ title, summary, review, onReview }: { title: string; summary: string; review?: string; onReview: (text: string) => void }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  async function ask() {
    setStatus({ kind: 'asking' })
    const mode = await fetchMode()
    if (mode.mode !== 'live') {
      setStatus({ kind: 'note', text: 'The assistant is not available yet. Your plan is complete without it.' })
      return
    }
    const message = `Please review this part of my venture launch plan (${title}) and give me the three most useful next steps:\n\n${summary}`.slice(0, CHAT_LIMITS.maxMessageChars)
    const result = await sendMessage(message, null)
    if (!result.ok) {
      setStatus({ kind: 'note', text: result.suggestion })
      return
    }
    if (result.reply.metadata.fallback) {
      setStatus({ kind: 'note', text: 'No language model is reachable right now, so there is no tailored review. Your plan is complete without it; try again later.' })
      return
    }
    onReview(result.reply.content)
    setStatus({ kind: 'idle' })
  }

  return (
    <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      {review ? (
        <div className="rounded-xl bg-indigo-50 p-4 text-sm leading-6 text-slate-800 dark:bg-indigo-400/10 dark:text-slate-200">
          <p className="font-semibold text-indigo-900 dark:text-indigo-200">Launch builder review</p>
          <ChatMarkdown source={review} />
        </div>
      ) : null}
      <div className="print:hidden">
        <Button variant="ghost" size="sm" onClick={ask} disabled={status.kind === 'asking'}>
          {status.kind === 'asking' ? 'Asking the launch builder…' : review ? 'Ask for another review' : 'Ask the launch builder agent to review this'}
        </Button>
        <p aria-live="polite" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {status.kind === 'note' ? status.text : ''}
        </p>
      </div>
    </div>
  )
}
