import type { ReactNode } from 'react'
import type { Computed } from './compute'
import { Commentary, CorrectFieldsNote, ResultGrid, ToolAlert } from './results'

/** What a calculator shows for a successful calculation, in reading order. */
export type ResultPanel = {
  /** The headline numbers: ResultStat items, read first. */
  headline: ReactNode
  /** The explanation in words: good news first, then what needs attention. */
  insights?: readonly string[]
  warnings?: readonly string[]
  chart?: ReactNode
  /** The numbers behind the chart, for those who want every month (ResultTable). */
  table?: ReactNode
  /** A closing line or action (a caveat, a download). */
  note?: ReactNode
}

/**
 * The results half of every calculator: while fields are marked it says the results follow their correction, when
 * the numbers cannot be calculated it says why, and otherwise it lays out the panel the calculator builds from its
 * result in one order — headline, explanation, chart, table, note.
 */
export function CalculatorResult<T>({ what, result, marked, children }: { what: string; result: Computed<T>; marked: number; children: (value: T) => ResultPanel }) {
  if (marked > 0) return <CorrectFieldsNote what={what} marked={marked} />
  if (!result.ok) return <ToolAlert message={result.message} />
  const panel = children(result.value)
  return (
    <>
      <ResultGrid>{panel.headline}</ResultGrid>
      <Commentary insights={panel.insights ?? []} warnings={panel.warnings ?? []} />
      {panel.chart}
      {panel.table}
      {panel.note}
    </>
  )
}
