import { SWATCHES } from './palette'

/**
 * Names each series beside its colour, for sighted readers; nothing when there is one series. `hidden` keeps it from
 * screen readers where a table already names the series.
 */
export function ChartLegend({ names, hidden = false }: { names: readonly string[]; hidden?: boolean }) {
  if (names.length < 2) return null
  return (
    <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700 dark:text-slate-300" aria-hidden={hidden || undefined}>
      {names.map((name, i) => (
        <span key={name} className="inline-flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${SWATCHES[i % SWATCHES.length]}`} />
          {name}
        </span>
      ))}
    </figcaption>
  )
}
