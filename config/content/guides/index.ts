import { DUE_DILIGENCE_CHECKLIST } from './due-diligence-checklist'
import { FINANCIAL_MODEL_TEMPLATE } from './financial-model-template'
import { PITCH_DECK_GUIDE } from './pitch-deck-guide'
import { TERM_SHEET_BASICS } from './term-sheet-basics'
import type { Guide } from './types'

/** The in-depth guides under /resources, in the order the resources page lists them. */
export const IN_DEPTH_GUIDES: readonly Guide[] = [PITCH_DECK_GUIDE, DUE_DILIGENCE_CHECKLIST, TERM_SHEET_BASICS, FINANCIAL_MODEL_TEMPLATE]

export function guideBySlug(slug: string): Guide {
  const guide = IN_DEPTH_GUIDES.find((g) => g.slug === slug)
  if (!guide) throw new Error(`Unknown guide ${slug}`)
  return guide
}

export const FINANCIAL_MODEL_TEMPLATE_CSV = '/resources/financial-model-template/template.csv'
/** The template's download button on its guide page. */
export const FINANCIAL_MODEL_TEMPLATE_DOWNLOAD = 'Download the template (CSV)'
