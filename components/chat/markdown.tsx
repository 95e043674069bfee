import Link from 'next/link'
import type { ReactNode } from 'react'
import { parseMarkdown, type Inline, type StudioContact } from './markdown-parse'

const linkClass =
  'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-100 dark:focus-visible:outline-indigo-400'

/**
 * Renders assistant markdown as React elements only (see markdown-parse.ts); internal links call `onNavigate`.
 * mailto:/tel: links are kept only when they go to `contact`, the studio's own addresses.
 */
export function ChatMarkdown({ source, onNavigate, contact }: { source: string; onNavigate?: () => void; contact?: StudioContact }) {
  return (
    <div className="space-y-2">
      {parseMarkdown(source, contact).map((block, i) => {
        switch (block.kind) {
          case 'paragraph':
            return <p key={i}>{inline(block.children, onNavigate)}</p>
          case 'heading':
            return (
              <p key={i} className="font-semibold">
                {inline(block.children, onNavigate)}
              </p>
            )
          case 'code':
            return (
              <pre key={i} className="overflow-x-auto rounded-lg bg-slate-900/5 p-2 text-xs dark:bg-white/10">
                <code>{block.text}</code>
              </pre>
            )
          case 'list': {
            const items = block.items.map((item, j) => <li key={j}>{inline(item, onNavigate)}</li>)
            return block.ordered ? (
              <ol key={i} className="list-decimal space-y-1 pl-5">
                {items}
              </ol>
            ) : (
              <ul key={i} className="list-disc space-y-1 pl-5">
                {items}
              </ul>
            )
          }
        }
      })}
    </div>
  )
}

function inline(nodes: Inline[], onNavigate?: () => void): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return node.text
      case 'break':
        return <br key={i} />
      case 'strong':
        return <strong key={i}>{inline(node.children, onNavigate)}</strong>
      case 'em':
        return <em key={i}>{inline(node.children, onNavigate)}</em>
      case 'code':
        return (
          <code key={i} className="rounded bg-slate-900/5 px-1 text-[0.9em] dark:bg-white/10">
            {node.text}
          </code>
        )
      case 'link':
        return node.internal ? (
          <Link key={i} href={node.href} prefetch={false} className={linkClass} onClick={onNavigate}>
            {inline(node.children, onNavigate)}
          </Link>
        ) : (
          <a key={i} href={node.href} className={linkClass}>
            {inline(node.children, onNavigate)}
          </a>
        )
    }
  })
}
