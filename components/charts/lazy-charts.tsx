'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { whenNear } from '@/components/ui/when-near'
import { ChartLegend } from './legend'
import type { ChartProps } from './svg-chart'

/**
 * Charts load after the page: the numbers and words come first (they are what a visitor reads), the picture follows
 * in its own small chunk. The frame and legend render at once and the placeholder has the drawing's aspect ratio, so
 * nothing moves when it arrives. React.lazy rather than next/dynamic, whose loader machinery cost ~2 kB gzip of every
 * calculator's first-load JavaScript.
 */
const SvgChart = lazy(() => import('./svg-chart'))

const placeholderProps = { 'aria-hidden': true, className: 'aspect-[720/260] min-h-[180px] w-full rounded-lg bg-slate-50 dark:bg-slate-800/40' } as const
const placeholder = <div {...placeholderProps} />

/**
 * How far from the screen a chart starts loading: near enough that a visitor scrolling down finds it drawn, far
 * enough that a chart below the fold costs the page's start-up nothing (its chunk, its render and its measuring).
 */
const NEAR_MARGIN = '300px'

/**
 * Set once a chart has come near the screen. A chart mounted after that (the results shown again once the visitor
 * corrected a field) draws at once, as before, instead of flashing its placeholder for a frame; none is hydrated
 * after that, since the server-rendered results hydrate together, before any chart is drawn.
 */
let chartsDrawn = false

/** Whether the element has come near the screen; stays true once it has (where IntersectionObserver is missing, at once). */
function useNearScreen<E extends Element>() {
  const ref = useRef<E>(null)
  const [near, setNear] = useState(() => chartsDrawn)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    return whenNear(element, NEAR_MARGIN, () => {
      chartsDrawn = true
      setNear(true)
    })
  }, [near])
  return [ref, near] as const
}

/**
 * The drawing sizes itself to its measured width, which the server cannot know: the server and the hydration pass
 * render the placeholder (no module request while the page comes alive), and the browser draws the chart once the
 * placeholder comes near the screen.
 */
function ClientChart(props: ChartProps) {
  const [ref, near] = useNearScreen<HTMLDivElement>()
  if (!near) return <div ref={ref} {...placeholderProps} />
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
