import { PUBLIC_ROUTES } from '@/config/routes'
import { definitionFor } from '@/lib/agents/definitions'
import { glossaryItems } from '@/lib/agents/knowledge/glossary-items'
import type { CannedAnswer, KnowledgeItem } from '@/lib/agents/types'
import { answer, go, link } from './shared'

const pageLabel = (url: string) => PUBLIC_ROUTES.find((r) => r.path === url)?.label ?? 'Founder guides'

/** A definition from the glossary with the page that explains the term: the answer to 'what is a term sheet?'. */
export function definitionAnswer(item: KnowledgeItem): CannedAnswer {
  const label = pageLabel(item.url)
  // The link sits in the first paragraph, so it survives the cap of a simple question.
  const cut = item.content.search(/(?<=[.!?])\s/)
  const [first, rest] = cut < 0 ? [item.content, ''] : [item.content.slice(0, cut), item.content.slice(cut).trim()]
  return answer(
    `definition-${item.id.replace(/^glossary-/, '')}`,
    [],
    `${first} More in [${label}](${item.url}).${rest ? `\n\n${rest}` : ''}`,
    [link(label, item.url)],
    [go(label, item.url as `/${string}`), go('Founder guides', '/resources')],
  )
}

/** The definition answer for a message that asks for one, or null. */
export function cannedDefinition(message: string): CannedAnswer | null {
  const item = definitionFor(message)
  return item ? definitionAnswer(item) : null
}

/** Every definition answer, for the copy, link and cap checks. */
export function allDefinitionAnswers(): CannedAnswer[] {
  return glossaryItems().map(definitionAnswer)
}
