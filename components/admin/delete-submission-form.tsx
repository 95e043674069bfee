'use client'

import Link from 'next/link'
import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import { buttonClasses } from '@/components/ui/button'
import { ADMIN_IDLE, ADMIN_SITE_UPDATED } from '@/lib/admin/action-state'
import { deleteSubmissionAction } from '@/lib/privacy/actions'
import { ActionError } from './action-error'
import { dangerButton } from './styles'

/** The second, explicit step of deleting a submission; works without JavaScript (a plain form post). */
export function DeleteSubmissionForm({ id }: { id: string }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(deleteSubmissionAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  return (
    <form ref={formRef} action={action} className="mt-4 flex flex-wrap items-center gap-3">
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={pending} className={dangerButton}>
        {pending ? 'Deleting…' : 'Delete'}
      </button>
      <Link href={`/admin/submissions/${id}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        Cancel
      </Link>
      <ActionError state={state} />
    </form>
  )
}
