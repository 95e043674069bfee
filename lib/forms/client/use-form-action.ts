'use client'

import { useActionState, useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type RefObject } from 'react'
import { usePathname, useRouter } from 'next/navigation'
import { IDEMPOTENCY_FIELD, IDLE, UNAVAILABLE_MESSAGE, type FormFieldErrors, type FormState, type FormValues } from '@/lib/forms/form-controls'
import type { PageFormId } from '@/lib/forms/page-forms'
import { loadSending } from './load-sending'
import type { FormSender, SendProblem } from './send-form'
import { QUEUE_SENT_EVENT } from './send-queue-keys'
import type { SentDetail } from './send-queue'

export type FormAction = (prev: FormState, formData: FormData) => Promise<FormState>

const noop = () => () => {}
/** False on the server and while hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}

/** A fresh idempotency key; crypto.randomUUID needs a secure context, so plain http gets random bytes instead. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Focuses the first field, in page order, that has an error. */
export function focusFirstError(form: HTMLFormElement, errors: FormFieldErrors) {
  for (const el of Array.from(form.elements)) {
    const name = (el as HTMLInputElement).name
    if (name && errors[name] && el instanceof HTMLElement) {
      el.focus()
      return
    }
  }
}

type Options = {
  /** Which of the site's forms this is (lib/forms/page-forms.ts): its type, source and where a success leads. */
  form: PageFormId
  /** The <form> element's ref (the hook fills the idempotency key and restores kept values through it). */
  formRef: RefObject<HTMLFormElement | null>
  /** A submission kept from an earlier visit is shown again: a form with controlled fields takes the values here. */
  onRestore?: (values: FormValues) => void
  /** Stored (by this attempt, a Retry, or the send queue while the form was on screen). */
  onStored?: (id: string) => void
  /** An attempt did not get through; the submission is kept and the notice shown. */
  onFailed?: () => void
  /** The state to show before any answer: a refusal the server redirected back with (a no-JS post to a route). */
  initial?: FormState
}

/**
 * Runs `start` in a task of its own, right after the one that mounts the form: hydration runs every effect of the page
 * in one task, and a chunk fetched from there (its <script> inserted) made that task a long one. Returns a cancel.
 */
export function inNextTask(start: () => void): () => void {
  const timer = setTimeout(start, 0)
  return () => clearTimeout(timer)
}

/**
 * useActionState for the page without JavaScript, and the enhanced submit path once it runs. Without JavaScript
 * the <form action> posts to the server action and the server renders the returned state. With JavaScript the
 * submit handler takes over: it prevents the default (so the visitor's input stays put), shows the schema's
 * messages beside the fields when the browser's constraints fail, and otherwise sends the form with fetch
 * (lib/forms/client/send.ts). An attempt that does not get through never reaches the error screen: the fields keep
 * their values, the submission is kept in this browser with its idempotency key (send-queue.ts) and `problem` says
 * what happened, for the form to show with Retry and Discard (SendProblemNotice).
 */
