import { ADMIN_MESSAGES, type AdminActionState } from '@/lib/admin/action-state'
import { FORM_MESSAGES } from '@/lib/forms/form-state'

/**
 * What the blog management actions return (typed unions, never a stack trace: docs/ARCHITECTURE.md, Layers and imports). Imports only
 * import-free modules, so the editor's client components can use it without pulling the server path into their bundle.
 */
export type PostFormValues = Record<string, string>
export type PostFieldErrors = Record<string, string>

/** A successful save redirects to the post's editor, so the form itself only ever sees idle or error. */
export type PostFormState =
  | { status: 'idle' }
  | { status: 'error'; fieldErrors: PostFieldErrors; formError?: string; values: PostFormValues }

export type DeletePostState = Extract<AdminActionState, { status: 'idle' | 'error' }>

export type PreviewState = { status: 'ok'; html: string } | { status: 'error'; message: string }

export const POST_IDLE: PostFormState = { status: 'idle' }
/** The editor's page came from an earlier build of the site (the fields are controlled: they keep what was typed). */
export const POST_SITE_UPDATED: PostFormState = { status: 'error', fieldErrors: {}, formError: FORM_MESSAGES.siteUpdated, values: {} }
export const DELETE_IDLE: DeletePostState = { status: 'idle' }

export const BLOG_ADMIN_MESSAGES = {
  invalid: 'Please correct the highlighted fields.',
  unauthenticated: 'Your admin session has ended. Log in again, then save.',
  crossSite: ADMIN_MESSAGES.crossSite,
  notPermitted: ADMIN_MESSAGES.notPermitted,
  notFound: 'This post no longer exists. It may have been deleted.',
  unavailable: 'The post could not be saved right now. Please try again in a minute.',
  deleteUnavailable: 'The post could not be deleted right now. Please try again in a minute.',
  confirmDelete: 'Confirm the deletion to delete this post.',
  previewUnavailable: 'The preview is unavailable right now.',
} as const
