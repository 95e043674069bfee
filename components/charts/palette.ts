/**
 * The one palette of the charts, admin and tools alike: colours follow series order, and the legend's swatches are
 * in the same order. Literal class names so that Tailwind generates them; each pair keeps contrast in both themes.
 */
export const FILLS = ['fill-indigo-600 dark:fill-indigo-400', 'fill-emerald-600 dark:fill-emerald-400', 'fill-amber-600 dark:fill-amber-300', 'fill-rose-600 dark:fill-rose-400', 'fill-sky-600 dark:fill-sky-400', 'fill-violet-600 dark:fill-violet-400']
export const STROKES = ['stroke-indigo-600 dark:stroke-indigo-400', 'stroke-emerald-600 dark:stroke-emerald-400', 'stroke-amber-600 dark:stroke-amber-300', 'stroke-rose-600 dark:stroke-rose-400', 'stroke-sky-600 dark:stroke-sky-400', 'stroke-violet-600 dark:stroke-violet-400']
export const SWATCHES = ['bg-indigo-600 dark:bg-indigo-400', 'bg-emerald-600 dark:bg-emerald-400', 'bg-amber-600 dark:bg-amber-300', 'bg-rose-600 dark:bg-rose-400', 'bg-sky-600 dark:bg-sky-400', 'bg-violet-600 dark:bg-violet-400']
