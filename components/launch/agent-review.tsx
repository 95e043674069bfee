'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { ChatMarkdown } from '@/components/chat/markdown'
import { fetchMode, sendMessage } from '@/components/chat/chat-client'
import { Button } from '@/components/ui/button'
import { CHAT_LIMITS } from '@/lib/agents/errors'

type Status = { kind: 'idle' } | { kind: 'confirming' } | { kind: 'asking' } | { kind: 'note'; text: string }

// Whether a review can be had at all: the assistant is live and a language model is configured. Asked once per page
// for every section; without a model the button could only fail, so it is not shown.
let availability: Promise<boolean> | null = null
const reviewAvailable = () => (availability ??= fetchMode().then((info) => info.mode === 'live' && info.model))

// The button's text wraps: on a phone the one-line label widened the page past the screen.
const WRAPPING = 'h-auto min-h-9 py-1.5 text-left whitespace-normal'

/**
 * Asks the venture launch builder agent, through the site's own chat API, to review one section of the plan. The rest
 * of the plan stays in the browser, so the visitor is told that this sends the section, and asked, before it goes.
 * The message is marked as the launch builder's, so the studio's list of popular questions leaves it out.
 */
export default function AgentReview({ title, summary, review, onReview }: { title: string; summary: string; review?: string; onReview: (text: string) => void }) {
  const [available, setAvailable] = useState(false)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const sendRef = useRef<HTMLButtonElement>(null)
  const questionId = useId()

  useEffect(() => {
    let live = true
    void reviewAvailable().then((ok) => live && setAvailable(ok))
    return () => {
      live = false
    }
  }, [])
  useEffect(() => {
    // The question replaces the button that asked it: keyboard focus goes on to its answer.
    if (status.kind === 'confirming') sendRef.current?.focus()
  }, [status.kind])

  async function send() {
    setStatus({ kind: 'asking' })
    const message = `Please review this part of my venture launch plan (${title}) and give me the three most useful next steps:\n\n${summary}`.slice(0, CHAT_LIMITS.maxMessageChars)
    const result = await sendMessage(message, null, fetch, undefined, undefined, 'launch-review')
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

  if (!review && !available) return null
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      {review ? (
        <div className="rounded-xl bg-indigo-50 p-4 text-sm leading-6 text-slate-800 dark:bg-indigo-400/10 dark:text-slate-200">
          <p className="font-semibold text-indigo-900 dark:text-indigo-200">Launch builder review</p>
          <ChatMarkdown source={review} />
        </div>
      ) : null}
      {available ? (
        <div className="print:hidden">
          {status.kind === 'confirming' ? (
            <div role="group" aria-labelledby={questionId} className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <p id={questionId} className="text-sm leading-6 text-slate-700 dark:text-slate-300">
                This sends the text of the {title} section to the studio&apos;s AI assistant, which keeps it with the studio&apos;s chat records. The rest of
                your plan stays in this browser. Send it?
              </p>
              <div className="flex flex-wrap gap-2">
                <Button ref={sendRef} size="sm" className={WRAPPING} onClick={() => void send()}>
                  Send this section
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setStatus({ kind: 'idle' })}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="ghost" size="sm" className={WRAPPING} onClick={() => setStatus({ kind: 'confirming' })} disabled={status.kind === 'asking'}>
              {status.kind === 'asking' ? 'Sending to the launch builder agent…' : review ? 'Send this section again for another review' : 'Send this section to the launch builder agent for review'}
            </Button>
          )}
          <p aria-live="polite" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {status.kind === 'note' ? status.text : ''}
          </p>
        </div>
      ) : null}
    </div>
  )
}
