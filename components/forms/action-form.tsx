'use client'

import { useRef, useState, type ReactNode } from 'react'
import { clsx } from 'clsx'
import type { FormState } from '@/lib/forms/form-state'
import type { PageFormId } from '@/lib/forms/page-forms'
import { SendProblemNotice, Field, FormAlert, FormFields, Honeypot, IdempotencyField, RequiredNote, SubmitButton, type FieldProps } from './form-kit'
import { FormSuccess } from './form-success'
import { useFormAction, type FormAction } from '@/lib/forms/client/use-form-action'

export type ActionFormProps = {
  action: FormAction
  /** Which of the site's forms (lib/forms/registry.ts); the action must be that form's. */
  form: PageFormId
  /** What the visitor calls it (the form's declared noun), for the notice when it could not be sent. */
  noun: string
  /** Unique on the page: prefixes the fields' ids. */
  idPrefix: string
  fields: FieldProps[]
  submitLabel: string
  pendingLabel?: string
  /** A key the server rendered for this visit (see IdempotencyField); later instances make their own. */
  idempotencyKey?: string
  /** Shown in place of the form after a success (forms whose action redirects never get there). */
  success?: { title: string; body?: ReactNode; againLabel?: string }
  className?: string
}

/** A one-page form: fields in a two-column grid, the form-level alert, and the submit button. */
export function ActionForm(props: ActionFormProps) {
  // Each "send another" starts a new instance, with a new idempotency key (the server's key was for the first one).
  const [instance, setInstance] = useState(0)
  return (
    <ActionFormInstance
      key={instance}
      {...props}
      idempotencyKey={instance === 0 ? props.idempotencyKey : undefined}
      onAgain={() => setInstance((n) => n + 1)}
    />
  )
}

function ActionFormInstance({
  action,
  form: formId,
  noun,
  idPrefix,
  fields,
  submitLabel,
  pendingLabel = 'Sending…',
  idempotencyKey,
  success,
  className,
  onAgain,
}: ActionFormProps & { onAgain: () => void }) {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useFormAction(action, { form: formId, formRef })
  const state: FormState = form.state

  if (state.status === 'success' && success) {
    return (
      <FormSuccess
        title={success.title}
        action={
          <button type="button" onClick={onAgain} className="text-sm font-semibold text-emerald-900 underline underline-offset-4 dark:text-emerald-100">
            {success.againLabel ?? 'Send another message'}
          </button>
        }
      >
        {success.body}
      </FormSuccess>
    )
  }

  return (
    <form
      ref={formRef}
      action={form.formAction}
      onSubmit={form.onSubmit}
      noValidate={form.hydrated}
      className={clsx('relative space-y-6', className)}
      data-form={idPrefix}
    >
      <RequiredNote />
      <FormFields errors={form.errors} defaults={state.status === 'error' ? state.values : {}} idPrefix={idPrefix}>
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.map((field) => (
            <Field key={field.name} {...field} />
          ))}
        </div>
      </FormFields>
      <Honeypot />
      <IdempotencyField initial={idempotencyKey} />
      <FormAlert errors={form.errors} formError={form.formError} />
      <SendProblemNotice problem={form.problem} noun={noun} onRetry={form.retry} onDiscard={form.discard} />
      <SubmitButton pendingLabel={pendingLabel} pending={form.pending} className="w-full sm:w-auto">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
