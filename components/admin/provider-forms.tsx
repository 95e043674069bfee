'use client'

import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import { clsx } from 'clsx'
import { refreshProvidersAction, testProviderAction } from '@/lib/llm/admin-actions'
import { buttonClasses } from '@/components/ui/button'
import { ADMIN_IDLE, ADMIN_SITE_UPDATED, type AdminActionState } from '@/lib/admin/action-state'

/**
 * The Providers page's two actions. Both post plain forms (they work without JavaScript); each result is read out
 * by a polite live region that is in the page from the start, so the announcement is not lost.
 */

function Result({ state, testId }: { state: AdminActionState; testId: string }) {
  return (
    <p
      role="status"
      data-testid={testId}
      className={clsx(
        'min-h-5 text-sm font-medium',
        state.status === 'done' ? 'text-emerald-700 dark:text-emerald-300' : 'text-rose-700 dark:text-rose-300',
      )}
    >
      {state.status === 'idle' ? '' : state.message}
    </p>
  )
}

/** 'Test' for one provider; only its id and display name reach the browser. */
export function ProviderTestButton({ id, name }: { id: string; name: string }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(testProviderAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  return (
    <form ref={formRef} action={action} className="flex min-w-36 flex-col items-start gap-1">
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={pending} aria-label={`Test ${name}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        {pending ? 'Testing…' : 'Test'}
      </button>
      <Result state={state} testId={`provider-test-result-${id}`} />
    </form>
  )
}

/** 'Refresh': every health check again, past the 5-minute cache. */
export function RefreshProvidersForm() {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(refreshProvidersAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  return (
    <form ref={formRef} action={action} className="flex flex-wrap items-center gap-3">
      <button type="submit" disabled={pending} className={buttonClasses({ size: 'sm' })}>
        {pending ? 'Checking…' : 'Refresh'}
      </button>
      <Result state={state} testId="providers-refresh-result" />
    </form>
  )
}
