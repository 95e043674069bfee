/**
 * What a form needs to send (the request, where a success leads, the kept submissions) and to check
 * itself with the schema, and what the send queue's runner needs to send the kept ones, in one module loaded after
 * hydration (load-sending.ts): drawing a page needs none of it, so it stays out of the pages' first-load code. The
 * application's draft comes along: the send queue carries its code anyway (it clears a sent application's draft).
 */
export { readDraft, saveDraft } from './apply-draft'
export { schemaErrors, sendForm, stored } from './send-form'
export { fillForm } from './fill-form'
export { dequeue, flushQueue, queuedFor, reconcileWorker } from './send-queue'
