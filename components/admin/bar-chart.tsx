/**
 * An SVG bar chart (no chart library): one bar per label, stacked when there are several series. The drawing is a
 * client leaf that measures its width (bar-chart-drawing.tsx); the rest renders on the server. Screen readers get
 * the summary as the image's label and the numbers in a visually hidden table; the legend names each series for
 * sighted readers.
 */
import { BarChartDrawing, type ChartSeries } from './bar-chart-drawing'

// The legend's swatches, in the order of the drawing's fills.
const SWATCHES = ['bg-indigo-600', 'bg-emerald-600', 'bg-amber-500', 'bg-sky-600', 'bg-rose-600', 'bg-violet-600']

export function BarChart({ labels, series, summary, caption }: { labels: string[]; series: ChartSeries[]; summary: string; caption: string }) {
  return (
    <figure>
      <BarChartDrawing labels={labels} series={series} summary={summary} />
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
