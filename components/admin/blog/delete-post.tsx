'use client'

import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import { FormAlert } from '@/components/forms/form-kit'
import { buttonClasses } from '@/components/ui/button'
import { deletePostAction } from '@/lib/blog/actions'
import { ADMIN_SITE_UPDATED } from '@/lib/admin/action-state'
import { DELETE_IDLE } from '@/lib/blog/post-state'

/**
 * Delete with a confirmation step: the button that deletes sits inside a <details> the admin must open first, so
 * the step works without JavaScript too. The action also insists on the confirm field (a bare POST is refused).
 */
export function DeletePost({ id, title }: { id: string; title: string }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(deletePostAction, DELETE_IDLE, ADMIN_SITE_UPDATED)
  return (
    <section aria-labelledby="delete-post-heading" className="rounded-xl border border-red-200 p-5 dark:border-red-400/30">
      <h2 id="delete-post-heading" className="text-base font-semibold text-slate-900 dark:text-slate-50">Delete this post</h2>
      <FormAlert errors={{}} formError={state.status === 'error' ? state.message : undefined} />
      <details className="group mt-3">
        <summary className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'cursor-pointer list-none' })}>Delete post…</summary>
        <form ref={formRef} action={action} className="mt-4 space-y-3">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="confirm" value="delete" />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Delete “<span className="font-semibold">{title}</span>”? It leaves the blog and the sitemap at once. This cannot be undone.
          </p>
          <button
            type="submit"
            disabled={pending}
            // Not buttonClasses: its primary colour cannot be overridden without tailwind-merge (see button.tsx).
            className="inline-flex h-9 items-center justify-center rounded-full bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 active:bg-red-900 disabled:opacity-50"
          >
            {pending ? 'Deleting…' : 'Yes, delete this post'}
          </button>
        </form>
      </details>
    </section>
  )
}
