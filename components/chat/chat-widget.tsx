'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { Minus, SendHorizontal, X } from 'lucide-react'
import { clsx } from 'clsx'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { CHAT_LIMITS, CHAT_TEXTS } from '@/lib/agents/errors'
import { TEAM_FORM_ACTION } from '@/lib/agents/talk-to-team-texts'
import type { ChatReply, QuickAction } from '@/lib/agents/types'
import { endSession, fetchMode, fetchSession, postJson, sendMessage, storedSessionId, type ModeInfo, type Outcome, type RestoredSession } from './chat-client'
import { MessageBubble, TypingIndicator, type ViewMessage } from './chat-messages'
import { plainText, type StudioContact } from './markdown-parse'
import { TeamForm } from './team-form'
import { COUNTER_FROM, FEEDBACK_TEXTS, STARTERS, TEAM_FORM_TEXTS, WIDGET_TEXTS } from './texts'

export type ChatWidgetProps = {
  /** False while minimized: the panel stays mounted (the conversation is kept) but is hidden. */
  visible: boolean
  onMinimize: () => void
  /** Called after the session was ended; the launcher unmounts the widget, which clears the messages. */
  onClose: () => void
  /** The studio's own e-mail and phone: the only mailto:/tel: links a reply may show. */
  contact: StudioContact
}

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'
const iconButton = clsx(
  'inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-900/5 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white [&_svg]:size-5',
  focusRing,
)

let nextId = 0
const localId = () => `local-${++nextId}`

function fromReply(reply: ChatReply): ViewMessage {
  return { id: reply.id, role: 'assistant', content: reply.content, attachments: reply.attachments, quickActions: reply.quickActions, rateable: true }
}

/** The live welcome, then the tab's conversation when there is one (its starters only when there is none). */
function firstMessages(info: ModeInfo, restored: RestoredSession | null): ViewMessage[] {
  if (info.mode === 'live') {
    const earlier = (restored?.messages ?? []).map(
      (m): ViewMessage => ({
        id: m.id,
        role: m.role,
        content: m.content,
        // Answers stored with their links and options show them again; older ones come back as text only.
        attachments: m.attachments,
        quickActions: m.quickActions,
        rateable: m.role === 'assistant',
        rating: restored?.feedback[m.id],
      }),
    )
    const welcome: ViewMessage = { id: localId(), role: 'assistant', content: WIDGET_TEXTS.welcome, quickActions: earlier.length ? [] : [...STARTERS] }
    return [welcome, ...earlier]
  }
  if (info.mode === 'coming-soon' && info.comingSoon) return [{ ...fromReply(info.comingSoon), rateable: false }]
  return [{ id: localId(), role: 'notice', content: WIDGET_TEXTS.modeUnknown, quickActions: [{ label: 'Contact the team', value: '/contact' }] }]
}

/** The failure notice's action; its value is the message to send again. */
const RETRY_LABEL = 'Retry'

