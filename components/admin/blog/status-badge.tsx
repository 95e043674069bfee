import { clsx } from 'clsx'
import type { PostVisibility } from '@/lib/blog/visibility'

const LABELS: Record<PostVisibility, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' }

// Each pair is ≥ 4.5:1 in both themes.
const TONES: Record<PostVisibility, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
  scheduled: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/40',
  published: 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-400/10 dark:text-emerald-100 dark:ring-emerald-400/40',
}

export function StatusBadge({ visibility }: { visibility: PostVisibility }) {
  return (
    <span
      data-status={visibility}
      className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[visibility])}
    >
      {LABELS[visibility]}
    </span>
  )
}
