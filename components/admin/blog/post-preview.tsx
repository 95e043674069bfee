'use client'

import styles from '@/components/blog/post-body.module.css'
import type { PreviewState } from '@/lib/blog/post-state'

/** The preview pane beside the editor: the title as the page's h1 and the body as visitors will get it. */
export function PostPreview({ title, preview, pending }: { title: string; preview: PreviewState; pending: boolean }) {
  return (
    <section aria-labelledby="post-preview-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <div className="flex items-center justify-between gap-3">
        <h2 id="post-preview-heading" className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          Preview
        </h2>
        <span aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
          {pending ? 'Updating…' : ''}
        </span>
      </div>
      <p className="mt-3 text-3xl font-bold tracking-tight text-balance break-words text-slate-900 dark:text-slate-50">
        {title || 'Untitled post'}
      </p>
      {preview.status === 'error' ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">{preview.message}</p>
      ) : (
        <div
          data-testid="post-preview"
          className={`${styles.body} mt-6 text-slate-800 dark:text-slate-200`}
          // Only ever HTML from renderMarkdown on the server (sanitised: no script, iframe, handler or javascript: URL).
          dangerouslySetInnerHTML={{ __html: preview.html }}
        />
      )}
    </section>
  )
}
