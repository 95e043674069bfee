'use client'

import { ThumbsDown, ThumbsUp } from 'lucide-react'
import { clsx } from 'clsx'
import { useId, useState } from 'react'
import type { Outcome } from './chat-client'
import { FEEDBACK_TEXTS } from './texts'

export type Rate = (rating: 1 | -1, comment: string | null) => Promise<Outcome>

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'
const thumb = clsx(
  'inline-flex size-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-900/5 hover:text-slate-950 disabled:opacity-50 aria-pressed:bg-indigo-100 aria-pressed:text-indigo-800 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white dark:aria-pressed:bg-indigo-900 dark:aria-pressed:text-indigo-100 [&_svg]:size-4',
  focusRing,
)
const textButton = clsx('min-h-8 rounded px-1 text-xs font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300', focusRing)

/**
 * Thumbs up/down under an answer, then an optional comment. Real buttons with aria-pressed, so a
 * keyboard or screen-reader user rates as easily as a mouse user; a second verdict replaces the first.
 */
export function AnswerFeedback({ rating, onRate }: { rating: 1 | -1 | undefined; onRate: Rate }) {
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const [commenting, setCommenting] = useState(false)
  const [comment, setComment] = useState('')
  const commentId = useId()

  const submit = async (next: 1 | -1, text: string | null) => {
    setBusy(true)
    const outcome = await onRate(next, text)
    setBusy(false)
    setStatus(outcome.ok ? (text ? FEEDBACK_TEXTS.commentThanks : FEEDBACK_TEXTS.thanks) : outcome.message)
    if (outcome.ok && text) {
      setCommenting(false)
      setComment('')
    }
  }

  return (
    <div className="flex max-w-[85%] flex-col gap-1">
      <div role="group" aria-label={FEEDBACK_TEXTS.groupLabel} className="flex items-center gap-1">
        <button type="button" className={thumb} aria-pressed={rating === 1} aria-label={FEEDBACK_TEXTS.up} disabled={busy} onClick={() => void submit(1, null)}>
          <ThumbsUp aria-hidden="true" />
        </button>
        <button type="button" className={thumb} aria-pressed={rating === -1} aria-label={FEEDBACK_TEXTS.down} disabled={busy} onClick={() => void submit(-1, null)}>
          <ThumbsDown aria-hidden="true" />
        </button>
        {rating && !commenting && (
          <button type="button" className={textButton} onClick={() => setCommenting(true)}>
            {FEEDBACK_TEXTS.addComment}
          </button>
        )}
      </div>
      {rating && commenting && (
        <form
          className="flex flex-col gap-1"
          onSubmit={(event) => {
            event.preventDefault()
            if (comment.trim()) void submit(rating, comment.trim())
          }}
        >
          <label htmlFor={commentId} className="text-xs text-slate-700 dark:text-slate-300">
            {FEEDBACK_TEXTS.commentLabel}
          </label>
          <textarea
            id={commentId}
            rows={2}
            maxLength={FEEDBACK_TEXTS.commentMax}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            className={clsx(
              'w-full resize-none rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100',
              focusRing,
            )}
          />
          <div className="flex gap-2">
            <button type="submit" className={textButton} disabled={busy || comment.trim() === ''}>
              {FEEDBACK_TEXTS.sendComment}
            </button>
            <button type="button" className={textButton} onClick={() => setCommenting(false)}>
              {FEEDBACK_TEXTS.cancel}
            </button>
          </div>
        </form>
      )}
      <p role="status" className="text-xs text-slate-600 empty:hidden dark:text-slate-300">
        {status}
      </p>
    </div>
  )
}
