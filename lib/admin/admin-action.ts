import 'server-only'
import { unstable_rethrow } from 'next/navigation'
import type { z } from 'zod'
import { recordAudit, type AuditInput } from '@/lib/audit/log'
import type { AdminSession } from '@/lib/auth/guard'
import { guardAction, type ActionAccess } from './action-guard'
import { ADMIN_MESSAGES, type AdminActionState } from './action-state'
import { formText } from './form-text'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

/** What an action may change of its audit event: another name for another outcome, a failure, the fresh session. */
export type AuditOverrides = Partial<Pick<AuditInput, 'action' | 'outcome' | 'severity' | 'sessionId'>>

export type AdminActionContext = {
  session: AdminSession
  formData: FormData
  /** Records the action's audit event under the acting account (success, the options' name and category, unless overridden). */
  audit: (details: Record<string, unknown>, overrides?: AuditOverrides) => Promise<void>
}

export type AdminActionOptions<S extends z.ZodObject, State> = {
  /**
   * Who may: the accounts whose role has this capability (lib/auth/permissions.ts — 'delete', 'accounts' and
   * 'settings' are the owner's alone), or 'signed-in' for any account (its own password).
   */
  access: ActionAccess
  schema: S
  /** The schema's input from the form; by default each of the schema's keys read as text (missing: undefined). */
  input?: (formData: FormData) => Record<string, unknown>
  /** The message for input the schema refused; by default 'The request was not understood…'. */
  invalid?: string | ((error: z.ZodError, input: Record<string, unknown>) => string)
  /** The message when the work throws (the cause goes to the server log); by default 'Something went wrong…'. */
  failed?: string
  /** The audit event's name and category; also the tag of the action's log lines. */
  audit: { action: string; category?: AuditInput['category'] }
  /** How a message becomes the form's state, for forms whose state is not an AdminActionState. */
  state?: (message: string) => State
}

const errorState = (message: string): AdminActionState => ({ status: 'error', message })

type AdminWork<S extends z.ZodObject, State> = (data: z.infer<S>, context: AdminActionContext) => Promise<State>
/** What useActionState runs: (previous state, the form's data) → the next state. */
export type AdminFormAction<State> = (previous: State, formData: FormData) => Promise<State>

/**
 * An admin form's server action, with the steps every one of them takes written once: the guard (same origin, a
 * session, and a role with the capability `access` names), the form parsed against the schema, the audit record under the
 * acting account, and any failure as a plain message in the form's state — never a throw, never a stack trace.
 * Next's own signals (redirect(), notFound()) pass through.
 */
export function adminAction<S extends z.ZodObject>(
  options: Omit<AdminActionOptions<S, AdminActionState>, 'state'> & { state?: never },
  work: AdminWork<S, AdminActionState>,
): AdminFormAction<AdminActionState>
export function adminAction<S extends z.ZodObject, State>(
  options: Omit<AdminActionOptions<S, State>, 'state'> & { state: (message: string) => State },
  work: AdminWork<S, NoInfer<State>>,
): AdminFormAction<State>
export function adminAction<S extends z.ZodObject, State>(options: AdminActionOptions<S, State>, work: AdminWork<S, State>): AdminFormAction<State> {
  const toState = options.state ?? (errorState as (message: string) => State)
  const tag = options.audit.action
  return async (_previous: State, formData: FormData) => {
    const guarded = await guardAction(tag, options.access)
    if ('state' in guarded) return toState(guarded.state.status === 'error' ? guarded.state.message : ADMIN_MESSAGES.failed)
    const { session } = guarded

    const input = options.input ? options.input(formData) : Object.fromEntries(Object.keys(options.schema.shape).map((key) => [key, formText(formData, key)]))
    const parsed = options.schema.safeParse(input)
    if (!parsed.success) {
      const invalid = options.invalid ?? ADMIN_MESSAGES.invalid
      return toState(typeof invalid === 'string' ? invalid : invalid(parsed.error, input))
    }

    const audit: AdminActionContext['audit'] = (details, overrides = {}) =>
      recordAudit({
        action: options.audit.action,
        category: options.audit.category ?? 'admin',
        outcome: 'success',
        details,
        userId: session.userId,
        sessionId: session.jti,
        ...overrides,
      })
    try {
      return await work(parsed.data, { session, formData, audit })
    } catch (err) {
      unstable_rethrow(err)
      log(tag).error(`failed: ${errorMessage(err)}`)
      return toState(options.failed ?? ADMIN_MESSAGES.failed)
    }
  }
}
