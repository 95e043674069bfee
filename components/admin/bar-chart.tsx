/**
 * A server-rendered SVG bar chart (no chart library, no client JavaScript): one bar per label, stacked when there
 * are several series. Screen readers get the summary as the image's label and the numbers in a visually hidden
 * table; the legend names each series for sighted readers.
 */
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
const SWATCHES = ['bg-indigo-600', 'bg-emerald-600', 'bg-amber-500', 'bg-sky-600', 'bg-rose-600', 'bg-violet-600']

const W = 720
const H = 220
const PAD = { top: 12, right: 8, bottom: 28, left: 40 }

export function BarChart({ labels, series, summary, caption }: { labels: string[]; series: ChartSeries[]; summary: string; caption: string }) {
  const totals = labels.map((_, i) => series.reduce((s, x) => s + (x.values[i] ?? 0), 0))
  const max = niceMax(Math.max(0, ...totals))
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const slot = plotW / Math.max(1, labels.length)
  const barW = Math.max(2, slot * 0.7)
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH

  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full text-slate-500 dark:text-slate-400">
        {[0, max / 2, max].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-slate-200 dark:stroke-slate-800" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill="currentColor">
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
              {i % 7 === (labels.length - 1) % 7 ? (
                <text x={x + barW / 2} y={H - 8} textAnchor="middle" fontSize={11} fill="currentColor">
                  {label.slice(5)}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      {series.length > 1 ? (
        <figcaption className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300" aria-hidden="true">
          {series.map((s, k) => (
            <span key={s.name} className="inline-flex items-center gap-1.5">
              <span className={`inline-block size-3 rounded-sm ${SWATCHES[k % SWATCHES.length]}`} />
              {s.name}
            </span>
          ))}
        </figcaption>
      ) : null}
      {/* The frame is hidden, not the table: a table grows to its content whatever its width says, so an sr-only
          table stood out past a phone's screen and the whole dashboard scrolled sideways. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.name}>{s.values[i] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