export function ChatWidget({ visible, onMinimize, onClose, contact }: ChatWidgetProps) {
  const router = useRouter()
  const [mode, setMode] = useState<ModeInfo | null>(null)
  const [messages, setMessages] = useState<ViewMessage[]>([])
  const [input, setInput] = useState('')
  const [pending, setPending] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  // 'Talk to the team' is open, for this conversation (null before the first answer).
  const [team, setTeam] = useState<{ sessionId: string | null } | null>(null)
  const sessionId = useRef<string | null>(null)
  // The message whose send failed: the notice's Retry sends it again (it is also back in the input). When part of an
  // answer had been shown, the question and that cut answer stay on screen until the message is sent again.
  const failed = useRef<{ text: string; noticeId: string; shownIds: string[] } | null>(null)
  // The request of the answer being written: closing the chat ends it, and the server then stops the model.
  const inFlight = useRef<AbortController | null>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const titleId = useId()
  const noteId = useId()
  const counterId = useId()
  const live = mode?.mode === 'live'

  useEffect(() => {
    let cancelled = false
    const kept = storedSessionId.get()
    void Promise.all([fetchMode(), kept ? fetchSession(kept) : null]).then(([info, restored]) => {
      if (cancelled) return
      if (restored && info.mode === 'live') sessionId.current = kept
      else if (kept) storedSessionId.clear()
      const first = firstMessages(info, restored)
      setMode(info)
      setMessages(first)
      // A restored conversation is announced by its welcome only: reading the whole history out again would drown it.
      setAnnouncement(plainText(first[0]?.content ?? ''))
    })
    return () => {
      cancelled = true
    }
  }, [])

  // Focus goes into the panel whenever it is shown: the input when the visitor can type, else the first option.
  useEffect(() => {
    if (!visible || mode === null) return
    if (live) inputRef.current?.focus()
    else (dialogRef.current?.querySelector<HTMLElement>('[data-chat-option]') ?? dialogRef.current)?.focus()
  }, [visible, mode, live])

  useEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [messages, pending])

  useEffect(() => () => inFlight.current?.abort(), [])

  // A visitor who leaves the site with the chat open still gets the transcript kept.
  useEffect(() => {
    const onPageHide = () => {
      if (sessionId.current) endSession(sessionId.current, 'beacon')
    }
    window.addEventListener('pagehide', onPageHide)
    return () => window.removeEventListener('pagehide', onPageHide)
  }, [])

  const send = useCallback(
    async (text: string, fromInput: boolean) => {
      if (text.trim() === '' || pending) return
      // Refused here with the counter's words rather than cut: the visitor decides what to leave out.
      if (text.length > CHAT_LIMITS.maxMessageChars) return setAnnouncement(CHAT_TEXTS.tooLong)
      const mine: ViewMessage = { id: localId(), role: 'user', content: text }
      // Sending the failed message again (Retry, or the same words from the input) replaces its question and cut
      // answer with this exchange: the question once, then the new answer. Anything else only drops the notice.
      const stale = failed.current
      const replaced = new Set(stale ? [stale.noticeId, ...(stale.text === text ? stale.shownIds : [])] : [])
      failed.current = null
      setMessages((list) => [...list.filter((m) => !replaced.has(m.id)), mine])
      if (fromInput) setInput('')
      setPending(true)
      setAnnouncement(WIDGET_TEXTS.typing)
      // A model's answer is shown as it is written, a checked sentence at a time, in a bubble of its own; the live
      // region is left alone until the answer is complete, so a screen reader hears it once, whole.
      const partial: ViewMessage = { id: localId(), role: 'assistant', content: '' }
      const request = new AbortController()
      inFlight.current = request
      const onSentence = (sentence: string) => {
        partial.content += sentence
        const shown = { ...partial }
        setMessages((list) => (list.some((m) => m.id === shown.id) ? list.map((m) => (m.id === shown.id ? shown : m)) : [...list, shown]))
      }
      const result = await sendMessage(text, sessionId.current, fetch, onSentence, request.signal)
      inFlight.current = null
      setPending(false)
      // The chat was closed meanwhile: its conversation is over, and nothing is left to show.
      if (request.signal.aborted) return
      if (result.ok) {
        sessionId.current = result.reply.sessionId
        storedSessionId.set(result.reply.sessionId)
        // The whole reply takes the partial bubble's place (its final text, links and options).
        setMessages((list) => [...list.filter((m) => m.id !== partial.id), fromReply(result.reply)])
        setAnnouncement(plainText(result.reply.content))
      } else {
        // The visitor's words go back into the input (not lost); the notice says what to do and offers Retry. Part of
        // an answer already shown stays, with the question it answers.
        const notice: ViewMessage = { id: localId(), role: 'notice', content: result.suggestion, quickActions: [{ label: RETRY_LABEL, value: text }] }
        const keepQuestion = partial.content !== ''
        failed.current = { text, noticeId: notice.id, shownIds: keepQuestion ? [mine.id, partial.id] : [] }
        setMessages((list) => [...list.filter((m) => keepQuestion || m.id !== mine.id), notice])
        if (fromInput) setInput((current) => (current === '' ? text : current))
        setAnnouncement(result.suggestion)
      }
      inputRef.current?.focus()
    },
    [pending],
  )

  const onAction = (action: QuickAction) => {
    // Retry of a failed message: when the input still holds it, it is sent from there (and cleared as a send is).
    if (action.label === RETRY_LABEL && failed.current?.text === action.value) return void send(action.value, input === action.value)
    if (action.value === TEAM_FORM_ACTION) return setTeam({ sessionId: sessionId.current })
    if (action.value.startsWith('/')) {
      router.push(action.value)
      onMinimize()
    } else void send(action.value, false)
  }

  const rate = async (messageId: string, rating: 1 | -1, comment: string | null): Promise<Outcome> => {
    const id = sessionId.current
    if (!id) return { ok: false, message: FEEDBACK_TEXTS.failed }
    const outcome = await postJson('/api/chat/feedback', { sessionId: id, messageId, rating, comment }, FEEDBACK_TEXTS.failed)
    if (outcome.ok) setMessages((list) => list.map((m) => (m.id === messageId ? { ...m, rating } : m)))
    return outcome
  }

  const teamSent = (confirmation: string) => {
    setTeam(null)
    setMessages((list) => [...list, { id: localId(), role: 'assistant', content: confirmation }])
    setAnnouncement(confirmation)
  }

  // Back from the team form (sent or not), focus returns to the input, which renders again only then.
  const teamWasOpen = useRef(false)
  useEffect(() => {
    if (team) teamWasOpen.current = true
    else if (teamWasOpen.current) {
      teamWasOpen.current = false
      inputRef.current?.focus()
    }
  }, [team])

  const close = () => {
    inFlight.current?.abort()
    if (sessionId.current) endSession(sessionId.current, 'fetch')
    sessionId.current = null
    storedSessionId.clear()
    onClose()
  }

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onMinimize()
    }
  }

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send(input, true)
    }
  }

  const tooLong = input.length > CHAT_LIMITS.maxMessageChars
  const canSend = live && !pending && input.trim() !== '' && !tooLong
  const lastAssistant = messages.findLastIndex((m) => m.role !== 'user')

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-label={WIDGET_TEXTS.dialogLabel}
      aria-describedby={live ? noteId : undefined}
      tabIndex={-1}
      hidden={!visible}
      onKeyDown={onDialogKeyDown}
      data-testid="chat-widget"
      className="fixed inset-x-2 bottom-2 z-50 flex h-[min(36rem,calc(100dvh-1rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-2xl shadow-slate-900/20 outline-none sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-[24rem] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-black/50"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 py-1 pr-1 pl-4 dark:border-slate-700">
        <h2 id={titleId} className="flex-1 text-base font-semibold">
          {WIDGET_TEXTS.title}
        </h2>
        <button type="button" className={iconButton} aria-label={WIDGET_TEXTS.minimize} onClick={onMinimize}>
          <Minus aria-hidden="true" />
        </button>
        <button type="button" className={iconButton} aria-label={WIDGET_TEXTS.close} onClick={close}>
          <X aria-hidden="true" />
        </button>
      </div>

      {team && (
        <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
          <TeamForm sessionId={team.sessionId} onSent={teamSent} onBack={() => setTeam(null)} />
        </div>
      )}
      <ol ref={listRef} aria-labelledby={titleId} hidden={team !== null} className="flex flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-4 py-4">
        {mode === null && (
          <li className="text-sm text-slate-600 dark:text-slate-300" role="status">
            {WIDGET_TEXTS.loading}
          </li>
        )}
        {messages.map((message, i) => (
          <MessageBubble
            key={message.id}
            message={message}
            showActions={i === lastAssistant}
            disabled={pending}
            onAction={onAction}
            onNavigate={onMinimize}
            contact={contact}
            onRate={message.rateable ? (rating, comment) => rate(message.id, rating, comment) : undefined}
          />
        ))}
        {pending && <TypingIndicator />}
      </ol>
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </div>

      {live && !team && (
        <form
          className="border-t border-slate-200 px-3 pt-3 pb-2 dark:border-slate-700"
          onSubmit={(event) => {
            event.preventDefault()
            void send(input, true)
          }}
        >
          <div className="flex items-end gap-2">
            <label htmlFor={`${titleId}-input`} className="sr-only">
              {WIDGET_TEXTS.inputLabel}
            </label>
            <textarea
              id={`${titleId}-input`}
              ref={inputRef}
              rows={2}
              value={input}
              aria-invalid={tooLong || undefined}
              placeholder={WIDGET_TEXTS.placeholder}
              aria-describedby={input.length >= COUNTER_FROM ? counterId : undefined}
              onChange={(event) => setInput(event.target.value)}
              onKeyDown={onInputKeyDown}
              className={clsx(
                'min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400',
                focusRing,
              )}
            />
            <button
              type="submit"
              disabled={!canSend}
              aria-label={WIDGET_TEXTS.send}
              className={clsx(
                'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-5',
                focusRing,
              )}
            >
              <SendHorizontal aria-hidden="true" />
            </button>
          </div>
          {input.length >= COUNTER_FROM && (
            <p id={counterId} className={clsx('mt-1 text-right text-xs', tooLong ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-300')}>
              {input.length}/{CHAT_LIMITS.maxMessageChars} characters
              {tooLong && <span className="block">{CHAT_TEXTS.tooLong}</span>}
            </p>
          )}
          <button
            type="button"
            onClick={() => setTeam({ sessionId: sessionId.current })}
            className={clsx('mt-1 min-h-8 text-sm font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300', focusRing)}
          >
            {TEAM_FORM_TEXTS.open}
          </button>
          <p id={noteId} className="mt-1 text-xs leading-5 text-slate-600 dark:text-slate-300">
            {WIDGET_TEXTS.footerNote}{' '}
            <Link
              href="/privacy-policy"
              prefetch={false}
              onClick={onMinimize}
              className={clsx('underline underline-offset-2 hover:text-slate-900 dark:hover:text-white', focusRing)}
            >
              {WIDGET_TEXTS.privacyLink}
            </Link>
          </p>
        </form>
      )}
    </div>
  )
}
