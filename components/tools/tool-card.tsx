import { ArrowRight } from '@/components/ui/icons'
import Link from 'next/link'
import { Card, CardText, CardTitle } from '@/components/content/card'
import type { ToolEntry } from '@/config/tools'

/** One tool as a card whose whole surface is the link (the title's ::after covers it), listed in a <ul>. */
export function ToolCard({ tool, compact = false }: { tool: Pick<ToolEntry, 'path' | 'title' | 'summary' | 'kind'>; compact?: boolean }) {
  return (
    <Card as="li" className="relative flex flex-col p-6 transition-shadow hover:shadow-md sm:p-6">
      <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{tool.kind === 'calculator' ? 'Calculator' : 'Guided checklist'}</p>
      <CardTitle className="mt-2 text-base">
        <Link href={tool.path} className="after:absolute after:inset-0 after:rounded-2xl hover:text-indigo-700 dark:hover:text-indigo-300">
          {tool.title}
        </Link>
      </CardTitle>
      {compact ? null : <CardText className="flex-1">{tool.summary}</CardText>}
      <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 dark:text-indigo-300">
        Open <ArrowRight className="size-4" />
      </span>
    </Card>
  )
}
