'use server'

import { pageFormAction } from './page-form-action'

/**
 * The pages' server actions, one per page form. Each is the same function the JSON API shares its submitForm()
 * with, built by pageFormAction(): parse, rate limit, submit, result.
 */

export const submitQuickApplication = pageFormAction('apply-new')
export const submitContact = pageFormAction('contact')
export const submitContactGeneral = pageFormAction('contact_general')
export const submitContactEntrepreneur = pageFormAction('contact_entrepreneur')
export const submitContactInvestor = pageFormAction('contact_investor')
export const submitContactMedia = pageFormAction('contact_media')
export const submitContactPartnership = pageFormAction('contact_partnership')
export const subscribeNewsletter = pageFormAction('newsletter')
export const submitEarlyAccess = pageFormAction('early-access')
export const submitDemoRequest = pageFormAction('demo')
