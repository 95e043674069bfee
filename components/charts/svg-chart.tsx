'use client'

import { FILLS, STROKES } from './palette'
import { AxisLabel, GridLines, useChartSize } from './parts'
import { axisTicks, visibleLabelIndexes, type ChartSeries } from './scale'

export type ChartProps = {
  /** Read by screen readers as the chart's name; say what the picture shows. */
  title: string
  xLabels: readonly string[]
  series: readonly ChartSeries[]
  format: (n: number) => string
  kind: 'line' | 'bar'
}

/** The drawing's proportions and least height; the placeholder in lazy-charts.tsx has the same, so nothing moves. */
const CHART_ASPECT = 720 / 260
const MIN_HEIGHT = 180
const PAD = { top: 12, right: 12, bottom: 30, left: 64 }
/** Room one x label needs at 12 px ('Month 36', '$1.5M'). */
const LABEL_ROOM = 72

// The chart draws in CSS pixels (useChartSize), so its 12 px labels are 12 px on a phone too, and fewer x labels
// are shown when fewer fit.

/**
 * An SVG line or bar chart with no chart library: a few hundred bytes of code instead of tens of kilobytes. Colours
 * follow series order, matching the legend.
 */
export default function SvgChart({ title, xLabels, series, format, kind }: ChartProps) {
  const { ref, width: W, height: H } = useChartSize<SVGSVGElement>(720, CHART_ASPECT, MIN_HEIGHT)
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
      <GridLines ticks={ticks} y={y} left={PAD.left} right={W - PAD.right} format={format} markZero />
      {visibleLabelIndexes(xLabels.length, Math.max(2, Math.min(8, Math.floor(plotW / LABEL_ROOM)))).map((i) => (
        <AxisLabel key={i} x={x(i)} y={H - 8}>
          {xLabels[i] ?? ''}
        </AxisLabel>
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
