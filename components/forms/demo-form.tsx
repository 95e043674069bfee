import { submitDemoRequest } from '@/lib/forms/actions'
import { ActionForm } from './action-form'
import { demoFields } from './field-sets'

/**
 * The /agents demo-request form, stored as type demo. Place it in a section with id="demo".
 * idempotencyKey: see EarlyAccessForm.
 */
export function DemoForm({ idempotencyKey }: { idempotencyKey?: string }) {
  return (
    <ActionForm
      action={submitDemoRequest}
      form="demo"
      schema="demo"
      idPrefix="demo"
      fields={demoFields}
      submitLabel="Request a demo"
      idempotencyKey={idempotencyKey}
      success={{
        title: 'Demo requested.',
        body: 'Thank you — we will reply within two business days to confirm a time.',
        againLabel: 'Request another demo',
      }}
    />
  )
}
