'use client'

import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { CalculatorShell } from './kit/calculator-shell'
import { fieldError, tryCompute } from './kit/compute'
import { downloadText } from './kit/download'
import { NumberField } from './kit/fields'
import { requiredNumber } from '@/lib/tools/parse'
import { ToolAlert } from './kit/results'
import { CheckboxGroup, TextField } from './kit/text-fields'
import { useEngine, ENGINE_FAILED } from './kit/use-engine'
import { useUrlInputs } from './kit/use-url-inputs'

// The calendar's templates and date math (with the CSV writer they share with the financial model, ~3 kB gzip) are
// fetched after hydration: the server-rendered page shows no calendar anyway, as its start date is the visitor's
// next Monday.
const loadEngine = () =>
  Promise.all([import('@/lib/tools/content-calendar'), import('@/lib/tools/plan-dates')]).then(([calendar, dates]) => ({ ...calendar, nextMonday: dates.nextMonday }))

const DEFAULTS = { themes: 'Customer problems we solve, How our agents work, Lessons from pilots', channels: 'blog,linkedin,newsletter', perWeek: '3', start: '' }
const LABELS = { postsPerWeek: 'Posts per week', startDate: 'Start date' }
type Option = { value: string; label: string }

/** `channels` comes from the server page (lib/tools/content-calendar.ts), so the labels need no client import. */
export function ContentCalendar({ channels }: { channels: readonly Option[] }) {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS)
  const loaded = useEngine(loadEngine)
  // The default start (next Monday) depends on today, so it is worked out only in the browser, after mount: the
  // server-rendered page cannot know the visitor's date and must not disagree with it.
  const engine = shareUrl !== '' && loaded.status === 'ready' ? loaded.engine : null
  const start = values.start || (engine ? engine.nextMonday(new Date()) : '')
  const result = tryCompute(() => {
    if (!engine) throw new Error('not loaded')
    return engine.contentCalendar({ themes: values.themes.split(','), channels: values.channels.split(','), postsPerWeek: requiredNumber(values.perWeek), startDate: start })
  }, LABELS)

  const form = (
    <>
      <TextField id="themes" label="Themes (comma-separated, up to 6)" multiline hint="The topics you want to be known for." value={values.themes} onChange={(v) => set('themes', v)} error={fieldError(result, 'themes')} />
      <CheckboxGroup id="channels" legend="Channels" options={channels} value={values.channels} onChange={(v) => set('channels', v)} error={fieldError(result, 'channels')} />
      <NumberField id="perWeek" label="Posts per week (1–7)" value={values.perWeek} onChange={(v) => set('perWeek', v)} error={fieldError(result, 'postsPerWeek')} />
      <TextField id="start" type="date" label="Start date" hint="Defaults to next Monday." value={start} onChange={(v) => set('start', v)} error={fieldError(result, 'startDate')} />
    </>
  )

  let results
  if (loaded.status === 'failed') results = <ToolAlert message={ENGINE_FAILED} />
  else if (!engine) results = <p className="text-sm text-slate-600 dark:text-slate-400">Preparing your calendar…</p>
  else if (!result.ok) results = <ToolAlert message={result.message} />
  else {
    const rows = result.value
    results = (
      <>
        <p className="text-sm leading-6 text-slate-700 dark:text-slate-300">
          {rows.length} posts over four weeks. Plan each one a week ahead, and reuse every long piece in shorter posts on your other channels.
        </p>
        <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800" tabIndex={0} role="region" aria-label="Content calendar">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">Your four-week content calendar</caption>
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
              <tr>
                {['Date', 'Channel', 'Theme', 'Format'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
              {rows.map((r, i) => (
                <tr key={i}>
                  <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap">
                    {r.day}
                  </th>
                  <td className="px-3 py-1.5">{r.channel}</td>
                  <td className="px-3 py-1.5">{r.theme}</td>
                  <td className="px-3 py-1.5">{r.format}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => downloadText('content-calendar.csv', engine.calendarToCsv(rows), 'text/csv')}>
            <Download aria-hidden="true" />
            Download CSV
          </Button>
          <Button variant="secondary" onClick={() => downloadText('content-calendar.md', engine.calendarToMarkdown(rows), 'text/markdown')}>
            <Download aria-hidden="true" />
            Download Markdown
          </Button>
        </div>
      </>
    )
  }
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
