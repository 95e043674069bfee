import type { PlanBlock, PlanSection } from './plan'

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function block(b: PlanBlock): string[] {
  switch (b.type) {
    case 'p':
      return [b.text, '']
    case 'list':
      return [...(b.title ? [`**${b.title}**`, ''] : []), ...b.items.map((i) => `- ${i}`), '']
    case 'table': {
      const head = b.head.map((h) => cell(h) || ' ')
      return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...b.rows.map((r) => `| ${r.map(cell).join(' | ')} |`), '']
    }
  }
}

/** The plan as a Markdown document a founder can keep, edit and share. */
export function planToMarkdown(company: string, sections: readonly PlanSection[], reviews: Readonly<Record<string, string>> = {}): string {
  const title = company.trim() ? `# Venture launch plan: ${company.trim()}` : '# Venture launch plan'
  const out = [title, '']
  for (const s of sections) {
    out.push(`## ${s.title}`, '', ...s.blocks.flatMap(block))
    const review = reviews[s.id]
    if (review) out.push('**Launch builder review**', '', review.trim(), '')
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n'
}
