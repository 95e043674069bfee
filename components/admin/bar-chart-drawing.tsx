'use client'

import { useElementWidth } from '@/components/ui/use-element-width'
import { niceMax } from './chart-scale'

export type ChartSeries = { name: string; values: number[] }

// Literal class names so that Tailwind generates them; each pair keeps contrast in both themes.
const FILLS = [
  'fill-indigo-600 dark:fill-indigo-400',
  'fill-emerald-600 dark:fill-emerald-400',
  'fill-amber-500 dark:fill-amber-300',
  'fill-sky-600 dark:fill-sky-400',
  'fill-rose-600 dark:fill-rose-400',
  'fill-violet-600 dark:fill-violet-400',
]

/** Drawn at this width on the server and until measured; the height keeps its proportion, never under MIN_H. */
const INITIAL_W = 720
const ASPECT = 720 / 220
const MIN_H = 160
const PAD = { top: 12, right: 8, bottom: 28, left: 40 }
const FONT = 12
/** Room one day label ('11-25' at 12 px, with a gap) needs; half of it keeps the last one inside the frame. */
const LABEL_ROOM = 48

/**
 * The bars, drawn in CSS pixels: the drawing is as wide as it is on screen (the tools' charts do the same), so its
 * 12 px labels stay 12 px on a phone instead of shrinking with a fixed 720-unit drawing. A day label every week
 * (the last day always), every two weeks where weekly ones would not fit.
 */
export function BarChartDrawing({ labels, series, summary }: { labels: string[]; series: ChartSeries[]; summary: string }) {
  const [ref, W] = useElementWidth<SVGSVGElement>(INITIAL_W)
  const H = Math.max(MIN_H, Math.round(W / ASPECT))
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
      {[0, max / 2, max].map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-slate-200 dark:stroke-slate-800" strokeWidth={1} />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize={FONT} fill="currentColor">
            {Number.isInteger(v) ? v : v.toFixed(1)}
          </text>
        </g>
      ))}
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
              <text x={Math.min(x + barW / 2, W - LABEL_ROOM / 2)} y={H - 8} textAnchor="middle" fontSize={FONT} fill="currentColor">
                {label.slice(5)}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}
