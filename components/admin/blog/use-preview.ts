'use client'

import { useEffect, useRef, useState } from 'react'
import { previewPostAction } from '@/lib/blog/actions'
import { isSiteUpdatedError } from '@/lib/forms/client/use-action-state-across-builds'
import { FORM_MESSAGES } from '@/lib/forms/form-state'
import { BLOG_ADMIN_MESSAGES, type PreviewState } from '@/lib/blog/post-state'

export const PREVIEW_DEBOUNCE_MS = 300

/**
 * The live preview: the markdown is rendered and sanitised on the server (previewPostAction) ~300 ms after the
 * last keystroke; an answer that arrives after a newer request was sent is dropped.
 */
export function usePreview(content: string, initial: { content: string; html: string }) {
  const [preview, setPreview] = useState<PreviewState>({ status: 'ok', html: initial.html })
  const [pending, setPending] = useState(false)
  const lastRequested = useRef(initial.content)
  const sequence = useRef(0)

  useEffect(() => {
    if (content === lastRequested.current) return
    const timer = setTimeout(() => {
      lastRequested.current = content
      const n = ++sequence.current
      setPending(true)
      previewPostAction(content).then(
        (state) => {
          if (n !== sequence.current) return
          setPreview(state)
          setPending(false)
        },
        (err: unknown) => {
          if (n !== sequence.current) return
          const message = isSiteUpdatedError(err) ? FORM_MESSAGES.siteUpdated : BLOG_ADMIN_MESSAGES.previewUnavailable
          setPreview({ status: 'error', message })
          setPending(false)
        },
      )
    }, PREVIEW_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [content])

  return { preview, pending }
}
