import { useElementWidth } from '@/components/ui/use-element-width'

// The pieces every chart draws with, admin and tools alike: one label size, one way to size the drawing, one grid.

/** Every label is 12 px on screen: the drawings are in CSS pixels, so this is never scaled down on a phone. */
const FONT_PX = 12

/**
 * The drawing's width as measured on screen (`initialWidth` on the server and until measured) and its height, which
 * keeps the proportion `aspect` but never drops under `minHeight`.
 */
export function useChartSize<E extends Element>(initialWidth: number, aspect: number, minHeight: number) {
  const [ref, width] = useElementWidth<E>(initialWidth)
  return { ref, width, height: Math.max(minHeight, Math.round(width / aspect)) }
}

/** Horizontal grid lines with their values at the left; `markZero` draws the zero line stronger (values can be negative). */
export function GridLines({ ticks, y, left, right, format, markZero = false }: { ticks: readonly number[]; y: (v: number) => number; left: number; right: number; format: (v: number) => string; markZero?: boolean }) {
  return ticks.map((t) => {
    const zero = markZero && t === 0
    return (
      <g key={t}>
        <line x1={left} x2={right} y1={y(t)} y2={y(t)} strokeWidth={zero ? 1.5 : 1} className={zero ? 'stroke-slate-400 dark:stroke-slate-500' : 'stroke-slate-200 dark:stroke-slate-800'} />
        <text x={left - 8} y={y(t) + 4} textAnchor="end" fontSize={FONT_PX} fill="currentColor">
          {format(t)}
        </text>
      </g>
    )
  })
}

/** A label under the plot, centred on x. */
export function AxisLabel({ x, y, children }: { x: number; y: number; children: string }) {
  return (
    <text x={x} y={y} textAnchor="middle" fontSize={FONT_PX} fill="currentColor">
      {children}
    </text>
  )
}
