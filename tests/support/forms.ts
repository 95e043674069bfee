import { expect, type Locator, type Page } from '@playwright/test'

/** Most tests are not about consent; a stored choice keeps the consent panel from covering the footer. */
export async function decideConsent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('consent')) {
      localStorage.setItem('consent', JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }))
    }
  })
}

/** Forms switch to their enhanced submit path once hydrated: React sets noValidate then. */
export async function hydratedForm(page: Page, name: string): Promise<Locator> {
  const form = page.locator(`form[data-form="${name}"]`)
  // The footer's newsletter form comes alive only once the visitor nears it (components/site/newsletter-slot.tsx).
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute('novalidate', '')
  return form
}

/** Fills each field found by its label: text fields with the text, selects (`{ select: value }`) with the option. */
export async function fillByLabel(form: Locator, fields: Record<string, string | { select: string }>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    if (typeof value === 'string') await form.getByLabel(label).fill(value)
    else await form.getByLabel(label).selectOption(value.select)
  }
}

/** Where a stored application lands: its reference, and its status link token unless it was a repeat. */
export const APPLY_SUCCESS_URL = /\/apply\/success\?ref=M3-\d{4}-\d{4,}(?:&token=[\w-]{22})?$/
/** Where a stored /contact message lands: its id, by which the page reads the reference and the reply address. */
export const CONTACT_SUCCESS_URL = /\/contact\/success\?id=[0-9a-f-]{36}$/
export const REFERENCE = /^M3-\d{4}-\d{4,}$/
