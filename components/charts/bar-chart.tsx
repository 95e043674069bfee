/**
 * An SVG bar chart of counts per day (the admin dashboards; no chart library): one bar per label, stacked when there are several series. The drawing is a
 * client leaf that measures its width (bar-chart-drawing.tsx); the rest renders on the server. Screen readers get
 * the summary as the image's label and the numbers in a visually hidden table; the legend names each series for
 * sighted readers.
 */
import { BarChartDrawing } from './bar-chart-drawing'
import { ChartLegend } from './legend'
import type { ChartSeries } from './scale'

export function BarChart({ labels, series, summary, caption }: { labels: string[]; series: ChartSeries[]; summary: string; caption: string }) {
  return (
    <figure>
      <BarChartDrawing labels={labels} series={series} summary={summary} />
      {/* The table below names the series for screen readers. */}
      <ChartLegend names={series.map((s) => s.name)} hidden />
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
