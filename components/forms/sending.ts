/**
 * What a form needs to send (the request, where a success leads, the kept submissions, the delivery notice) and to
 * check itself with the schema, in one module that use-form-action.ts loads after hydration: drawing a form needs
 * none of it, so it stays out of the pages' first-load code. The application's draft comes along: the send queue
 * carries its code anyway (it clears a delivered application's draft).
 */
export { readDraft, saveDraft } from './apply-draft'
export { deliver, schemaErrors, stored } from './deliver'
export { DeliveryMessage } from './delivery-message'
export { fillForm } from './fill-form'
export { dequeue, queuedFor } from './send-queue'
