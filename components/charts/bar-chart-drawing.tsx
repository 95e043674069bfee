'use client'

import { FILLS } from './palette'
import { AxisLabel, GridLines, useChartSize } from './parts'
import { niceMax, type ChartSeries } from './scale'

/** Drawn at this width on the server and until measured; the height keeps its proportion, never under MIN_H. */
const INITIAL_W = 720
const ASPECT = 720 / 220
const MIN_H = 160
const PAD = { top: 12, right: 8, bottom: 28, left: 40 }
/** Room one day label ('11-25' at 12 px, with a gap) needs; half of it keeps the last one inside the frame. */
const LABEL_ROOM = 48

const count = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1))

/**
 * The bars, drawn in CSS pixels: the drawing is as wide as it is on screen (the tools' charts do the same), so its
 * 12 px labels stay 12 px on a phone instead of shrinking with a fixed 720-unit drawing. A day label every week
 * (the last day always), every two weeks where weekly ones would not fit.
 */
export function BarChartDrawing({ labels, series, summary }: { labels: string[]; series: ChartSeries[]; summary: string }) {
  const { ref, width: W, height: H } = useChartSize<SVGSVGElement>(INITIAL_W, ASPECT, MIN_H)
  const totals = labels.map((_, i) => series.reduce((s, x) => s + (x.values[i] ?? 0), 0))
  const max = niceMax(Math.max(0, ...totals))
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const slot = plotW / Math.max(1, labels.length)
  const barW = Math.max(2, slot * 0.7)
  const every = 7 * Math.max(1, Math.ceil(LABEL_ROOM / (slot * 7)))
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH

  return (
    <svg ref={ref} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full text-slate-500 dark:text-slate-400">
      <GridLines ticks={[0, max / 2, max]} y={y} left={PAD.left} right={W - PAD.right} format={count} />
      {labels.map((label, i) => {
        let base = 0
        const x = PAD.left + i * slot + (slot - barW) / 2
        return (
          <g key={label}>
            {series.map((s, k) => {
              const v = s.values[i] ?? 0
              if (v === 0) return null
              const top = y(base + v)
              const rect = <rect key={s.name} x={x} y={top} width={barW} height={y(base) - top} className={FILLS[k % FILLS.length]} />
              base += v
              return rect
            })}
            {i % every === (labels.length - 1) % every ? (
              <AxisLabel x={Math.min(x + barW / 2, W - LABEL_ROOM / 2)} y={H - 8}>
                {label.slice(5)}
              </AxisLabel>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}
