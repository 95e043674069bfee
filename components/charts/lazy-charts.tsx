'use client'

import { lazy, Suspense, useSyncExternalStore } from 'react'
import { ChartLegend } from './legend'
import type { ChartProps } from './svg-chart'

/**
 * Charts load after the page: the numbers and words come first (they are what a visitor reads), the picture follows
 * in its own small chunk. The frame and legend render at once and the placeholder has the drawing's aspect ratio, so
 * nothing moves when it arrives. React.lazy rather than next/dynamic, whose loader machinery cost ~2 kB gzip of every
 * calculator's first-load JavaScript.
 */
const SvgChart = lazy(() => import('./svg-chart'))

const placeholder = <div aria-hidden="true" className="aspect-[720/260] min-h-[180px] w-full rounded-lg bg-slate-50 dark:bg-slate-800/40" />

const noSubscription = () => () => {}

/**
 * The drawing sizes itself to its measured width, which the server cannot know: the server and the hydration pass
 * render the placeholder (no module request while the page comes alive), the browser's next render the chart.
 */
function ClientChart(props: ChartProps) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false)
  if (!inBrowser) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <SvgChart {...props} />
    </Suspense>
  )
}

type Props = Omit<ChartProps, 'kind'>

function ChartFrame({ kind, ...props }: ChartProps) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <ClientChart kind={kind} {...props} />
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
