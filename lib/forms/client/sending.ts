/**
 * What a form needs to send (the request, where a success leads, the kept submissions) and to check
 * itself with the schema, in one module that use-form-action.ts loads after hydration: drawing a form needs
 * none of it, so it stays out of the pages' first-load code. The application's draft comes along: the send queue
 * carries its code anyway (it clears a sent application's draft).
 */
export { readDraft, saveDraft } from './apply-draft'
export { schemaErrors, sendForm, stored } from './send-form'
export { fillForm } from './fill-form'
export { dequeue, queuedFor } from './send-queue'
