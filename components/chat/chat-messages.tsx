import Link from 'next/link'
import { clsx } from 'clsx'
import type { Attachment, QuickAction } from '@/lib/agents/types'
import { AnswerFeedback, type Rate } from './answer-feedback'
import { ChatMarkdown } from './markdown'
import { linkTargets, safeHref, type StudioContact } from './markdown-parse'
import { WIDGET_TEXTS } from './texts'

export type ViewMessage = {
  id: string
  /** 'notice' is the widget's own word (an error the visitor can act on), styled like the assistant. */
  role: 'user' | 'assistant' | 'notice'
  content: string
  attachments?: Attachment[]
  quickActions?: QuickAction[]
  /** An answer stored in the conversation (not the widget's own welcome or notices): the visitor may rate it. */
  rateable?: boolean
  /** The visitor's verdict on it so far. */
  rating?: 1 | -1
}

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'

export function MessageBubble({
  message,
  showActions,
  disabled,
  onAction,
  onNavigate,
  contact,
  onRate,
}: {
  message: ViewMessage
  showActions: boolean
  disabled: boolean
  onAction: (action: QuickAction) => void
  onNavigate: () => void
  contact: StudioContact
  /** Given for answers the visitor may rate (stored in their conversation). */
  onRate?: Rate
}) {
  const mine = message.role === 'user'
  // A page the text already links to is not offered again as a chip.
  const inText = message.attachments?.length ? linkTargets(message.content, contact) : new Set<string>()
  const links = (message.attachments ?? []).filter((a) => a.type === 'link' && safeHref(a.url, contact) && !inText.has(a.url))
  return (
    <li className={clsx('flex flex-col gap-2', mine ? 'items-end' : 'items-start')} data-role={message.role}>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-6 break-words',
          mine && 'rounded-br-md bg-indigo-600 whitespace-pre-wrap text-white',
          message.role === 'assistant' && 'rounded-bl-md bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
          message.role === 'notice' &&
            'rounded-bl-md border border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100',
        )}
      >
        {mine ? (
          <>
            <span className="sr-only">You: </span>
            {message.content}
          </>
        ) : (
          <>
            <span className="sr-only">{message.role === 'notice' ? 'Notice: ' : 'Assistant: '}</span>
            <ChatMarkdown source={message.content} onNavigate={onNavigate} contact={contact} />
          </>
        )}
      </div>
      {links.length > 0 && (
        <ul aria-label={WIDGET_TEXTS.linksLabel} className="flex max-w-[85%] flex-col gap-1">
          {links.map((a) => (
            <li key={`${a.url}-${a.title}`}>
              <AttachmentLink attachment={a} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
      {message.rateable && onRate && <AnswerFeedback rating={message.rating} onRate={onRate} />}
      {showActions && message.quickActions && message.quickActions.length > 0 && (
        <ul aria-label={WIDGET_TEXTS.optionsLabel} className="flex max-w-full flex-wrap gap-2">
          {message.quickActions.map((action) => (
            <li key={`${action.label}-${action.value}`}>
              <button
                type="button"
                disabled={disabled}
                data-chat-option=""
                onClick={() => onAction(action)}
                className={clsx(
                  'min-h-11 rounded-full border border-indigo-300 bg-white px-4 text-sm font-medium text-indigo-800 transition-colors hover:bg-indigo-50 disabled:opacity-50 dark:border-indigo-700 dark:bg-slate-900 dark:text-indigo-200 dark:hover:bg-slate-800 motion-reduce:transition-none',
                  focusRing,
                )}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

function AttachmentLink({ attachment, onNavigate }: { attachment: Attachment; onNavigate: () => void }) {
  const className = clsx(
    'inline-flex min-h-11 items-center gap-1 text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100',
    focusRing,
  )
  if (attachment.url.startsWith('/')) {
    return (
      <Link href={attachment.url} prefetch={false} className={className} onClick={onNavigate}>
        {attachment.title} <span aria-hidden="true">→</span>
      </Link>
    )
  }
  return (
    <a href={attachment.url} className={className}>
      {attachment.title}
    </a>
  )
}

export function TypingIndicator() {
  return (
    <li className="flex items-start" aria-hidden="true" data-testid="chat-typing">
      <div className="flex gap-1 rounded-2xl rounded-bl-md bg-slate-100 px-4 py-3 dark:bg-slate-800">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none dark:bg-slate-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  )
}
