'use client'

import { useActionState, useLayoutEffect, useRef } from 'react'
import { unstable_isUnrecognizedActionError } from 'next/navigation'
import { formDataToObject } from '@/lib/forms/form-data'
import { fillForm } from './fill-form'
import { useHydrated } from './use-form-action'

type Action<S> = (state: Awaited<S>, payload: FormData) => Promise<S>

/**
 * True for the error Next.js gives a server action call the server does not know: the page came
 * from another build of the site (a deploy since it was opened, or an instance still on the old one). Next answers
 * such a call with `x-nextjs-action-not-found` and the action's promise rejects with an UnrecognizedActionError.
 */
export function isSiteUpdatedError(err: unknown): boolean {
  return unstable_isUnrecognizedActionError(err)
}

/**
 * useActionState for a form that posts a server action, surviving a page of another build: instead of the error
 * screen, the form gets `updated` (a state saying FORM_MESSAGES.siteUpdated in the form's own way) and its fields get
 * back what was typed — React clears a form after its action, so the values sent are put back after that commit.
 * Before hydration (and without JavaScript) the server action itself is the form's action, so the plain post works;
 * lib/http/stale-action-page.ts answers that post when it comes from another build. Give the returned ref to the form.
 * `permalink`: the URL the form posts to without JavaScript (its action attribute), instead of the empty action
 * React renders otherwise, which the HTML standard forbids.
 */
export function useActionStateAcrossBuilds<S extends object>(action: Action<S>, initial: S, updated: S, permalink?: string) {
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  // The state object answered for a stale page and the values its form sent, to put back once it is on screen.
  const kept = useRef<{ state: S; values: FormData } | null>(null)
  const guarded: Action<S> = async (state, payload) => {
    try {
      return await action(state, payload)
    } catch (err) {
      if (!isSiteUpdatedError(err)) throw err
      const answer = { ...updated } // an object of its own, to know it when it is rendered
      kept.current = { state: answer, values: payload }
      return answer
    }
  }
  // Awaited<S> is S for these plain objects; TypeScript cannot see it for a type parameter.
  const [state, dispatch, pending] = useActionState<S, FormData>(hydrated ? guarded : action, initial as Awaited<S>, permalink)
  useLayoutEffect(() => {
    const form = formRef.current
    const sent = kept.current
    if (form && sent && (sent.state as unknown) === state) fillForm(form, formDataToObject(sent.values))
  }, [state])
  return [state, dispatch, pending, formRef] as const
}
