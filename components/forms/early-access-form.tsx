import { submitEarlyAccess } from '@/lib/forms/actions'
import { ActionForm } from './action-form'
import { earlyAccessFields } from './field-sets'

/**
 * The /agents early-access form, stored as type early-access. Place it in a section with
 * id="early-access". On a dynamically rendered page, pass a fresh idempotencyKey (randomUUID()) so no-JS double posts
 * collapse too; on a static page leave it out — a shared key baked in at build time would merge different visitors.
 */
export function EarlyAccessForm({ idempotencyKey }: { idempotencyKey?: string }) {
  return (
    <ActionForm
      action={submitEarlyAccess}
      form="early-access"
      schema="early-access"
      idPrefix="early-access"
      fields={earlyAccessFields}
      submitLabel="Request early access"
      idempotencyKey={idempotencyKey}
      success={{
        title: 'You are on the list.',
        body: 'Thank you — we will be in touch as soon as early access opens for your use case.',
        againLabel: 'Sign up someone else',
      }}
    />
  )
}
