import { APPLY_STEPS, SECTOR_LABELS, STAGE_LABELS } from './schemas'

/**
 * The founder's copy of what they sent (issue 24 item 1): the application's fields in the form's order, with the
 * form's labels and readable values, for the success page (printable) and the text download.
 */
export type CopyLine = { name: string; label: string; value: string }

const LABELS: Record<string, string> = {
  companyName: 'Company name',
  website: 'Website',
  stage: 'Stage',
  sector: 'Sector',
  founderName: 'Founder name',
  email: 'E-mail',
  phone: 'Phone',
  linkedin: 'LinkedIn profile',
  teamSize: 'Team size',
  pitch: 'One-line pitch',
  problem: 'Problem',
  solution: 'Solution',
  traction: 'Traction',
  revenue: 'Revenue',
  amountSought: 'Amount sought',
  useOfFunds: 'Use of funds',
  consent: 'Agreed to the privacy policy',
}

const ORDER: readonly string[] = APPLY_STEPS.flatMap((s) => s.fields)

/** 'deckUrl' → 'Deck url': a field added to the form later still reads as words. */
const words = (name: string) => name.replace(/([a-z\d])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`).replace(/^./, (c) => c.toUpperCase())

function readable(name: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (name === 'stage' && typeof value === 'string') return STAGE_LABELS[value as keyof typeof STAGE_LABELS] ?? value
  if (name === 'sector' && typeof value === 'string') return SECTOR_LABELS[value as keyof typeof SECTOR_LABELS] ?? value
  if (Array.isArray(value)) return value.map((v) => readable(name, v)).join(', ')
  if (value && typeof value === 'object') return JSON.stringify(value)
  return value === undefined || value === null ? '' : String(value).trim()
}

export function applicationLines(data: Record<string, unknown>): CopyLine[] {
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length)
  return Object.keys(data)
    .sort((a, b) => rank(a) - rank(b))
    .map((name) => ({ name, label: LABELS[name] ?? words(name), value: readable(name, data[name]) }))
    .filter((line) => line.value !== '')
}

/** The download: plain text, one field after another, long answers kept as written. */
export function applicationCopyText(copy: { reference: string; company: string; submittedAt: Date; data: Record<string, unknown> }, studio: string): string {
  const title = `Application to ${studio}${copy.company ? ` — ${copy.company}` : ''}`
  return [
    title,
    `Reference: ${copy.reference}`,
    `Sent: ${copy.submittedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    ...applicationLines(copy.data).flatMap((line) => [`${line.label}:`, line.value, '']),
  ].join('\n')
}