export function useFormAction(action: FormAction, { form: formId, formRef, onRestore, onStored, onFailed, initial }: Options) {
  // The page's own path as the form's action (React's permalink): a form posting a server action otherwise renders
  // action="", which the HTML standard forbids. Without JavaScript the post still lands on this page.
  const [serverState, formAction] = useActionState(action, initial ?? IDLE, usePathname())
  // The enhanced path's latest answer; until there is one, the state a no-JS round trip rendered.
  const [answer, setAnswer] = useState<FormState | null>(null)
  const state = answer ?? serverState
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<SendProblem | null>(null)
  // What the browser found (or, `formError`, a sending code that would not load), against the state on screen.
  const [clientErrors, setClientErrors] = useState<{ against: FormState; errors: FormFieldErrors; formError?: string } | null>(null)
  const hydrated = useHydrated()
  const router = useRouter()

  // Client-side messages belong to the state they were found against; the next answer from the server replaces them.
  const errors: FormFieldErrors =
    clientErrors && clientErrors.against === state ? clientErrors.errors : state.status === 'error' ? state.fieldErrors : {}
  const formError = clientErrors && clientErrors.against === state ? clientErrors.formError : state.status === 'error' ? state.formError : undefined

  /** Shows messages found in the browser; focus=false when the caller must first reveal the field (a later step). */
  const showErrors = (form: HTMLFormElement, found: FormFieldErrors, focus = true) => {
    setClientErrors({ against: state, errors: found })
    if (focus) focusFirstError(form, found)
  }

  /** Drops the messages found in the browser (a step that now passes); the server's stay until its next answer. */
  const clearErrors = () => setClientErrors({ against: state, errors: {} })

  // The idempotency key of the submission on screen: the server-rendered one when the page gave one (the same the
  // no-JS post would send), else made on the first attempt; the same for every retry. Kept here, not in the hidden
  // field: React writes a hidden input's default value back on re-render, which would lose a key set in the DOM.
  const keyRef = useRef<string | null>(null)
  const keyOf = (form: HTMLFormElement) => (keyRef.current ??= (form.elements.namedItem(IDEMPOTENCY_FIELD) as HTMLInputElement | null)?.value || newKey())
  /** A new submission from here on (the newsletter after a success): the next attempt gets a new key. */
  const resetKey = useCallback(() => {
    keyRef.current = newKey()
  }, [])

  // The form's side of what the sending code does once it has sent (send-form.ts).
  const sender = (): FormSender => ({ form: formId, setAnswer, setPending, setProblem, onStored, onFailed, push: (url) => router.push(url) })

  /**
   * Sends the form as it is now, with its key (made on the first attempt, the same on every retry); `upload`: the
   * route a form carrying a file is posted to as multipart instead (not queued in the browser when it fails).
   */
  const send = async (form: HTMLFormElement, upload?: string) => {
    formRef.current = form
    setPending(true)
    const code = await loadSending().catch(() => null)
    // Its code did not load (the connection was gone since the page opened): nothing was sent or kept; the fields stay.
    if (!code) {
      setClientErrors({ against: state, errors: {}, formError: UNAVAILABLE_MESSAGE })
      setPending(false)
      onFailed?.()
      return
    }
    await code.sendForm(sender(), form, keyOf(form), upload)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    formRef.current = form
    if (form.checkValidity()) return void send(form)
    const formData = new FormData(form)
    void loadSending()
      .then((code) => code.schemaErrors(form, formData, formId))
      .then(
        (found) => {
          // The browser and the schema disagree (rare: e.g. an e-mail form the browser rejects): the server decides.
          if (Object.keys(found).length === 0) void send(form)
          else showErrors(form, found)
        },
        // The validator's code did not load (a bad connection): the browser's own messages still say what is wrong.
        () => form.reportValidity(),
      )
  }

  /** Retry: submits again through the form's own handler, so what the visitor changed meanwhile is checked too. */
  const retry = () => formRef.current?.requestSubmit()

  /** Discard: the kept copy goes; the fields keep their values, so nothing disappears from the screen. */
  const discard = () => {
    if (problem) void loadSending().then(({ dequeue }) => dequeue(problem.key))
    setProblem(null)
  }

  // A submission kept from an earlier visit (offline, or a connection that dropped) is shown again, ready to go.
  // The sending code comes with it, loaded now rather than in the page's first load.
  useEffect(
    () =>
      inNextTask(() => {
        loadSending().then(
          (code) => {
            const form = formRef.current
            const kept = code.queuedFor(formId)
            if (!form || !kept) return
            keyRef.current = kept.key
            if (onRestore) onRestore(kept.values)
            else code.fillForm(form, kept.values)
            setProblem({ reason: 'kept', key: kept.key })
            if (kept.refused) setAnswer({ status: 'error', ...kept.refused, values: kept.values })
          },
          () => {}, // a bad connection: loaded again on the first submit
        )
      }),
    // Once, on mount: later changes of the queue come from this form or the send queue's events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )

  // The send queue stored this form's kept submission (the connection came back): confirm it here, not in a toast.
  useEffect(() => {
    const onSent = (event: Event) => {
      const detail = (event as CustomEvent<SentDetail>).detail
      const form = formRef.current
      if (!form || detail.entry.form !== formId || keyRef.current !== detail.entry.key) return
      detail.claimed = true
      void loadSending().then((code) => code.stored(sender(), detail.receipt))
    }
    window.addEventListener(QUEUE_SENT_EVENT, onSent)
    return () => window.removeEventListener(QUEUE_SENT_EVENT, onSent)
  })

  return { state, formAction, pending, hydrated, errors, formError, problem, onSubmit, send, retry, discard, showErrors, clearErrors, resetKey }
}
