'use client'

import dynamic from 'next/dynamic'
import { ChartLegend } from './legend'
import type { ChartProps } from './svg-chart'

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
      <ChartLegend names={props.series.map((s) => s.name)} />
    </figure>
  )
}

export function LazyLineChart(props: Props) {
  return <ChartFrame kind="line" {...props} />
}

export function LazyBarChart(props: Props) {
  return <ChartFrame kind="bar" {...props} />
}
