'use client'

import Link from 'next/link'
import { clsx } from 'clsx'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { WIDGET_TEXTS, TEAM_FORM_TEXTS as T } from './texts'

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'
const field = clsx(
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-invalid:border-red-700 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:aria-invalid:border-red-400',
  focusRing,
)
const errorText = 'text-xs text-red-700 dark:text-red-400'

type Errors = Partial<Record<'name' | 'email' | 'message' | 'consent' | 'form', string>>

/**
 * 'Talk to the team': name, e-mail, an optional note and consent; the server files it as a contact
 * message carrying this conversation. Each error shows beside its field; what was typed stays.
 */
export function TeamForm({ sessionId, onSent, onBack }: { sessionId: string | null; onSent: (confirmation: string) => void; onBack: () => void }) {
  const id = useId()
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  // One key per opened form: a double click or a retry after a lost answer files one message.
  const key = useRef(crypto.randomUUID())
  const formRef = useRef<HTMLFormElement>(null)
  // The form replaces the conversation in the panel: focus moves into it, as it would into a dialog.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input')?.focus(), [])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setBusy(true)
    const found = await send({
      sessionId,
      name: data.get('name'),
      email: data.get('email'),
      message: data.get('message'),
      consent: data.get('consent') === 'on',
      idempotencyKey: key.current,
    })
    setBusy(false)
    if ('confirmation' in found) return onSent(found.confirmation)
    setErrors(found.errors)
    // Focus the first field to fix, so a keyboard or screen-reader user lands on it.
    const first = (['name', 'email', 'message', 'consent'] as const).find((f) => found.errors[f])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const describedBy = (name: keyof Errors) => (errors[name] ? `${id}-${name}-error` : undefined)
  const error = (name: keyof Errors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={errorText}>
        {errors[name]}
      </p>
    ) : null

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-labelledby={`${id}-title`} data-testid="chat-team-form">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {T.title}
      </h3>
      <p className="text-xs leading-5 text-slate-600 dark:text-slate-300">{T.intro}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {T.name}
        </label>
        <input id={`${id}-name`} name="name" autoComplete="name" required maxLength={120} aria-invalid={!!errors.name || undefined} aria-describedby={describedBy('name')} className={field} />
        {error('name')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {T.email}
        </label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} aria-invalid={!!errors.email || undefined} aria-describedby={describedBy('email')} className={field} />
        {error('email')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-message`} className="text-sm font-medium">
          {sessionId ? T.noteOptional : T.note}
        </label>
        <textarea id={`${id}-message`} name="message" rows={3} maxLength={5000} aria-invalid={!!errors.message || undefined} aria-describedby={describedBy('message')} className={clsx(field, 'resize-none')} />
        {error('message')}
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <input id={`${id}-consent`} name="consent" type="checkbox" required aria-invalid={!!errors.consent || undefined} aria-describedby={describedBy('consent')} className="mt-1 size-4 shrink-0 accent-indigo-600" />
          <label htmlFor={`${id}-consent`} className="text-xs leading-5 text-slate-800 dark:text-slate-200">
            {T.consent}{' '}
            <Link href="/privacy-policy" prefetch={false} className={clsx('underline underline-offset-2', focusRing)}>
              {T.privacyLink}
            </Link>
            .
          </label>
        </div>
        {error('consent')}
      </div>
      {error('form')}
      <div className="flex items-center gap-2">
        <button
          type="submit"
          disabled={busy}
          className={clsx('min-h-11 rounded-full bg-indigo-600 px-4 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-50', focusRing)}
        >
          {busy ? T.sending : T.send}
        </button>
        <button type="button" onClick={onBack} className={clsx('min-h-11 rounded-full px-4 text-sm font-medium text-slate-700 hover:bg-slate-900/5 dark:text-slate-200 dark:hover:bg-white/10', focusRing)}>
          {T.back}
        </button>
      </div>
    </form>
  )
}

async function send(body: Record<string, unknown>): Promise<{ confirmation: string } | { errors: Errors }> {
  try {
    const res = await fetch('/api/chat/team', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
    const answer = (await res.json().catch(() => null)) as { confirmation?: unknown; fieldErrors?: Record<string, string>; suggestion?: unknown } | null
    if (res.ok && typeof answer?.confirmation === 'string') return { confirmation: answer.confirmation }
    if (answer?.fieldErrors && Object.keys(answer.fieldErrors).length > 0) return { errors: answer.fieldErrors }
    return { errors: { form: typeof answer?.suggestion === 'string' ? answer.suggestion : T.failed } }
  } catch {
    return { errors: { form: WIDGET_TEXTS.unreachable } }
  }
}
