'use client'

import dynamic from 'next/dynamic'
import type { ChartProps } from './svg-chart'

// Same order as the strokes and fills in svg-chart.tsx.
const SWATCHES = ['bg-indigo-600 dark:bg-indigo-400', 'bg-emerald-600 dark:bg-emerald-400', 'bg-amber-600 dark:bg-amber-300', 'bg-rose-600 dark:bg-rose-400']

/**
 * Charts load after the page: the numbers and words come first (they are what a visitor reads), the picture follows
 * in its own small chunk. The frame and legend render at once and the placeholder has the drawing's aspect ratio, so
 * nothing moves when it arrives.
 */
const SvgChart = dynamic(() => import('./svg-chart'), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="aspect-[720/260] min-h-[180px] w-full rounded-lg bg-slate-50 dark:bg-slate-800/40" />,
})

type Props = Omit<ChartProps, 'kind'>

function ChartFrame({ kind, ...props }: ChartProps) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <SvgChart kind={kind} {...props} />
      {props.series.length > 1 ? (
        <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          {props.series.map((s, si) => (
            <span key={s.name} className="inline-flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${SWATCHES[si % SWATCHES.length]}`} />
              {s.name}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  )
}

export function LazyLineChart(props: Props) {
  return <ChartFrame kind="line" {...props} />
}

export function LazyBarChart(props: Props) {
  return <ChartFrame kind="bar" {...props} />
}
