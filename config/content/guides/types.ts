/** A long-form guide as data: the page renders it with a table of contents; tests check its links. */
export type GuideBlock =
  | { type: 'p'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'steps'; items: readonly { title: string; text: string }[] }
  | { type: 'checklist'; items: readonly string[] }
  | { type: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }

export type GuideSection = { id: string; title: string; blocks: readonly GuideBlock[] }

export type Guide = {
  slug: string
  path: `/resources/${string}`
  title: string
  /** Meta description and card summary (≤ 160 characters). */
  description: string
  lead: string
  sections: readonly GuideSection[]
  /** Tools and pages that put the guide to work. */
  related: readonly { label: string; href: string }[]
}
