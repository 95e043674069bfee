'use client'

import { startTransition, useActionState, useState, useSyncExternalStore, type FormEvent } from 'react'
import { formDataToObject } from '@/lib/forms/form-data'
import { IDEMPOTENCY_FIELD, IDLE, type FormFieldErrors, type FormState } from '@/lib/forms/form-state'
import type { SchemaName } from './client-validate'

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

/** Keeps the errors whose field is in this form: the schema may know fields a page does not show. */
export function errorsInForm(form: HTMLFormElement, errors: FormFieldErrors): FormFieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => form.elements.namedItem(name)))
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

export async function schemaErrors(schema: SchemaName, form: HTMLFormElement, formData: FormData, arrays?: readonly string[]) {
  const { validate } = await import('./client-validate')
  return errorsInForm(form, validate(schema, formDataToObject(formData, { arrays })))
}

type Options = { schema: SchemaName; arrays?: readonly string[]; onInvalid?: (errors: FormFieldErrors) => void }

/**
 * useActionState plus the enhanced submit path. Without JavaScript the <form action> posts and the server renders
 * the returned state. With JavaScript the submit handler takes over: it prevents the default (so React does not
 * reset the form after the action and the visitor's input stays put), shows the schema's messages beside the fields
 * when the browser's constraints fail, and otherwise dispatches the action in a transition.
 */
export function useFormAction(action: FormAction, { schema, arrays, onInvalid }: Options) {
  const [state, formAction, pending] = useActionState(action, IDLE)
  const [clientErrors, setClientErrors] = useState<{ against: FormState; errors: FormFieldErrors } | null>(null)
  const hydrated = useHydrated()

  // Client-side messages belong to the state they were found against; the next answer from the server replaces them.
  const errors: FormFieldErrors =
    clientErrors && clientErrors.against === state ? clientErrors.errors : state.status === 'error' ? state.fieldErrors : {}
  const formError = clientErrors && clientErrors.against === state ? undefined : state.status === 'error' ? state.formError : undefined

  const dispatch = (formData: FormData) => startTransition(() => formAction(formData))

  /** Shows messages found in the browser; focus=false when the caller must first reveal the field (a later step). */
  const showErrors = (form: HTMLFormElement, found: FormFieldErrors, focus = true) => {
    setClientErrors({ against: state, errors: found })
    onInvalid?.(found)
    if (focus) focusFirstError(form, found)
  }

  /** Drops the messages found in the browser (a step that now passes); the server's stay until its next answer. */
  const clearErrors = () => setClientErrors({ against: state, errors: {} })

  /** Fills the hidden idempotency field once per form instance, so a retry or double click sends the same key. */
  const ensureKey = (form: HTMLFormElement) => {
    const field = form.elements.namedItem(IDEMPOTENCY_FIELD)
    if (field instanceof HTMLInputElement && !field.value) field.value = newKey()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    ensureKey(form)
    const formData = new FormData(form)
    if (form.checkValidity()) return dispatch(formData)
    void schemaErrors(schema, form, formData, arrays).then((found) => {
      // The browser and the schema disagree (rare: e.g. an e-mail form the browser rejects): the server decides.
      if (Object.keys(found).length === 0) dispatch(formData)
      else showErrors(form, found)
    })
  }

  return { state, formAction, pending, hydrated, errors, formError, onSubmit, dispatch, showErrors, clearErrors, ensureKey }
}
