'use client'

import { startTransition, useState, type FormEvent } from 'react'
import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import { Field, FieldError, FormAlert, FormFields, inputClasses, SubmitButton } from '@/components/forms/form-kit'
import { useHydrated } from '@/lib/forms/client/use-form-action'
import { savePostAction } from '@/lib/blog/actions'
import { POST_LIMITS } from '@/lib/blog/post-schema'
import { POST_IDLE, POST_SITE_UPDATED, type PostFormValues } from '@/lib/blog/post-state'
import { slugify } from '@/lib/blog/slug'
import { PostPreview } from './post-preview'
import { usePreview } from './use-preview'

export type EditorPost = {
  id?: string
  title: string
  slug: string
  excerpt: string
  /** Comma-separated, as the admin types them. */
  tags: string
  status: 'draft' | 'published'
  /** datetime-local value in UTC, or ''. */
  publishedAt: string
  author: string
  content: string
}

const ID = 'post'

/**
 * The post editor: fields on the left, the live preview on the right. Every field is controlled (the slug follows
 * the title, the preview follows the content), and the server renders the same values, so saving works without
 * JavaScript: the form posts to savePostAction and the returned errors render beside the fields.
 */
export function PostEditor({ post, initialPreviewHtml, defaultAuthor }: { post: EditorPost; initialPreviewHtml: string; defaultAuthor: string }) {
  const [state, formAction, pending, formRef] = useActionStateAcrossBuilds(savePostAction, POST_IDLE, POST_SITE_UPDATED)
  const hydrated = useHydrated()
  // After a no-JS post the server renders this component with the returned state: start from what was sent.
  const start: PostFormValues = { ...post, ...(state.status === 'error' ? state.values : {}) }
  const [values, setValues] = useState<PostFormValues>(start)
  // A new post's slug follows its title until the slug is edited; an existing post keeps its URL.
  const [slugAuto, setSlugAuto] = useState(start.slugMode === 'auto' || !start.slug)
  const { preview, pending: previewPending } = usePreview(values.content ?? '', { content: post.content, html: initialPreviewHtml })

  const errors = state.status === 'error' ? state.fieldErrors : {}
  const title = values.title ?? ''
  // Before hydration (and without JS) the field shows what the admin typed; an empty slug is generated on the server.
  const slugValue = hydrated && slugAuto ? slugify(title) : (values.slug ?? '')

  const onChange = (name: string, value: string) => {
    if (name === 'slug') setSlugAuto(false)
    setValues((v) => ({ ...v, [name]: value }))
  }

  // As in useFormAction: submitting in a transition keeps React from resetting the form after the action.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const formData = new FormData(event.currentTarget)
    startTransition(() => formAction(formData))
  }

  const field = (name: string) => ({ error: errors[name], errorId: errors[name] ? `${ID}-${name}-error` : undefined })

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form ref={formRef} action={formAction} onSubmit={onSubmit} className="space-y-5" data-form="post-editor">
        {post.id ? <input type="hidden" name="id" value={post.id} /> : null}
        <input type="hidden" name="slugMode" value={hydrated && slugAuto ? 'auto' : 'manual'} />
        <FormFields errors={errors} idPrefix={ID} controlled={{ values: { ...values, slug: slugValue }, onChange }}>
          <Field name="title" label="Title" required maxLength={POST_LIMITS.title} />
          <Field
            name="slug"
            label="Slug"
            autoComplete="off"
            hint={
              hydrated && slugAuto ? (
                'Generated from the title until you edit it.'
              ) : (
                <>
                  The post&apos;s address: /blog/{slugValue || '…'}. Leave empty to generate it from the title.
                  {hydrated ? (
                    <>
                      {' '}
                      <button type="button" onClick={() => setSlugAuto(true)} className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
                        Generate from the title
                      </button>
                    </>
                  ) : null}
                </>
              )
            }
          />
          <Field name="excerpt" label="Excerpt" as="textarea" rows={2} maxLength={POST_LIMITS.excerpt} hint="Shown on /blog and in search results." />
          <Field name="tags" label="Tags" autoComplete="off" hint={`Comma-separated, at most ${POST_LIMITS.tags}, e.g. AI, Founders.`} />
          <fieldset className="space-y-1.5" aria-describedby={field('status').errorId}>
            <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">Status</legend>
            <div className="flex gap-6">
              {(['draft', 'published'] as const).map((status) => (
                <label key={status} className="flex items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
                  <input
                    type="radio"
                    name="status"
                    value={status}
                    checked={values.status === status}
                    onChange={() => onChange('status', status)}
                    className="size-4 accent-indigo-600"
                  />
                  {status === 'draft' ? 'Draft' : 'Published'}
                </label>
              ))}
            </div>
            {field('status').error ? <FieldError id={field('status').errorId!}>{field('status').error}</FieldError> : null}
          </fieldset>
          <div className="space-y-1.5">
            <label htmlFor={`${ID}-publishedAt`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
              Publish date (UTC) <span className="text-xs font-normal text-slate-600 dark:text-slate-400">(optional)</span>
            </label>
            <input
              id={`${ID}-publishedAt`}
              name="publishedAt"
              type="datetime-local"
              value={values.publishedAt ?? ''}
              onChange={(e) => onChange('publishedAt', e.target.value)}
              aria-invalid={field('publishedAt').error ? true : undefined}
              aria-describedby={[field('publishedAt').errorId, `${ID}-publishedAt-hint`].filter(Boolean).join(' ')}
              className={inputClasses}
            />
            {field('publishedAt').error ? <FieldError id={field('publishedAt').errorId!}>{field('publishedAt').error}</FieldError> : null}
            <p id={`${ID}-publishedAt-hint`} className="text-xs leading-5 text-slate-600 dark:text-slate-400">
              Empty: now, when the post is published. A future date schedules it.
            </p>
          </div>
          <Field name="author" label="Author" maxLength={POST_LIMITS.author} placeholder={defaultAuthor} hint={`Empty: ${defaultAuthor}.`} />
          <Field name="content" label="Content (Markdown)" as="textarea" rows={18} required className="[&_textarea]:font-mono" />
        </FormFields>
        <FormAlert errors={errors} formError={state.status === 'error' ? state.formError : undefined} />
        <SubmitButton pendingLabel="Saving…" pending={pending} size="md">
          {post.id ? 'Save changes' : 'Create post'}
        </SubmitButton>
      </form>
      <div className="lg:sticky lg:top-6 lg:self-start">
        <PostPreview title={title} preview={preview} pending={previewPending} />
      </div>
    </div>
  )
}
