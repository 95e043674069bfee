// Types of mirror-tree.mjs for the TypeScript tests beside it.
import type { ReactNode } from 'react'

export function styleObject(text: string): Record<string, string>
export function toElements(nodes: unknown[], asset?: (url: string) => string): ReactNode[]
export function mirrorOf(html: string, prefix?: string): { title: string; description: string; bodyClass: string; stylesheets: string[]; children: ReactNode[] }
