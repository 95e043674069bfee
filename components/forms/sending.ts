/**
 * What a form needs to send (where a success leads included), to keep a submission and to say that an attempt did not get through, in one module
 * that use-form-action.ts loads after hydration: drawing a form needs none of it, so it stays out of the pages'
 * first-load code.
 */
export { pageForm, successUrl } from '@/lib/forms/page-forms'
export { DeliveryMessage } from './delivery-message'
export { sendMultipart, sendSubmission } from './send'
export { dequeue, enqueue, queuedFor } from './send-queue'
