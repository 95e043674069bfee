'use client'

import { useElementWidth } from '@/components/ui/use-element-width'
import { axisTicks, visibleLabelIndexes, type ChartSeries } from './chart-scale'

export type ChartProps = {
  /** Read by screen readers as the chart's name; say what the picture shows. */
  title: string
  xLabels: readonly string[]
  series: readonly ChartSeries[]
  format: (n: number) => string
  kind: 'line' | 'bar'
}

// Literal class names so Tailwind generates them; each keeps contrast in both themes.
const STROKES = ['stroke-indigo-600 dark:stroke-indigo-400', 'stroke-emerald-600 dark:stroke-emerald-400', 'stroke-amber-600 dark:stroke-amber-300', 'stroke-rose-600 dark:stroke-rose-400']
const FILLS = ['fill-indigo-600 dark:fill-indigo-400', 'fill-emerald-600 dark:fill-emerald-400', 'fill-amber-600 dark:fill-amber-300', 'fill-rose-600 dark:fill-rose-400']

/** The drawing's proportions and least height; the placeholder in charts.tsx has the same, so nothing moves. */
const CHART_ASPECT = 720 / 260
const MIN_HEIGHT = 180
const PAD = { top: 12, right: 12, bottom: 30, left: 64 }
/** Room one x label needs at 12 px ('Month 36', '$1.5M'). */
const LABEL_ROOM = 72

// The chart draws in CSS pixels (useElementWidth), so its 12 px labels are 12 px on a phone too, and fewer x labels
// are shown when fewer fit.

/**
 * An SVG line or bar chart with no chart library: a few hundred bytes of code instead of tens of kilobytes. Colours
 * follow series order, matching the legend in charts.tsx.
 */
export default function SvgChart({ title, xLabels, series, format, kind }: ChartProps) {
  const [ref, W] = useElementWidth<SVGSVGElement>(720)
  const H = Math.max(MIN_HEIGHT, Math.round(W / CHART_ASPECT))
  const { min, max, ticks } = axisTicks(series)
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const n = Math.max(1, xLabels.length)
  const slot = plotW / n
  const y = (v: number) => PAD.top + plotH - ((v - min) / (max - min)) * plotH
  const x = (i: number) => PAD.left + slot * i + slot / 2
  const safe = (v: number | undefined) => (v !== undefined && Number.isFinite(v) ? v : 0)
  const barW = Math.max(2, (slot * 0.75) / Math.max(1, series.length))

  return (
    <svg ref={ref} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} className="h-auto w-full text-slate-600 dark:text-slate-400">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} strokeWidth={t === 0 ? 1.5 : 1} className={t === 0 ? 'stroke-slate-400 dark:stroke-slate-500' : 'stroke-slate-200 dark:stroke-slate-800'} />
          <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" fontSize={12} fill="currentColor">
            {format(t)}
          </text>
        </g>
      ))}
      {visibleLabelIndexes(xLabels.length, Math.max(2, Math.min(8, Math.floor(plotW / LABEL_ROOM)))).map((i) => (
        <text key={i} x={x(i)} y={H - 8} textAnchor="middle" fontSize={12} fill="currentColor">
          {xLabels[i]}
        </text>
      ))}
      {kind === 'bar'
        ? series.map((s, si) =>
            s.values.map((v, i) => {
              const value = safe(v)
              const top = Math.min(y(value), y(0))
              return (
                <rect
                  key={`${si}-${i}`}
                  x={x(i) - (barW * series.length) / 2 + barW * si}
                  y={top}
                  width={barW * 0.92}
                  height={Math.max(1, Math.abs(y(value) - y(0)))}
                  rx={2}
                  className={FILLS[si % FILLS.length]}
                />
              )
            }),
          )
        : series.map((s, si) => (
            <polyline
              key={s.name}
              fill="none"
              strokeWidth={2.5}
              strokeLinejoin="round"
              className={STROKES[si % STROKES.length]}
              points={s.values.map((v, i) => `${x(i).toFixed(1)},${y(safe(v)).toFixed(1)}`).join(' ')}
            />
          ))}
    </svg>
  )
}
